import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract as tarExtract } from 'tar-stream';
import type { TEnv } from '../config/env';
import { PGLITE_EXTENSIONS } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import type { TVisibility } from '../storage/object-store';
import {
  META_PREFIX,
  MANIFEST,
  OBJECT_PREFIX,
  PG_DUMP_ENTRY,
  PGLITE_ENTRY,
  SECRET_ENTRY,
  type BackupManifest,
} from './backup-archive';
import { backupStorage, embeddedDatabaseDir, embeddedSecretFile } from './backup-storage';
import { holdRestoredMail, type HeldMail } from './held-mail';
import { runTool } from './run-tool';

export class RestoreRefused extends Error {}

export interface RestoreSummary {
  database: 'pglite' | 'postgres';
  objects: number;
  /** Mail jobs that had not run when the backup was made: held until released, unless `sendPending`. */
  heldMail: HeldMail;
}

export interface RestoreOptions {
  force?: boolean;
  /** Lets the restored deployment send the mail that was waiting in the backup, instead of holding it. */
  sendPending?: boolean;
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
  } finally {
    await client.end();
  }
}

/** What the target already holds; a restore replaces it only with --force. */
async function targetContents(env: TEnv): Promise<string[]> {
  const found: string[] = [];
  if (env.DATABASE_URL) {
    if ((await postgresTableCount(env.DATABASE_URL)) > 0) found.push('the database has tables');
  } else {
    const dir = embeddedDatabaseDir(env);
    if (existsSync(dir) && (await readdir(dir)).length > 0) found.push(`${path.resolve(dir)} is not empty`);
  }
  for await (const key of (await backupStorage(env)).list()) {
    found.push(`the file store holds files (${key}, …)`);
    break;
  }
  return found;
}

async function clearTarget(env: TEnv): Promise<void> {
  if (env.DATABASE_URL) await emptyPostgres(env.DATABASE_URL);
  else await rm(embeddedDatabaseDir(env), { recursive: true, force: true });
  const storage = await backupStorage(env);
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  for (const key of keys) await storage.delete(key);
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Brings a backup back into an empty DATA_DIR or database and file store, or, with `force`, into
 * one whose contents it first removes. The server must not be running on the target.
 */
export async function restoreBackup(env: TEnv, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`There is no backup file at ${file}.`);
  // Nobody else may have the embedded database open while it is replaced (the CLI says so first when it is the server).
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(embeddedDatabaseDir(env));
  let restored: Omit<RestoreSummary, 'heldMail'>;
  try {
    restored = await restoreInto(env, file, options);
  } finally {
    unlock();
  }
  const heldMail = options.sendPending ? { jobs: 0, unsentMails: 0 } : await holdRestoredMail(env);
  return { ...restored, heldMail };
}

async function restoreInto(
  env: TEnv,
  file: string,
  options: RestoreOptions,
): Promise<Omit<RestoreSummary, 'heldMail'>> {
  const found = await targetContents(env);
  if (found.length > 0 && !options.force) {
    throw new RestoreRefused(
      `The target is not empty (${found.join('; ')}): restoring would mix two deployments. Pass --force to replace what is there.`,
    );
  }
  if (found.length > 0) await clearTarget(env);
  await mkdir(env.DATA_DIR, { recursive: true });

  const storage = await backupStorage(env);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-restore-'));
  const extract = tarExtract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Stopping early (a refused manifest) closes the extractor: that error is not the one to report.
  reading.catch(() => undefined);
  let manifest: BackupManifest | undefined;
  let meta: { contentType: string; visibility: TVisibility } | undefined;
  let objects = 0;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === MANIFEST) {
        manifest = JSON.parse((await readAll(entry)).toString('utf8')) as BackupManifest;
        const wanted = env.DATABASE_URL ? 'postgres' : 'pglite';
        if (manifest.database !== wanted)
          throw new RestoreRefused(
            `This backup holds a ${manifest.database} database, but the configured deployment uses ${wanted}.`,
          );
      } else if (!manifest) {
        throw new RestoreRefused(`${file} is not a Beatpasal backup.`);
      } else if (name === PGLITE_ENTRY) {
        const pglite = await PGlite.create(embeddedDatabaseDir(env), {
          loadDataDir: new Blob([new Uint8Array(await readAll(entry))]),
          extensions: PGLITE_EXTENSIONS,
        });
        await pglite.close();
      } else if (name === PG_DUMP_ENTRY) {
        const dump = path.join(workDir, 'postgres.dump');
        await pipeline(entry, createWriteStream(dump));
        await runTool('pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--dbname',
          env.DATABASE_URL!,
          dump,
        ]);
      } else if (name === SECRET_ENTRY) {
        await writeFile(embeddedSecretFile(env), await readAll(entry), { mode: 0o600 });
      } else if (name.startsWith(META_PREFIX)) {
        meta = JSON.parse((await readAll(entry)).toString('utf8')) as typeof meta;
      } else if (name.startsWith(OBJECT_PREFIX) && meta) {
        await storage.put(name.slice(OBJECT_PREFIX.length), Readable.from(entry), meta);
        meta = undefined;
        objects += 1;
      } else {
        entry.resume();
      }
    }
    await reading;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  if (!manifest) throw new RestoreRefused(`${file} is not a Beatpasal backup.`);
  return { database: manifest.database, objects };
}
