import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
/** While this file exists the server's media jobs wait (see helpers/studio.ts holdMediaJobs). */
const MEDIA_HOLD_FILE = path.join(os.tmpdir(), `beatpasal-e2e-${PORT}-media-hold`);
/** The secrets the server was started with, for the spec that looks for them in what it serves. */
const SECRETS_FILE = path.join(os.tmpdir(), `beatpasal-e2e-${PORT}-secrets.json`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['./e2e/reporters/flaky-summary.ts']],
  globalSetup: './e2e/global-setup.ts',
  metadata: { mediaHoldFile: MEDIA_HOLD_FILE, secretsFile: SECRETS_FILE },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Requests a service worker makes pass by page.route; installable.spec.ts allows the worker it checks.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${BASE_URL}/api/health`,
    env: { E2E_PORT: String(PORT), E2E_MEDIA_HOLD_FILE: MEDIA_HOLD_FILE, E2E_SECRETS_FILE: SECRETS_FILE },
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets start-server.mjs stop the app, drop its database and remove its data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
