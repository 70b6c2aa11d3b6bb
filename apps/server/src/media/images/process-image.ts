import sharp, { type Sharp } from 'sharp';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { AppError } from '../../errors/app-error';
import type { PendingObject } from '../uploads/store-objects';
import { IMAGE_CONTENT_TYPE, imageVariantKeys, newImageKey, type ImageRecipe, type ImageVariant } from './image-variants';

/** A 50-megapixel phone photo fits; a small file that decodes to a gigantic canvas does not. */
export const MAX_INPUT_PIXELS = 64_000_000;

/** Raster formats decided from the bytes; SVG, PDF and HEVC-HEIC (not decodable here) are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The main key (what the database keeps) and every variant, ready to store. */
export interface ProcessedImage {
  key: string;
  objects: PendingObject[];
}

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/** A sharp pipeline over uploaded bytes with our safety limits; only the first frame of an animation. */
export function openImage(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
}

/** Decides from the bytes whether this is an image we take; `label` names the field in the message. */
export async function inspectImage(bytes: Buffer, label: string): Promise<ImageInfo> {
  const metadata = await openImage(bytes)
    .metadata()
    .catch(() => null);
  const format = metadata?.format;
  const isAvif = format === 'heif' && metadata?.compression === 'av1';
  if (!metadata || !format || !metadata.width || !metadata.height || !(ACCEPTED_FORMATS.has(format) || isAvif)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: UPLOAD_MESSAGES.notAnImage(label), message: `image format ${format}` });
  }
  return { format: isAvif ? 'avif' : format, width: metadata.width, height: metadata.height };
}

async function renderVariant(bytes: Buffer, variant: ImageVariant): Promise<Buffer> {
  const pipeline = openImage(bytes)
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: variant.fit, withoutEnlargement: true });
  const encoded =
    variant.quality === 'near-lossless'
      ? pipeline.webp({ nearLossless: true, quality: 60, effort: 4 })
      : pipeline.webp({ quality: 82, effort: 4 });
  return encoded.toBuffer();
}

/**
 * Checks the bytes and re-encodes them to WebP in every variant of the recipe. Re-encoding drops
 * metadata (GPS position of phone photos) and anything that is not pixels.
 */
export async function processImage(bytes: Buffer, recipe: ImageRecipe, label: string): Promise<ProcessedImage> {
  await inspectImage(bytes, label);
  const key = newImageKey(recipe);
  const keys = imageVariantKeys(recipe, key);
  const bodies = await Promise.all(recipe.variants.map((variant) => renderVariant(bytes, variant))).catch((error: unknown) => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: UPLOAD_MESSAGES.unreadableImage(label), cause: error });
  });
  const objects = bodies.map((body, index) => ({
    key: keys[index]!,
    body,
    contentType: IMAGE_CONTENT_TYPE,
    visibility: recipe.visibility,
  }));
  return { key, objects };
}
