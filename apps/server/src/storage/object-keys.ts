import { randomUUID } from 'node:crypto';

export const STORAGE_AREAS = [
  'tracks-master',
  'tracks-preview',
  'track-images',
  'voice-tags',
  'profile-pictures',
  'cover-images',
  'wallet-qr',
  'payment-screenshots',
  'alternates',
  'agreements',
  'contact',
] as const;

export type TStorageArea = (typeof STORAGE_AREAS)[number];

const EXTENSION = /^[a-z0-9]{1,10}$/;
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
/** A file name may be 255 bytes; the disk store adds `.json` for an object's metadata beside it. */
const MAX_SEGMENT_LENGTH = 200;

/** A fresh `area/uuid.ext` key; the extension comes from the detected file type, never the user's file name. */
export function newObjectKey(area: TStorageArea, extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`Invalid object key extension: ${extension}`);
  return `${area}/${randomUUID()}.${ext}`;
}

/**
 * Only lower-case letters, digits and `/._-`; no `..`, no empty or dot-first segments and no leading slash,
 * so a key can never leave the store's root nor reach its hidden bookkeeping folders; no segment longer
 * than any store can hold as a file name, so an over-long address is a missing file, not an error.
 */
export function isValidObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes('..')) return false;
  return key.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH && SEGMENT.test(segment));
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new Error(`Invalid object key: ${JSON.stringify(key.slice(0, 100))}`);
}
