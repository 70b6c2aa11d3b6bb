import { randomUUID } from 'node:crypto';
import { assertValidObjectKey, type TStorageArea } from '../../storage/object-keys';
import type { ObjectStore, TVisibility } from '../../storage/object-store';
import { shareImageKey } from './share-image';

/**
 * How each kind of uploaded image is stored. The database keeps one key per image, the key of
 * its main (largest) variant `area/<uuid>.webp`; smaller variants sit beside it as
 * `area/<uuid>-<suffix>.webp`, so one column is enough and every key is server-made.
 */
export interface ImageVariant {
  /** '' for the main variant. */
  suffix: string;
  width: number;
  height: number;
  /** 'cover' crops to exactly width×height; 'inside' keeps the whole picture within it. */
  fit: 'cover' | 'inside';
  /** Near-lossless keeps the sharp edges a QR scanner needs. */
  quality: 'photo' | 'near-lossless';
}

export interface ImageRecipe {
  area: TStorageArea;
  /** Extra folder inside the area, e.g. 'screenshots'. */
  folder?: string;
  visibility: TVisibility;
  variants: readonly [ImageVariant, ...ImageVariant[]];
  /** Link previews are made from it: a share picture is stored beside it on first use (share-image.ts). */
  hasShareImage?: boolean;
}

export const IMAGE_RECIPES = {
  avatar: {
    area: 'profile-pictures',
    visibility: 'public',
    variants: [
      { suffix: '', width: 256, height: 256, fit: 'cover', quality: 'photo' },
      { suffix: 'w96', width: 96, height: 96, fit: 'cover', quality: 'photo' },
    ],
  },
  cover: {
    area: 'cover-images',
    visibility: 'public',
    hasShareImage: true,
    variants: [
      { suffix: '', width: 1280, height: 1280, fit: 'inside', quality: 'photo' },
      { suffix: 'w640', width: 640, height: 640, fit: 'inside', quality: 'photo' },
    ],
  },
  walletQr: {
    area: 'wallet-qr',
    visibility: 'public',
    variants: [{ suffix: '', width: 1024, height: 1024, fit: 'inside', quality: 'near-lossless' }],
  },
  contactScreenshot: {
    area: 'contact',
    folder: 'screenshots',
    visibility: 'private',
    variants: [{ suffix: '', width: 2560, height: 2560, fit: 'inside', quality: 'photo' }],
  },
} as const satisfies Record<string, ImageRecipe>;

export type TImageRecipeName = keyof typeof IMAGE_RECIPES;

export const IMAGE_CONTENT_TYPE = 'image/webp';
const EXTENSION = '.webp';

function variantKey(mainKey: string, suffix: string): string {
  return suffix === '' ? mainKey : `${mainKey.slice(0, -EXTENSION.length)}-${suffix}${EXTENSION}`;
}

/** A fresh main key for a recipe. */
export function newImageKey(recipe: ImageRecipe): string {
  const folder = recipe.folder ? `${recipe.area}/${recipe.folder}` : recipe.area;
  const key = `${folder}/${randomUUID()}${EXTENSION}`;
  assertValidObjectKey(key);
  return key;
}

/** Every stored object of one image, main first: what to delete when the image is replaced. */
export function imageVariantKeys(recipe: ImageRecipe, mainKey: string): string[] {
  const keys = recipe.variants.map((variant) => variantKey(mainKey, variant.suffix));
  return recipe.hasShareImage ? [...keys, shareImageKey(mainKey)] : keys;
}

export function imageVariantKey(recipe: ImageRecipe, mainKey: string, suffix: string): string {
  if (!recipe.variants.some((variant) => variant.suffix === suffix)) throw new Error(`No image variant '${suffix}'`);
  return variantKey(mainKey, suffix);
}

/** Public URL of the main variant (or of `suffix`), null when there is no image. */
export function publicImageUrl(
  storage: ObjectStore,
  recipe: ImageRecipe,
  mainKey: string | null,
  suffix = '',
): string | null {
  return mainKey === null ? null : storage.publicUrl(imageVariantKey(recipe, mainKey, suffix));
}
