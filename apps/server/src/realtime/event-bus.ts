import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Queryable, Unlisten } from '../db/client';
import { AppError } from '../errors/app-error';

export const EVENTS_CHANNEL = 'beatpasal_events';
/** Announced when something on the public lists changed (a like, an edit): every instance's visitor cache is rebuilt. */
export const CATALOGUE_CHANGED_EVENT = 'catalogue.changed';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7999;

export interface UserEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface PublishedEvent extends UserEvent {
  userIds: string[];
}

export type EventListener = (event: UserEvent) => void;

// The type becomes an SSE `event:` line, so it must never contain a line break.
const ZEventType = z.string().regex(/^[a-z][a-z0-9._-]{0,63}$/i);

const ZPublishedEvent = z.object({
  userIds: z.array(z.string().min(1)),
  type: ZEventType,
  data: z.record(z.string(), z.unknown()),
});

/**
 * Fans small "something changed" events out to the users' open connections on every instance:
 * publishing is a NOTIFY, so it travels with the caller's transaction and reaches all listeners.
 */
export class EventBus {
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #listeners = new Map<string, Set<EventListener>>();
  readonly #changeListeners = new Set<(event: PublishedEvent) => void>();
  #unlisten: Unlisten | undefined;

  constructor(database: Database, log: FastifyBaseLogger) {
    this.#database = database;
    this.#log = log;
  }

  async start(): Promise<void> {
    if (this.#unlisten) return;
    this.#unlisten = await this.#database.listen(EVENTS_CHANNEL, (payload) => this.#deliver(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = undefined;
    await unlisten?.();
  }

  /** Delivered only if `q`'s transaction commits; keep `data` to ids and let clients refetch. */
  async publish(q: Queryable, event: PublishedEvent): Promise<void> {
    if (event.userIds.length > 0) await this.#notify(q, event);
  }

  /** For every instance's caches, no user's stream: something public changed (a like, an edit), delivered on commit. */
  async announce(q: Queryable, event: UserEvent): Promise<void> {
    await this.#notify(q, { ...event, userIds: [] });
  }

  async #notify(q: Queryable, event: PublishedEvent): Promise<void> {
    const parsed = ZPublishedEvent.safeParse(event);
    if (!parsed.success) throw new AppError('INTERNAL', { message: `invalid event: ${parsed.error.message}` });
    const userIds = [...new Set(parsed.data.userIds)];
    const payload = JSON.stringify({ ...parsed.data, userIds });
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes > MAX_EVENT_BYTES) {
      throw new AppError('INTERNAL', {
        message: `event ${event.type} is ${bytes} bytes; the limit is ${MAX_EVENT_BYTES}`,
      });
    }
    await q.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  }

  /** Registers an in-process listener (one SSE connection) for a user; returns its removal. */
  subscribe(userId: string, listener: EventListener): () => void {
    let set = this.#listeners.get(userId);
    if (!set) {
      set = new Set();
      this.#listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(userId) === set) this.#listeners.delete(userId);
    };
  }

  /** Hears every event published or announced on any instance, whoever it is for; returns its removal. */
  onAnyEvent(listener: (event: PublishedEvent) => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  get subscriberCount(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }

  #deliver(payload: string): void {
    const event = parsePayload(payload);
    if (!event) {
      this.#log.warn({ payload: payload.slice(0, 200) }, 'ignored malformed realtime event');
      return;
    }
    for (const listener of this.#changeListeners) listener(event);
    const message: UserEvent = { type: event.type, data: event.data };
    for (const userId of event.userIds) {
      for (const listener of this.#listeners.get(userId) ?? []) {
        try {
          listener(message);
        } catch (err) {
          this.#log.error({ err, type: event.type }, 'realtime listener failed');
        }
      }
    }
  }
}

function parsePayload(payload: string): PublishedEvent | undefined {
  try {
    const result = ZPublishedEvent.safeParse(JSON.parse(payload));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
