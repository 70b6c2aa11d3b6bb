import type { ObjectInfo } from './object-store';

export interface CachedObject {
  info: ObjectInfo;
  body: Buffer;
}

interface Entry extends CachedObject {
  storedAt: number;
}

export interface HotObjectCacheOptions {
  /** The bodies held at once, in bytes; the least recently served go first. */
  maxBytes: number;
  /** Objects larger than this are streamed from disk, never held. */
  maxObjectBytes: number;
  /** Another instance may delete an object this one holds: a copy is re-read from disk after this long. */
  maxAgeMs: number;
}

/**
 * The small objects served most (previews ≈ 0.6–1 MB, images) kept in memory, so a range request
 * on a hot preview is answered without touching the disk (docs/decisions/028). Keys are never
 * reused for other bytes, so the only staleness is a delete, which `forget` covers on this instance.
 */
export class HotObjectCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: HotObjectCacheOptions;
  #bytes = 0;

  constructor(options: HotObjectCacheOptions) {
    this.#options = options;
  }

  fits(size: number): boolean {
    return size <= this.#options.maxObjectBytes && size <= this.#options.maxBytes;
  }

  get(key: string, now: number): CachedObject | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.storedAt >= this.#options.maxAgeMs) {
      this.#bytes -= entry.body.length;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, object: CachedObject, now: number): void {
    if (!this.fits(object.body.length)) return;
    this.forget(key);
    this.#entries.set(key, { ...object, storedAt: now });
    this.#bytes += object.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length;
    }
  }

  forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
