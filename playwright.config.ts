import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { LEFT_TO_SHAPE_RUN } from './e2e/production/shape-journeys';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const isCI = Boolean(process.env.CI);

/** Where the journeys meet the server on `port`: files named after the port, so two runs never share them. */
function serverFiles(port: number) {
  const file = (name: string) => path.join(os.tmpdir(), `beatpasal-e2e-${port}-${name}`);
  /** While mediaHoldFile exists the server's media jobs wait (see helpers/studio.ts holdMediaJobs). */
  return { mediaHoldFile: file('media-hold'), secretsFile: file('secrets.json') };
}

function embeddedServer(port: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const { mediaHoldFile, secretsFile } = serverFiles(port);
  return {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port), E2E_MEDIA_HOLD_FILE: mediaHoldFile, E2E_SECRETS_FILE: secretsFile },
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets start-server.mjs stop the app, drop its database and remove its data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One journey at a time: on two cores a second server and browser made every journey slower and
  // the whole run longer (docs/decisions/035-ci-time.md).
  workers: 1,
  fullyParallel: false,
  // In CI the PostgreSQL run takes these in the production shape (decision 090).
  grepInvert: isCI ? LEFT_TO_SHAPE_RUN : undefined,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['./e2e/reporters/flaky-summary.ts']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording every journey's trace only to keep the failures' costs CPU on all of them; CI retries once.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Requests a service worker makes bypass page.route; installable.spec.ts runs its own browser with it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'embedded', metadata: serverFiles(PORT), use: { baseURL: `http://127.0.0.1:${PORT}` } }],
  webServer: embeddedServer(PORT),
});
