import type { Readable } from 'node:stream';

export type TVisibility = 'public' | 'private';

export interface PutOptions {
  contentType: string;
  visibility: TVisibility;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  visibility: TVisibility;
}

export interface SignedUrlOptions {
  /** Seconds the link stays valid; defaults to SIGNED_URL_TTL_SECONDS. */
  expiresIn?: number;
  /** When set the file is served as an attachment with this name. */
  downloadName?: string;
}

/**
 * One interface over local disk and S3. Keys are server-made
 * (`area/uuid.ext`); nothing a user typed ever becomes part of a key.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Reads a whole object into memory: for small objects only (images, checks in tests). */
  read(key: string): Promise<Buffer>;
  /** Copies an object to a local file without holding it in memory (a master can be 200 MB). */
  download(key: string, file: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups). */
  list(): AsyncIterable<string>;
  /** Long-cached URL for a public object (images). */
  publicUrl(key: string): string;
  /** Short-lived URL for a private object. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
  /** Where the objects are kept (bucket and endpoint, or directory), for operators' logs and status. */
  readonly where: Readonly<Record<string, string>>;
  /** Throws a StoreUnavailable, saying why, when the store cannot be reached (used by /api/ready). */
  ping(): Promise<void>;
}
