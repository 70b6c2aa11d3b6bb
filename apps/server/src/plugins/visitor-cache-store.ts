import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TCachedEncoding = 'br' | 'gzip';

export interface CachedResponse {
  /** The JSON as the route serialised it. */
  body: string;
  /**
   * The body compressed with `encoding`, made on first use and kept with the entry: compression
   * is synchronous, and a person's own answers are only ever asked for in their browser's encoding.
   */
  encoded(encoding: TCachedEncoding): Buffer;
}

interface Entry extends CachedResponse {
  storedAt: number;
  generation: number;
  /** When a request last went through to rebuild this entry; others get the old copy meanwhile. */
  refreshingSince: number | null;
}

export interface VisitorCacheOptions {
  /** How long a stored answer is served without asking the database again. */
  freshMs: number;
  /** How long a rebuild may take before another request is let through to try. */
  refreshTimeoutMs: number;
  maxEntries: number;
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const COMPRESS: Record<TCachedEncoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI),
  gzip: (body) => gzipSync(body),
};

/**
 * The public lists every visitor sees alike, kept pre-serialised and pre-compressed for a moment
 * (docs/decisions/011). When an entry goes stale exactly one request rebuilds it while the others
 * are served the previous copy, so a busy page never sends a crowd to the database at once.
 */
export class VisitorCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: VisitorCacheOptions;
  #generation = 0;

  constructor(options: VisitorCacheOptions) {
    this.#options = options;
  }

  /** Something visitors can see changed: every entry is rebuilt on its next request. */
  invalidate(): void {
    this.#generation += 1;
  }

  /** Stamped on a request before it reads the database, so an answer read before a change is never kept as fresh. */
  get generation(): number {
    return this.#generation;
  }

  /** The answer to serve now, or undefined when this request should go to the route and refresh it. */
  lookup(key: string, now: number): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const isFresh = entry.generation === this.#generation && now - entry.storedAt < this.#options.freshMs;
    if (isFresh) return entry;
    const isBeingRebuilt =
      entry.refreshingSince !== null && now - entry.refreshingSince < this.#options.refreshTimeoutMs;
    if (isBeingRebuilt) return entry;
    entry.refreshingSince = now;
    return undefined;
  }

  store(key: string, body: string, now: number, generation: number): CachedResponse {
    const compressed: Partial<Record<TCachedEncoding, Buffer>> = {};
    const entry: Entry = {
      body,
      encoded: (encoding) => (compressed[encoding] ??= COMPRESS[encoding](body)),
      storedAt: now,
      generation,
      refreshingSince: null,
    };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }

  /** The route no longer answers this with a shareable 200 (a hidden track, an error). */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The encoding to answer with, preferring brotli as browsers do; null for identity. */
export function pickEncoding(acceptEncoding: string | undefined): TCachedEncoding | null {
  if (!acceptEncoding) return null;
  const offered = acceptEncoding.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return { name, accepted: q === undefined || Number(q.slice(2)) > 0 };
  });
  const accepts = (name: string) =>
    offered.some((entry) => entry.accepted && (entry.name === name || entry.name === '*'));
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
