import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { DEMO_BUYERS, DEMO_PASSWORD, demoEmail } from '../apps/server/src/demo/demo-people';
import { formatPhoneResults, phoneFacts, phoneRows } from './phone/phone-budgets';
import { runPhoneVisits, type PhoneRun } from './phone/phone-visits';
import { measurePreviewBytes } from './phone/preview-bytes';
import { seedDemo, startDemoServer } from './web/demo-server';

/**
 * `npm run bench:phone -- [--no-build] [--runs 5] [--port 5310] [--data-dir DIR]`: issue 36's
 * figures on a throttled phone (bench/phone/slow-phone.ts) against the production build served by
 * the real server on the demo catalogue; writes bench/results/phone-latest.md.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results/phone-latest.md');

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '5310' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'beatpasal-phone-bench') },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');

if (!values['no-build']) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
mkdirSync(values['data-dir'], { recursive: true });
await seedDemo(values['data-dir']);
// The buyer signs in over the API, which accepts only the site's own origin: the server is told where it runs.
process.env.PUBLIC_URL = `http://127.0.0.1:${values.port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=user-gesture-required'],
});
const server = await startDemoServer(values['data-dir'], Number(values.port)).catch(async (error: unknown) => {
  await browser.close();
  throw error;
});
const loadAtStart = os.loadavg()[0]!;
try {
  const buyer = { email: demoEmail(DEMO_BUYERS[0]!.username), password: DEMO_PASSWORD };
  const results: PhoneRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runPhoneVisits(browser, server.baseUrl, `/track/${server.trackId}`, buyer);
    console.log(`run ${run + 1}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  const rows = phoneRows(results, await measurePreviewBytes(server.baseUrl));
  const load = `load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`;
  const heading = `# Phone bench ${new Date().toISOString().slice(0, 16)}Z\n\nChromium, Slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT), CPU 4× slower, 360 × 800, production build on the demo catalogue, Chromium ${browser.version()}, median of ${runs} runs, \`npm run bench:phone\` on ${os.cpus().length} cores, ${load}.`;
  const report = formatPhoneResults(heading, rows, phoneFacts(results));
  writeFileSync(RESULTS, report);
  console.log(report);
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
