interface Entry<TUser> {
  user: TUser;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long a resolved session is reused without asking the database. */
  freshMs: number;
  maxEntries: number;
}

/** The event every instance hears when a session ends or its user changes (migration 0014's triggers announce it). */
export const SESSION_CHANGED_EVENT = 'session.changed';

/**
 * Session token → signed-in user, per instance, for a few seconds (docs/decisions/028): a signed-in
 * page then costs no session query. A sign-out, revocation or change of the user reaches every
 * instance as SESSION_CHANGED_EVENT and drops that user's entries; a lookup that began before the
 * drop is not kept (the generation moved on).
 */
export class SessionCache<TUser extends { id: string }> {
  readonly #entries = new Map<string, Entry<TUser>>();
  readonly #options: SessionCacheOptions;
  #generation = 0;

  constructor(options: SessionCacheOptions) {
    this.#options = options;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The signed-in user, or undefined to look the token up (only sessions found are kept). */
  get(token: string, now: number): TUser | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (now < entry.expiresAt) return entry.user;
    this.#entries.delete(token);
    return undefined;
  }

  set(token: string, user: TUser, now: number, generation: number, sessionExpiresAt?: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(token);
    this.#entries.set(token, { user, expiresAt: Math.min(now + this.#options.freshMs, sessionExpiresAt ?? Infinity) });
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** A session of this user ended or the user changed: their tokens are looked up again. */
  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const [token, entry] of this.#entries) if (entry.user.id === userId) this.#entries.delete(token);
  }

  forgetToken(token: string): void {
    this.#generation += 1;
    this.#entries.delete(token);
  }
}
