import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const isCI = Boolean(process.env.CI);

/**
 * The journeys run on two servers at once, each with its own database, data directory and outbox,
 * one Playwright worker each: no journey sees another's tracks, mail or held media jobs, and the
 * machine's second core works while the first waits on a page (docs/decisions/035-ci-time.md).
 * These spec files run on the first server; every other one, new files included, on the second.
 */
const FIRST_SERVER_SPECS = [
  'pages.spec.ts',
  'studio-upload.spec.ts',
  'messages-chat.spec.ts',
  'track-page.spec.ts',
  'library.spec.ts',
  'player.spec.ts',
  'accounts-password.spec.ts',
  'secrets.spec.ts',
  'offers-negotiate.spec.ts',
  'purchases-lease.spec.ts',
];

/** Where the journeys meet the server on `port`: files named after the port, so runs never share them. */
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

function project(name: string, port: number, specs: Pick<PlaywrightTestConfig, 'testMatch' | 'testIgnore'>) {
  return { name, ...specs, workers: 1, metadata: serverFiles(port), use: { baseURL: `http://127.0.0.1:${port}` } };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two servers and two browsers share two cores: a step may take longer than on an idle machine.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/reporters/flaky-summary.ts']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Requests a service worker makes bypass page.route; installable.spec.ts runs its own browser with it.
    serviceWorkers: 'block',
  },
  projects: [
    project('first server', PORT, { testMatch: FIRST_SERVER_SPECS }),
    project('second server', PORT + 1, { testIgnore: FIRST_SERVER_SPECS }),
  ],
  webServer: [embeddedServer(PORT), embeddedServer(PORT + 1)],
});
