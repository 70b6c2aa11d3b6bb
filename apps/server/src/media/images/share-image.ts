import sharp from 'sharp';

/**
 * The picture a pasted link unfurls with (Open Graph `og:image`): 1200 × 630, the size Facebook,
 * WhatsApp, Viber and X show large, as JPEG because not every unfurler reads WebP. The whole
 * cover sits in the middle (a square track cover is not cropped to a strip) over a blurred,
 * darkened copy of itself that fills the frame.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, contentType: 'image/jpeg', extension: '.jpg' } as const;

/** Stored beside the cover it is made from: `track-images/<uuid>.webp` → `track-images/<uuid>-share.jpg`. */
export function shareImageKey(coverKey: string): string {
  return coverKey.replace(/\.webp$/, `-share${SHARE_IMAGE.extension}`);
}

/** `cover` is one of our own stored WebP variants, already checked and re-encoded at upload. */
export async function renderShareImage(cover: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const [background, foreground] = await Promise.all([
    sharp(cover).resize({ width, height, fit: 'cover' }).blur(24).modulate({ brightness: 0.55 }).toBuffer(),
    sharp(cover).resize({ width, height, fit: 'inside' }).toBuffer(),
  ]);
  return sharp(background)
    .composite([{ input: foreground, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Where the share picture of a stored cover is served: `track-images/<uuid>.webp` → `/share-images/track-images/<uuid>.jpg`. */
export function shareImagePath(coverKey: string): string {
  return `/share-images/${coverKey.replace(/\.webp$/, SHARE_IMAGE.extension)}`;
}
