import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracks } from '../../src/db/schema';
import { captureLogs, LEVEL } from '../jobs/capture-logs';
import { createArtist, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { postUpload, SETUP_TIMEOUT_MS, testWav, uploadForm } from '../catalogue/catalogue-fixtures';
import { createUpload, headUpload, patchUpload } from './tus-requests';

const BUCKET = 'beatpasal-tus';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * With S3 set, as in production (decision 084): chunks collect in UPLOAD_DIR, and the finished,
 * checked master reaches the bucket through the object store. On PostgreSQL two instances share
 * the database, the bucket and UPLOAD_DIR, and the chunks go to both; PGlite is one process's
 * database, so there one instance takes them all.
 */
describe('resumable uploads with S3 set', () => {
  let s3rver: S3rver;
  let workDir: string;
  let shared: TestDatabase | undefined;
  let a: TestApp;
  let b: TestApp;
  let artist: TestAccount;
  let wav: Buffer;
  let instanceEnv: Record<string, string>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-tus-s3-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(workDir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    instanceEnv = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    shared = onPostgres ? await createTestDatabase() : undefined;
    a = await createTestApp({ sharedDatabase: shared, env: instanceEnv });
    b = shared ? await createTestApp({ sharedDatabase: shared, env: instanceEnv }) : a;
    artist = await createArtist(a);
    wav = await testWav();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await shared?.drop();
    await s3rver?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('takes the chunks on either instance, then the finished master is in the bucket and the staged bytes are gone', async () => {
    const { res, id } = await createUpload(a, artist.cookie, 'master', wav.length);
    expect(res.statusCode).toBe(201);
    const half = Math.floor(wav.length / 2);
    expect((await patchUpload(a, artist.cookie, id, 0, wav.subarray(0, half))).statusCode).toBe(204);
    expect((await headUpload(b, artist.cookie, id)).headers['upload-offset']).toBe(String(half));
    expect((await patchUpload(b, artist.cookie, id, half, wav.subarray(half))).statusCode).toBe(204);

    const created = await postUpload(a, artist.cookie, await uploadForm({ audioUpload: id }, { audio: null }));
    expect(created.statusCode).toBe(201);
    const [track] = await a.ctx.database.db
      .select({ masterKey: tracks.masterKey })
      .from(tracks)
      .where(eq(tracks.id, created.json<{ id: string }>().id));
    expect(await a.ctx.storage.head(track!.masterKey!)).toMatchObject({ size: wav.length });
    expect(existsSync(path.join(instanceEnv.UPLOAD_DIR!, id))).toBe(false);
  });

  it.skipIf(!onPostgres)(
    'an instance whose UPLOAD_DIR is not the shared one answers 404 and tells the operator why',
    async () => {
      const { log, lines } = captureLogs();
      const lone = await createTestApp({
        sharedDatabase: shared,
        env: { ...instanceEnv, UPLOAD_DIR: path.join(workDir, 'lone') },
        log,
      });
      try {
        const { id } = await createUpload(a, artist.cookie, 'master', wav.length);
        expect((await headUpload(lone, artist.cookie, id)).statusCode).toBe(404);
        expect(lines).toContainEqual(expect.objectContaining({ level: LEVEL.error, uploadId: id }));
      } finally {
        await lone.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
