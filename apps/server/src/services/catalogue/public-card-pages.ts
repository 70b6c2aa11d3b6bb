import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';

interface Entry {
  page: Promise<TFeedPage>;
  generation: number;
  storedAt: number;
}

const MAX_ENTRIES = 1000;

/**
 * Card pages as a visitor sees them, kept per instance for a moment (VISITOR_CACHE_MS) and dropped
 * whenever something visible changes: a signed-in person's page is this shared page with their own
 * likes and purchases laid over it, one small query instead of the whole page query per request
 * (docs/decisions/028). Requests that miss at the same moment share one build.
 */
export class PublicCardPages {
  readonly #entries = new Map<string, Entry>();
  readonly #freshMs: number;
  #generation = 0;

  constructor(freshMs: number) {
    this.#freshMs = freshMs;
  }

  invalidate(): void {
    this.#generation += 1;
  }

  load(key: string, build: () => Promise<TFeedPage>, now = Date.now()): Promise<TFeedPage> {
    if (this.#freshMs <= 0) return build();
    const entry = this.#entries.get(key);
    if (entry && entry.generation === this.#generation && now - entry.storedAt < this.#freshMs) return entry.page;
    const page = build();
    this.#entries.delete(key);
    this.#entries.set(key, { page, generation: this.#generation, storedAt: now });
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    page.catch(() => {
      if (this.#entries.get(key)?.page === page) this.#entries.delete(key);
    });
    return page;
  }
}
