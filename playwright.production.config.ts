import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { SHAPE_INDEPENDENT, SHAPE_JOURNEYS } from './e2e/production/shape-journeys';

/**
 * The main journeys once more against the app as production runs it (see
 * e2e/production/start-production-shape.mjs): S3, SMTP, two instances behind a proxy, PostgreSQL.
 * `npm run test:production`, with TEST_DATABASE_URL set.
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'The production-shape journeys run on PostgreSQL only: set TEST_DATABASE_URL (e.g. postgres://app:app@127.0.0.1:5432/app).',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3200);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const MAIL_FILE = path.join(os.tmpdir(), `beatpasal-e2e-${PORT}-received-mail.json`);
const MEDIA_HOLD_FILE = path.join(os.tmpdir(), `beatpasal-e2e-${PORT}-media-hold`);
const SECRETS_FILE = path.join(os.tmpdir(), `beatpasal-e2e-${PORT}-secrets.json`);

export default defineConfig({
  ...base,
  outputDir: 'test-results/production',
  testMatch: SHAPE_JOURNEYS,
  // Layout, axe and client-side checks do not depend on where files and mail go: the normal suite runs them.
  grepInvert: SHAPE_INDEPENDENT,
  // Two instances, s3rver, SMTP and Chromium share the machine: more time per step than one server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/reporters/flaky-summary.ts', { failOnFlaky: true }]],
  workers: 1,
  projects: [
    {
      name: 'production shape',
      metadata: {
        mediaHoldFile: MEDIA_HOLD_FILE,
        receivedMailFile: MAIL_FILE,
        secretsFile: SECRETS_FILE,
        shape: 'production',
      },
      use: { baseURL: BASE_URL },
    },
  ],
  webServer: {
    command: 'node e2e/production/start-production-shape.mjs',
    url: `${BASE_URL}/api/health`,
    env: {
      E2E_PORT: String(PORT),
      E2E_MAIL_FILE: MAIL_FILE,
      E2E_MEDIA_HOLD_FILE: MEDIA_HOLD_FILE,
      E2E_SECRETS_FILE: SECRETS_FILE,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
