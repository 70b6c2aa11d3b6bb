// `npm test`: unit and integration tests (vitest), then the browser journeys (Playwright).
// On embedded PGlite: everything. With TEST_DATABASE_URL: what exercises the database (the server's
// integration tests, then the main and purchase journeys in the production shape: S3, SMTP, two
// instances behind a proxy); TEST_SCOPE=all runs everything there too. See decision 022.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTestTools } from './ensure-test-tools.mjs';

const backend = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const databaseOnly = backend === 'PostgreSQL' && process.env.TEST_SCOPE !== 'all';
const DATABASE_TESTS = ['apps/server/test', 'apps/server/src/routes/files'];
/**
 * Server suites whose outcome does not depend on the database server: the PGlite run covers them
 * (decisions 037 and 090). PGlite is PostgreSQL's own engine, so what only a server can show is
 * concurrency across connections, several instances, LISTEN/NOTIFY, migrations, plans and backups:
 * money, races, jobs, fan-out, realtime and the catalogue's queries stay in the PostgreSQL run, and
 * a new suite runs on both unless it is listed here.
 */
const ENGINE_INDEPENDENT = [
  '**/route-matrix.test.ts',
  '**/api-document.test.ts',
  // These start the embedded default whatever the run's database: the PGlite run covers them.
  '**/platform/one-process-per-data-dir.test.ts',
  '**/platform/npm-start.test.ts',
  '**/platform/env-example.test.ts',
  '**/platform/deploy-files.test.ts',
  // Files, images, audio, mail, documents and the embed page: the database only holds their rows.
  '**/server/test/media/**',
  '**/server/test/mail/**',
  '**/server/test/embed/**',
  '**/server/test/licences/**',
  // Who may call what, and how requests are read: one actor at a time, on any engine.
  '**/server/test/access/**',
  '**/server/test/reliability/readable-refusals.test.ts',
  // Generated bad input to every route: how a request is read, one request at a time (decision 099).
  '**/server/test/reliability/hostile-input.test.ts',
  // The event loop under CPU-bound QR decoding and oversized uploads: the process's work, not the engine's.
  '**/server/test/accounts/wallet-qr-stall.test.ts',
  '**/server/test/platform/upload-pressure.test.ts',
  ...[
    'answer-compression',
    'bad-input',
    'broken-multipart',
    'control-characters',
    'decisions-index',
    'docs-links',
    'hot-file-answers',
    'inline-stylesheets',
    'message-keys',
    'nginx-config',
    'origin-check',
    'precompressed-assets',
    'trust-proxy',
  ].map((name) => `**/server/test/platform/${name}.test.ts`),
  ...[
    'artist-profile',
    'auth-user-fields',
    'buyer-profile',
    'contact',
    'factories',
    'language',
    'public-profile',
    'sign-up-mails',
  ].map((name) => `**/server/test/accounts/${name}.test.ts`),
  ...['account-and-dispute-access', 'admin-access', 'admin-roles', 'audit-log', 'reports'].map(
    (name) => `**/server/test/admin/${name}.test.ts`,
  ),
  ...['chat-access', 'chat-header-name', 'chat-input', 'chat-mail'].map(
    (name) => `**/server/test/messages/${name}.test.ts`,
  ),
];
const flakyFile = path.join(os.tmpdir(), `beatpasal-flaky-${process.pid}.json`);
/** The machine's busy and total CPU time so far (Linux), to tell a step that waits from one that computes. */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

function cpuBusy(before, after) {
  if (!before || !after || after.total === before.total) return '';
  return `, CPU ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))} % busy`;
}

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} (${backend}) ===`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, E2E_FLAKY_FILE: flakyFile, ...env },
  });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s${cpuBusy(cpuBefore, cpuTimes())} ===`,
  );
  return result.status === 0;
};

/** Journeys that passed only on retry (CI retries once): named last, so nobody mistakes them for green. */
function printFlaky() {
  if (!existsSync(flakyFile)) return;
  const flaky = JSON.parse(readFileSync(flakyFile, 'utf8'));
  rmSync(flakyFile, { force: true });
  console.log(
    flaky.length === 0
      ? '\nFLAKY: none'
      : `\nFLAKY: ${flaky.length} journey(s) passed only on retry:\n${flaky.map((title) => `  FLAKY ${title}`).join('\n')}`,
  );
}

const toolsOk = ensureTestTools();
const unitOk = databaseOnly
  ? run('server integration tests', 'npx', [
      'vitest',
      'run',
      ...DATABASE_TESTS,
      ...ENGINE_INDEPENDENT.flatMap((glob) => ['--exclude', glob]),
    ])
  : run('unit and integration tests', 'npx', ['vitest', 'run']);
// The short crash-under-load profile (bench/crash-under-load.ts) in the PostgreSQL run, where the
// races it can find are real (decision 037); the full profile on both databases is `npm run test:crash`.
const crashOk =
  databaseOnly && process.env.TEST_CRASH !== '0'
    ? run('crash under load, short profile', 'npx', ['tsx', 'bench/crash-under-load.ts'], { CRASH_PROFILE: 'short' })
    : true;
const browserOk =
  toolsOk &&
  (databaseOnly
    ? run('journeys in the production shape', 'npx', ['playwright', 'test', '-c', 'playwright.production.config.ts'])
    : run('browser journeys', 'npx', ['playwright', 'test']));
printFlaky();
process.exit(toolsOk && unitOk && crashOk && browserOk ? 0 : 1);
