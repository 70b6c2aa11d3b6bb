import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { AppError } from '../../errors/app-error';
import { IMAGE_RECIPES, imageVariantKeys } from './image-variants';
import { inspectImage, processImage } from './process-image';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f59e0b' } });

describe('inspectImage', () => {
  it('accepts raster formats by their bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      const bytes = await picture(40, 30).toFormat(format).toBuffer();
      expect((await inspectImage(bytes, IMAGE_LABELS.coverImage)).format).toBe(format);
    }
  });

  it('refuses SVG, PDF and text with a 415 naming the field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [svg, Buffer.from('%PDF-1.4\n%%EOF'), Buffer.from('hello')]) {
      const error = await inspectImage(bytes, IMAGE_LABELS.coverImage).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 415,
        userMessage: {
          key: 'upload.notAnImage',
          text: 'Cover image must be an image (JPEG, PNG, WebP, GIF or AVIF).',
          params: { label: 'imageLabel.coverImage' },
        },
      });
    }
  });
});

describe('processImage', () => {
  it('makes every variant of the recipe as WebP under fresh keys, without metadata', async () => {
    const bytes = await picture(1200, 800)
      .withExif({ IFD0: { Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    const { key, objects } = await processImage(bytes, IMAGE_RECIPES.avatar, IMAGE_LABELS.profilePicture);
    expect(key).toMatch(/^profile-pictures\/[0-9a-f-]{36}\.webp$/);
    expect(objects.map((o) => o.key)).toEqual(imageVariantKeys(IMAGE_RECIPES.avatar, key));
    const metas = await Promise.all(objects.map((o) => sharp(o.body).metadata()));
    expect(metas.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 256, 256],
      ['webp', 96, 96],
    ]);
    expect(metas.every((m) => m.exif === undefined)).toBe(true);
    expect(objects.every((o) => o.visibility === 'public' && o.contentType === 'image/webp')).toBe(true);
  });

  it('never enlarges a small image', async () => {
    const { objects } = await processImage(
      await picture(300, 100).png().toBuffer(),
      IMAGE_RECIPES.cover,
      IMAGE_LABELS.coverImage,
    );
    expect((await sharp(objects[0]!.body).metadata()).width).toBe(300);
  });

  it('keeps contact screenshots private under contact/screenshots/', async () => {
    const { key, objects } = await processImage(
      await picture(100, 200).png().toBuffer(),
      IMAGE_RECIPES.contactScreenshot,
      IMAGE_LABELS.screenshot,
    );
    expect(key).toMatch(/^contact\/screenshots\//);
    expect(objects[0]!.visibility).toBe('private');
  });
});
