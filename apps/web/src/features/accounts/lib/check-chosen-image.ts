import { MAX_IMAGE_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { translateMessage } from '../../../lib/i18n/language-store';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** Whether the first bytes are those of an image the server takes (PNG, JPEG, WebP, GIF, AVIF). */
export function isImageHeader(bytes: Uint8Array): boolean {
  const isPng = bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG';
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isGif = ascii(bytes, 0, 4) === 'GIF8';
  const isWebp = ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  const isAvif = ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12));
  return isPng || isJpeg || isGif || isWebp || isAvif;
}

/**
 * Said as soon as a file is chosen, not after Save: a file over the limit, or one whose bytes are
 * not an image whatever its name says (a renamed text file would show a broken preview). In the
 * page's language; `label` is the field's name as the page shows it.
 */
export async function checkChosenImage(file: File, label: string): Promise<string | undefined> {
  if (file.size > MAX_IMAGE_BYTES) return translateMessage(UPLOAD_MESSAGES.imageTooLarge);
  const header = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return isImageHeader(header) ? undefined : translateMessage(UPLOAD_MESSAGES.notAnImage({ label }));
}
