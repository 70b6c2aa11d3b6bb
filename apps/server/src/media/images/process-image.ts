import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_MEGAPIXELS } from '@beatpasal/shared/constants';
import { imageError } from './image-error';
import type { TMessage } from '@beatpasal/shared/message-keys';
import type { PendingObject } from '../uploads/store-objects';
import {
  IMAGE_CONTENT_TYPE,
  imageVariantKeys,
  newImageKey,
  type ImageRecipe,
  type ImageVariant,
} from './image-variants';

export const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

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

/**
 * A sharp pipeline over uploaded bytes with our safety limits; only the first frame of an animation.
 * failOn 'error' also refuses truncated files, while tolerating the warnings of slightly odd phone JPEGs.
 */
export function openImage(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
}

/**
 * The header's facts, or null when the bytes are no image sharp can read (sharp throws at once on
 * some). Reading a header decodes no pixels, so the pixel limit is lifted here to tell a pixel bomb
 * apart from a file that is no image at all.
 */
async function readMetadata(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    return null;
  }
}

/**
 * Decides from the bytes whether this is an image we take; `label` names the field in the message.
 * A canvas over the pixel limit is refused as too large before anything decodes it.
 */
export async function inspectImage(bytes: Buffer, label: TMessage): Promise<ImageInfo> {
  if (bytes.length === 0) throw imageError('BAD_REQUEST', 'emptyImage', label);
  const metadata = await readMetadata(bytes);
  const format = metadata?.format;
  const isAvif = format === 'heif' && metadata?.compression === 'av1';
  if (!metadata || !format || !metadata.width || !metadata.height || !(ACCEPTED_FORMATS.has(format) || isAvif)) {
    throw imageError('UNSUPPORTED_MEDIA_TYPE', 'notAnImage', label, { message: `image format ${format}` });
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw imageError('PAYLOAD_TOO_LARGE', 'tooManyPixels', label, {
      message: `image ${metadata.width}×${metadata.height}`,
    });
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
export async function processImage(bytes: Buffer, recipe: ImageRecipe, label: TMessage): Promise<ProcessedImage> {
  await inspectImage(bytes, label);
  const key = newImageKey(recipe);
  const keys = imageVariantKeys(recipe, key);
  const bodies = await Promise.all(recipe.variants.map((variant) => renderVariant(bytes, variant))).catch(
    (error: unknown) => {
      throw imageError('UNSUPPORTED_MEDIA_TYPE', 'unreadableImage', label, { cause: error });
    },
  );
  const objects = bodies.map((body, index) => ({
    key: keys[index]!,
    body,
    contentType: IMAGE_CONTENT_TYPE,
    visibility: recipe.visibility,
  }));
  return { key, objects };
}
