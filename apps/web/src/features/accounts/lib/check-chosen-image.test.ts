import { describe, expect, it } from 'vitest';
import { checkChosenImage, isImageHeader } from './check-chosen-image';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );

describe('isImageHeader', () => {
  it('knows PNG, JPEG, GIF, WebP and AVIF by their first bytes', () => {
    expect(isImageHeader(bytes([0x89], 'PNG', [13, 10, 26, 10]))).toBe(true);
    expect(isImageHeader(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isImageHeader(bytes('GIF89a'))).toBe(true);
    expect(isImageHeader(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe(true);
    expect(isImageHeader(bytes([0, 0, 0, 28], 'ftypavif'))).toBe(true);
  });

  it('refuses text named like an image', () => {
    expect(isImageHeader(bytes('hello, I am text'))).toBe(false);
    expect(isImageHeader(new Uint8Array())).toBe(false);
  });
});

describe('checkChosenImage', () => {
  it('says what is wrong with the file, in the server’s words', async () => {
    expect(await checkChosenImage(new File(['just text'], 'photo.png'), 'Profile picture')).toBe(
      'Profile picture must be an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(await checkChosenImage(new File([new Uint8Array(17 * 1024 * 1024)], 'big.png'), 'Cover image')).toBe(
      'Images can be at most 10 MB.',
    );
    expect(await checkChosenImage(new File([bytes('GIF89a')], 'a.gif'), 'Cover image')).toBeUndefined();
  });
});
