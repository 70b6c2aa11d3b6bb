import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { TEnv } from '../config/env';
import { openDatabase } from '../db/client';
import {
  addBuffer,
  addFile,
  META_PREFIX,
  MANIFEST,
  OBJECT_PREFIX,
  PG_DUMP_ENTRY,
  PGLITE_ENTRY,
  SECRET_ENTRY,
  type BackupManifest,
} from './backup-archive';
import { backupStorage, embeddedDatabaseDir, embeddedSecretFile } from './backup-storage';
import { runTool } from './run-tool';
import { requestSnapshot } from './snapshot-socket';

export interface BackupSummary {
  database: 'pglite' | 'postgres';
  objects: number;
  bytes: number;
}

/** The running server's snapshot of its PGlite, or the directory's own when no server runs. */
async function embeddedSnapshot(env: TEnv): Promise<Buffer> {
  const fromServer = await requestSnapshot(env.DATA_DIR);
  if (fromServer) return fromServer;
  const dir = embeddedDatabaseDir(env);
  if (!existsSync(dir)) throw new Error(`There is no database in ${path.resolve(dir)} to back up.`);
  const database = await openDatabase({ dataDir: dir });
  try {
    return Buffer.from(await (await database.snapshot!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function addDatabase(env: TEnv, pack: Pack, workDir: string): Promise<void> {
  if (!env.DATABASE_URL) return addBuffer(pack, PGLITE_ENTRY, await embeddedSnapshot(env));
  const dump = path.join(workDir, 'postgres.dump');
  // pg_dump reads everything inside one snapshot: the database as it was when it started.
  await runTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    dump,
    '--dbname',
    env.DATABASE_URL,
  ]);
  await addFile(pack, PG_DUMP_ENTRY, dump, (await stat(dump)).size);
}

/**
 * Files are copied after the database: a row's file is stored before the row is written, and
 * deleted only FILE_DELETE_DELAY_MS after the commit that stopped a row naming it, so every file
 * the snapshot refers to is still there to copy unless the copy starts later than that.
 */
async function addObjects(env: TEnv, pack: Pack, workDir: string): Promise<number> {
  const storage = await backupStorage(env);
  const copy = path.join(workDir, 'object');
  let objects = 0;
  for await (const key of storage.list()) {
    const info = await storage.head(key);
    // A file whose upload is still being written (or was cut short) belongs to no row yet.
    if (!info) continue;
    await storage.download(key, copy);
    await addBuffer(
      pack,
      `${META_PREFIX}${key}.json`,
      JSON.stringify({ contentType: info.contentType, visibility: info.visibility }),
    );
    await addFile(pack, `${OBJECT_PREFIX}${key}`, copy, (await stat(copy)).size);
    objects += 1;
  }
  return objects;
}

/** Writes one backup file of the configured deployment's database and files (docs/decisions/038-backups.md). */
export async function writeBackup(env: TEnv, file: string): Promise<BackupSummary> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-backup-'));
  const partial = `${file}.partial`;
  // A partial file left by a crash could be readable by others: the new one is made afresh, owner-only.
  await rm(partial, { force: true });
  const pack = tarPack();
  // Fastest gzip: most of a database's pages are empty space, and images and audio are compressed already.
  // Owner-only (0600): the file holds the signing secret, every password hash and session, and every file.
  const written = pipeline(
    pack,
    createGzip({ level: constants.Z_BEST_SPEED }),
    createWriteStream(partial, { mode: 0o600 }),
  );
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      storage: env.S3_BUCKET ? 's3' : 'disk',
    };
    await addBuffer(pack, MANIFEST, JSON.stringify(manifest, null, 2));
    await addDatabase(env, pack, workDir);
    if (!env.AUTH_SECRET && existsSync(embeddedSecretFile(env)))
      await addBuffer(pack, SECRET_ENTRY, await readFile(embeddedSecretFile(env)));
    const objects = await addObjects(env, pack, workDir);
    pack.finalize();
    await written;
    await rename(partial, file);
    return { database: manifest.database, objects, bytes: (await stat(file)).size };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
