// Playwright's webServer for playwright.production.config.ts: the app as production runs it.
// s3rver and a real SMTP server in processes of their own, two app instances on one fresh
// PostgreSQL database (TEST_DATABASE_URL), and nginx in front on E2E_PORT with the configuration of
// docs/deploy/nginx (decision 069; the hand-written round-robin proxy only where nginx is not
// installed), which is the PUBLIC_URL both instances share. Everything is stopped and removed again
// on SIGTERM.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../ensure-web-build.mjs';
import { writeSecretsFile } from '../secrets-file.mjs';
import { createTestDatabase } from '../test-database.mjs';
import { NGINX, startNginx } from './nginx-proxy.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';
const PORT = Number(process.env.E2E_PORT ?? 3200);
const ORIGIN = `http://${HOST}:${PORT}`;
/** The instances listen next to the proxy (3107 → 3117 and 3118), s3rver and SMTP on free ports. */
const INSTANCE_PORTS = [PORT + 10, PORT + 11];
const BUCKET = 'beatpasal-e2e';
/** The SMTP server asks for these, as a mail provider does: SMTP_URL carries them. */
const SMTP_USER = 'beatpasal';
const SMTP_PASSWORD = randomBytes(16).toString('hex');
/** The bucket's key pair, made per run; the id is public by design (every signed URL carries it). */
const S3_ACCESS_KEY_ID = `E2E${randomBytes(8).toString('hex').toUpperCase()}`;
const S3_SECRET_ACCESS_KEY = randomBytes(20).toString('base64url');

const adminUrl = process.env.TEST_DATABASE_URL;
const mailFile = process.env.E2E_MAIL_FILE;
if (!adminUrl || !mailFile) {
  console.error(
    '[e2e:production] needs TEST_DATABASE_URL (PostgreSQL) and E2E_MAIL_FILE; run it through playwright.production.config.ts',
  );
  process.exit(1);
}

const children = [];
const workDir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-e2e-production-'));
let database;
let proxy;
let isCleaning = false;

async function cleanUp(code) {
  if (isCleaning) return;
  isCleaning = true;
  await proxy?.close();
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
  );
  await database?.drop().catch((error) => console.error(`[e2e:production] could not drop ${database.name}`, error));
  await rm(workDir, { recursive: true, force: true });
  await rm(mailFile, { force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanUp(0));

function watch(child, name) {
  children.push(child);
  child.once('exit', (code, signal) => {
    if (isCleaning) return;
    console.error(`[e2e:production] ${name} stopped (${signal ?? code}); stopping the rest`);
    void cleanUp(1);
  });
  return child;
}

/** A helper process that sends `{ port }` once it listens. */
function startHelper(script, args, name) {
  const child = watch(fork(path.join(import.meta.dirname, script), args, { stdio: 'inherit' }), name);
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', () => reject(new Error(`${name} did not start`)));
  });
}

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become healthy`);
}

try {
  ensureWebBuild();
  database = await createTestDatabase(adminUrl);
  const [s3Port, smtpPort] = await Promise.all([
    startHelper(
      's3-server.mjs',
      [path.join(workDir, 's3'), BUCKET, `${S3_ACCESS_KEY_ID}:${S3_SECRET_ACCESS_KEY}`],
      's3rver',
    ),
    startHelper('smtp-server.mjs', [mailFile, `${SMTP_USER}:${SMTP_PASSWORD}`], 'SMTP server'),
  ]);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST,
    PUBLIC_URL: ORIGIN,
    // The proxy runs on this machine: only it may say who the client is (decision 069).
    TRUST_PROXY: '127.0.0.1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    // Another origin than the endpoint, as a CDN or R2 public domain is: the CSP must allow both.
    S3_PUBLIC_URL: `http://localhost:${s3Port}/${BUCKET}`,
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
    MEDIA_JOB_HOLD_FILE: process.env.E2E_MEDIA_HOLD_FILE,
    // Unfinished resumable uploads: one directory both instances share, as docs/deploy says (decision 084).
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The administrator of the admin journeys becomes one at sign-in, as in e2e/start-server.mjs.
    ADMIN_EMAILS: 'e2e-admin@example.com',
  };
  writeSecretsFile({
    AUTH_SECRET: env.AUTH_SECRET,
    DATABASE_URL: env.DATABASE_URL,
    S3_SECRET_ACCESS_KEY,
    SMTP_URL: env.SMTP_URL,
    SMTP_PASSWORD,
  });
  console.error(
    `[e2e:production] proxy ${ORIGIN} → instances ${INSTANCE_PORTS.join(', ')}; s3rver :${s3Port}; SMTP :${smtpPort}; database ${database.name}`,
  );
  for (const [index, port] of INSTANCE_PORTS.entries()) {
    const instanceEnv = { ...env, PORT: String(port), DATA_DIR: path.join(workDir, `instance-${index + 1}`) };
    const args = ['--import', 'tsx', 'apps/server/src/main.ts'];
    watch(spawn(process.execPath, args, { cwd: ROOT, env: instanceEnv, stdio: 'inherit' }), `instance ${index + 1}`);
  }
  await Promise.all(INSTANCE_PORTS.map((port) => waitForHealth(`http://${HOST}:${port}/api/health`)));
  if (NGINX) {
    proxy = await startNginx({
      host: HOST,
      port: PORT,
      instances: INSTANCE_PORTS.map((port) => `${HOST}:${port}`),
      workDir: path.join(workDir, 'nginx'),
    });
  } else {
    console.error(
      '[e2e:production] nginx is not installed (apt-get install nginx-light): the hand-written round-robin proxy stands in for docs/deploy/nginx',
    );
    proxy = await startRoundRobinProxy({
      host: HOST,
      port: PORT,
      upstreams: INSTANCE_PORTS.map((port) => ({ host: HOST, port })),
    });
  }
} catch (error) {
  console.error('[e2e:production] could not start', error);
  await cleanUp(1);
}
