// Playwright's webServer: the real app on :3100 with a throw-away data directory and, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database that is dropped again on exit.
//
// Playwright starts the webServer *before* globalSetup, and the server decides at start-up whether
// apps/web/dist exists, so the build check has to happen here (global-setup repeats it, a no-op then).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './ensure-web-build.mjs';
import { OUTBOX_TOKEN } from './outbox-token.mjs';
import { writeSecretsFile } from './secrets-file.mjs';
import { createTestDatabase } from './test-database.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = process.env.E2E_PORT ?? '3100';
const ORIGIN = `http://127.0.0.1:${PORT}`;

ensureWebBuild();

const adminUrl = process.env.TEST_DATABASE_URL;
const database = adminUrl ? await createTestDatabase(adminUrl) : undefined;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-e2e-'));

const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT,
  PUBLIC_URL: ORIGIN,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
  OUTBOX_TOKEN,
  MEDIA_JOB_HOLD_FILE: process.env.E2E_MEDIA_HOLD_FILE,
  // The administrators of the moderation journey (e2e/admin-moderation.spec.ts) and of the Nepali one
  // (its own, so the account's language never reaches the English journeys) become ones at sign-in.
  ADMIN_EMAILS: 'e2e-admin@example.com,e2e-admin-ne@example.com',
};
if (database) env.DATABASE_URL = database.url;
else delete env.DATABASE_URL;
writeSecretsFile({ AUTH_SECRET: env.AUTH_SECRET, OUTBOX_TOKEN, ...(database ? { DATABASE_URL: database.url } : {}) });

console.error(`[e2e] server on ${ORIGIN}, data in ${dataDir}, database ${database ? database.name : 'PGlite'}`);
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });

let isCleaning = false;
async function cleanUp() {
  if (isCleaning) return;
  isCleaning = true;
  await rm(dataDir, { recursive: true, force: true }).catch((error) =>
    console.error('[e2e] could not remove', dataDir, error),
  );
  await database?.drop().catch((error) => console.error(`[e2e] could not drop ${database.name}`, error));
}

server.on('exit', async (code, signal) => {
  await cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});

// Playwright signals the whole process group; forwarding covers a plain Ctrl+C on this script too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
