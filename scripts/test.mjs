// `npm test`: unit and integration tests (vitest), then the browser journeys (Playwright).
// On PostgreSQL when TEST_DATABASE_URL is set, otherwise on embedded PGlite.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const backend = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const run = (label, command, args) => {
  console.log(`\n=== ${label} (${backend}) ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return result.status === 0;
};

const unitOk = run('unit and integration tests', 'npx', ['vitest', 'run']);
const browserOk = ensureChromium() && run('browser journeys', 'npx', ['playwright', 'test']);
process.exit(unitOk && browserOk ? 0 : 1);
