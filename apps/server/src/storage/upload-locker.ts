import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/uploads';
import type { Database } from '../db/client';
import { UploadLockSession } from '../db/upload-lock-session';
import { AppError } from '../errors/app-error';

export interface UploadLockerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How long a request waits for an upload before it is answered 423 (tus-js-client retries that). */
  acquireTimeoutMs?: number;
}

/**
 * tus asks the holder to let go and aborts it this long after (its `lockDrainTimeout`, 3 s by
 * default), so a waiter must outlast it with room for the holder's last write.
 */
const ACQUIRE_TIMEOUT_MS = 10_000;
/** How often a request waiting for another instance's upload tries the lock again. */
const RETRY_MS = 100;
/** How often it repeats its request to let go (one may land while the holder's session reconnects). */
const ASK_AGAIN_MS = 1000;

interface Hold {
  /** Set once the lock is held; a hold without it is one request's attempt in progress. */
  requestRelease?: RequestRelease;
  /** The session whose advisory lock it is; none on PGlite. */
  session?: UploadLockSession;
  released: Promise<void>;
  markReleased: () => void;
}

function newHold(): Hold {
  let markReleased = () => undefined as void;
  const released = new Promise<void>((resolve) => (markReleased = resolve));
  return { released, markReleased };
}

/** Resolves when `released` does, the deadline passes or the request is aborted, whichever comes first. */
async function waitFor(released: Promise<void>, deadline: number, signal: AbortSignal): Promise<void> {
  const timeout = new AbortController();
  try {
    await Promise.race([
      released,
      sleep(Math.max(0, deadline - Date.now()), undefined, { signal: AbortSignal.any([signal, timeout.signal]) }).catch(
        () => undefined,
      ),
    ]);
  } finally {
    timeout.abort();
  }
}

/**
 * One writer per upload across every instance (issue 36, decision 098). In the process, one request
 * holds an upload at a time (PostgreSQL's advisory locks are re-entrant within a session, so the
 * process must not take one twice); across instances, a session-level advisory lock on the
 * instance's own connection, which PostgreSQL drops when the instance dies. A request that finds
 * the upload held asks the holder to let go, in the process directly, elsewhere by NOTIFY, and
 * tries again until it has it or its time is up (423).
 *
 * On PGlite the in-process part is the whole lock: its database is one process's, so no other
 * instance can reach the upload.
 */
export class UploadLocker implements Locker {
  readonly #holds = new Map<string, Hold>();
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #acquireTimeoutMs: number;
  #session: Promise<UploadLockSession> | undefined;
  #closed = false;

  constructor(options: UploadLockerOptions) {
    this.#database = options.database;
    this.#log = options.log;
    this.#acquireTimeoutMs = options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS;
  }

  newLock(id: string): Lock {
    let hold: Hold | undefined;
    return {
      lock: async (signal, requestRelease) => {
        hold = await this.#acquire(id, signal, requestRelease);
      },
      unlock: async () => {
        if (hold) await this.#release(id, hold);
        hold = undefined;
      },
    };
  }

  /** Ends this instance's session: PostgreSQL drops any lock still held. */
  async close(): Promise<void> {
    this.#closed = true;
    const session = this.#session;
    this.#session = undefined;
    await (await session?.catch(() => undefined))?.close();
  }

  async #acquire(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<Hold> {
    const deadline = Date.now() + this.#acquireTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (signal.aborted) throw ERRORS.ABORTED;
      const local = this.#holds.get(id);
      if (local) {
        await local.requestRelease?.();
        await waitFor(local.released, deadline, signal);
      } else {
        const hold = newHold();
        this.#holds.set(id, hold);
        let session: UploadLockSession | undefined;
        let held = false;
        try {
          session = await this.#sharedSession();
          held = session ? await session.tryLock(id) : true;
        } finally {
          if (!held) {
            this.#holds.delete(id);
            hold.markReleased();
          }
        }
        if (held) {
          hold.session = session;
          hold.requestRelease = requestRelease;
          return hold;
        }
        if (session && Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          await session.askRelease(id);
        }
        await sleep(RETRY_MS, undefined, { signal }).catch(() => undefined);
      }
      if (Date.now() >= deadline) {
        throw new AppError('LOCKED', { userMessage: UPLOAD_MESSAGES.busy, message: `upload ${id} is held elsewhere` });
      }
    }
  }

  async #release(id: string, hold: Hold): Promise<void> {
    try {
      await hold.session?.unlock(id);
    } catch (err) {
      // The session is failing; when it ends, PostgreSQL drops the lock with it.
      this.#log.warn({ err, uploadId: id }, 'could not release an upload lock');
    } finally {
      if (this.#holds.get(id) === hold) this.#holds.delete(id);
      hold.markReleased();
    }
  }

  /** This instance's lock session on PostgreSQL, opened on first use and again after it is lost. */
  #sharedSession(): Promise<UploadLockSession | undefined> {
    if (!this.#database.openSession) return Promise.resolve(undefined);
    if (this.#closed) return Promise.reject(new Error('upload locker closed'));
    if (!this.#session) {
      const opening = UploadLockSession.open(this.#database, {
        onReleaseAsked: (id) => void this.#holds.get(id)?.requestRelease?.(),
        onLost: () => this.#lost(opening),
      });
      this.#session = opening;
      // A failed open is tried again by the next request.
      opening.catch(() => {
        if (this.#session === opening) this.#session = undefined;
      });
    }
    return this.#session;
  }

  /** Every upload this session held may now be taken elsewhere: their requests stop as tus stops a cancelled one. */
  #lost(session: Promise<UploadLockSession>): void {
    if (this.#session === session) this.#session = undefined;
    if (this.#closed) return;
    this.#log.warn('the upload lock session ended; requests holding uploads are asked to stop');
    // A session that failed while opening held nothing.
    session.then(
      (lost) => {
        for (const hold of this.#holds.values()) if (hold.session === lost) void hold.requestRelease?.();
      },
      () => undefined,
    );
  }
}
