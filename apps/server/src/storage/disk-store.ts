import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HotObjectCache, type CachedObject, type HotObjectCacheOptions } from './hot-object-cache';
import { assertValidObjectKey } from './object-keys';
import { StoreUnavailable } from './store-unavailable';
import type { ObjectInfo, ObjectStore, PutOptions, SignedUrlOptions, TVisibility } from './object-store';
import { checkSignature, signParams } from './url-signature';
import type { SignedParams, TSignatureCheck } from './url-signature';

export interface DiskObjectStoreOptions {
  root: string;
  /** HMAC key for signed links. */
  secret: string;
  defaultTtlSeconds: number;
  /** Small objects kept in memory for serving; none without it. */
  hotCache?: HotObjectCacheOptions;
}

/** A small object's bytes from memory, or a large one open for streaming (the handle closes itself when a stream made from it ends). */
export type OpenedObject = CachedObject | { info: ObjectInfo; handle: FileHandle };

interface StoredMeta {
  contentType: string;
  visibility: TVisibility;
}

/** ENAMETOOLONG too: a name the file system cannot hold names no stored object. */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && MISSING_CODES.has(String(error.code));
}

/** Objects live at `root/<key>`, metadata at `root/.meta/<key>.json`; valid keys never start a segment with a dot. */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;

  readonly #hot: HotObjectCache | undefined;

  constructor(private readonly options: DiskObjectStoreOptions) {
    this.#hot = options.hotCache ? new HotObjectCache(options.hotCache) : undefined;
  }

  private objectPath(key: string): string {
    assertValidObjectKey(key);
    return path.join(this.options.root, key);
  }

  private metaPath(key: string): string {
    return path.join(this.options.root, '.meta', `${key}.json`);
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    const target = this.objectPath(key);
    const metaTarget = this.metaPath(key);
    const tmpDir = path.join(this.options.root, '.tmp');
    const tmpObject = path.join(tmpDir, randomUUID());
    const tmpMeta = `${tmpObject}.json`;
    const meta: StoredMeta = { contentType: options.contentType, visibility: options.visibility };
    await mkdir(tmpDir, { recursive: true });
    try {
      if (Buffer.isBuffer(body)) await writeFile(tmpObject, body, { flush: true });
      else await pipeline(body, createWriteStream(tmpObject, { flush: true }));
      await writeFile(tmpMeta, JSON.stringify(meta), { flush: true });
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(path.dirname(metaTarget), { recursive: true });
      await rename(tmpObject, target);
      await rename(tmpMeta, metaTarget);
    } catch (error) {
      await Promise.all([rm(tmpObject, { force: true }), rm(tmpMeta, { force: true })]);
      throw error;
    }
  }

  /** The object when it is in memory now, without touching the disk. */
  hotObject(key: string): CachedObject | undefined {
    return this.#hot?.get(key, Date.now());
  }

  /** A small object from memory when it is hot; otherwise read from disk, and kept when it fits. */
  async open(key: string): Promise<OpenedObject | null> {
    const hot = this.hotObject(key);
    if (hot) return hot;
    const opened = await this.openFile(key);
    if (!opened || !this.#hot?.fits(opened.info.size)) return opened;
    try {
      const body = await opened.handle.readFile();
      const object = { info: { ...opened.info, size: body.length }, body };
      this.#hot.set(key, object, Date.now());
      return object;
    } finally {
      await opened.handle.close();
    }
  }

  /** Opens object and metadata together so the size and the bytes served come from the same file. */
  private async openFile(key: string): Promise<{ info: ObjectInfo; handle: FileHandle } | null> {
    const file = this.objectPath(key);
    let meta: StoredMeta;
    let handle: FileHandle;
    try {
      meta = JSON.parse(await readFile(this.metaPath(key), 'utf8')) as StoredMeta;
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { info: { size, contentType: meta.contentType, visibility: meta.visibility }, handle };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const opened = await this.openFile(key);
    if (!opened) return null;
    await opened.handle.close();
    return opened.info;
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.objectPath(key));
  }

  async download(key: string, file: string): Promise<void> {
    await copyFile(this.objectPath(key), file);
  }

  async delete(key: string): Promise<void> {
    const file = this.objectPath(key);
    this.#hot?.forget(key);
    await rm(this.metaPath(key), { force: true });
    await rm(file, { force: true });
  }

  /** Files outside the dot folders (metadata, uploads in progress); none when nothing was ever stored. */
  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.options.root, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.options.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!key.split('/').some((segment) => segment.startsWith('.'))) yield key;
    }
  }

  publicUrl(key: string): string {
    assertValidObjectKey(key);
    return `/files/public/${key}`;
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    assertValidObjectKey(key);
    const exp = Math.floor(Date.now() / 1000) + (options.expiresIn ?? this.options.defaultTtlSeconds);
    const dl = options.downloadName || undefined;
    const query = new URLSearchParams({ exp: String(exp), sig: signParams(this.options.secret, { key, exp, dl }) });
    if (dl) query.set('dl', dl);
    return `/files/private/${key}?${query.toString()}`;
  }

  verifySignature(params: SignedParams, signature: string): TSignatureCheck {
    return checkSignature(this.options.secret, params, signature, Math.floor(Date.now() / 1000));
  }

  /** Where the files are, for the reasons readiness logs. */
  get where(): Record<string, string> {
    return { directory: path.resolve(this.options.root) };
  }

  async ping(): Promise<void> {
    try {
      await mkdir(this.options.root, { recursive: true });
      await access(this.options.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new StoreUnavailable(error, this.where);
    }
  }
}
