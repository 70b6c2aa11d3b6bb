import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrateEmbedded, migratePostgres, type MigrationLog, type TMigrationReport } from './migrate';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Queryable = Db | Tx;

/** Extensions the migrations create; PGlite must be given them when it starts (clones inherit them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** A session's queries are short (a lock tried, a notice sent); one that hangs this long means the server is gone. */
const SESSION_QUERY_TIMEOUT_MS = 5000;

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; the callback receives the payload. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  ping(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for state that lives as long as a
   * session (advisory locks, LISTEN). The caller ends it; PGlite is one process and has no second session.
   */
  openSession?(): Promise<pg.Client>;
  /** Applies what is pending and logs what it applied (and any wait for another instance) to `log`. */
  migrate(log?: MigrationLog): Promise<TMigrationReport>;
  close(): Promise<void>;
  /** PGlite only: a tar of the data directory at one instant (docs/decisions/038-backups.md). */
  snapshot?(): Promise<Blob>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** An already-open PGlite (tests share one migrated template). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client = options.pglite;
  let unlock: () => void = () => undefined;
  if (!client) {
    const dir = options.dataDir ?? 'memory://';
    if (!dir.startsWith('memory://')) {
      mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
      unlock = lockDataDir(dir);
    }
    try {
      client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      return pglite.listen(channel, onPayload);
    },
    async ping() {
      await pglite.query('select 1');
    },
    migrate: (log) => migrateEmbedded(pglite, log),
    // No other transaction is open (PGlite's `transaction` waits for them) and no query runs while the
    // files are copied: the copy is what a crash at that instant would leave, which PostgreSQL
    // recovers from its write-ahead log.
    snapshot: () => pglite.transaction(() => pglite.dumpDataDir('none')),
    async close() {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | undefined;

  let reconnectTimer: NodeJS.Timeout | undefined;
  let isClosed = false;

  /** The LISTEN connection is long-lived: when it drops, reconnect and LISTEN again. */
  async function ensureListenClient(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const fn of listeners.get(message.channel) ?? []) fn(message.payload ?? '');
    });
    client.on('error', () => scheduleReconnect(client));
    client.on('end', () => scheduleReconnect(client));
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listenClient = client;
    return client;
  }

  function scheduleReconnect(client?: pg.Client) {
    if ((client && listenClient !== client) || isClosed) return;
    listenClient = undefined;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      ensureListenClient().catch(() => scheduleReconnect());
    }, 1000);
    reconnectTimer.unref();
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const client = await ensureListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async openSession() {
      // keepAlive: a session whose instance vanished without closing its socket ends (and drops its locks) sooner.
      const client = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: SESSION_QUERY_TIMEOUT_MS });
      await client.connect();
      return client;
    },
    migrate: (log) => migratePostgres(url, log),
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
