import type pg from 'pg';
import type { Database } from './client';

/**
 * The first key of every upload's advisory lock (the second is the id's hash), so that these locks
 * never meet the single-key ones (the migrations' lock) or another feature's.
 */
export const UPLOAD_LOCK_SPACE = 3_601_084;
/** Where an instance that wants an upload asks the instance holding it to let go; the payload is the id. */
export const UPLOAD_RELEASE_CHANNEL = 'beatpasal_upload_release';

export interface UploadLockSessionEvents {
  /** Another instance wants this upload. */
  onReleaseAsked(id: string): void;
  /** The connection is gone, and with it every lock it held. */
  onLost(): void;
}

/**
 * One instance's PostgreSQL session for upload locks (decision 098): session-level advisory locks,
 * which the server drops by itself when the connection ends (the instance stopped, crashed or lost
 * the network), and the release requests of other instances, by NOTIFY on the same connection.
 */
export class UploadLockSession {
  readonly #client: pg.Client;
  #lost = false;

  private constructor(client: pg.Client) {
    this.#client = client;
  }

  static async open(database: Database, events: UploadLockSessionEvents): Promise<UploadLockSession> {
    if (!database.openSession) throw new Error('upload locks across instances need PostgreSQL');
    const client = await database.openSession();
    const session = new UploadLockSession(client);
    const lose = () => {
      if (session.#lost) return;
      session.#lost = true;
      events.onLost();
    };
    client.on('error', lose);
    client.on('end', lose);
    let ownPid: number | undefined;
    client.on('notification', (message) => {
      // Our own requests come back to us too; only other sessions' are for this instance's holders.
      if (message.channel === UPLOAD_RELEASE_CHANNEL && message.processId !== ownPid && message.payload) {
        events.onReleaseAsked(message.payload);
      }
    });
    try {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      ownPid = rows[0]?.pid;
      await client.query(`LISTEN ${UPLOAD_RELEASE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return session;
  }

  get lost(): boolean {
    return this.#lost;
  }

  async tryLock(id: string): Promise<boolean> {
    const { rows } = await this.#client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [UPLOAD_LOCK_SPACE, id],
    );
    return rows[0]?.locked === true;
  }

  async unlock(id: string): Promise<void> {
    if (this.#lost) return;
    await this.#client.query('select pg_advisory_unlock($1, hashtext($2))', [UPLOAD_LOCK_SPACE, id]);
  }

  async askRelease(id: string): Promise<void> {
    await this.#client.query('select pg_notify($1, $2)', [UPLOAD_RELEASE_CHANNEL, id]);
  }

  /** Ends the session; PostgreSQL drops whatever it still held. */
  async close(): Promise<void> {
    this.#lost = true;
    await this.#client.end().catch(() => undefined);
  }
}
