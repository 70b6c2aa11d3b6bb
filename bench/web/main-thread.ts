/**
 * The first load as a phone feels it, two builds side by side:
 *
 *   git worktree add /tmp/bp-baseline 9c91863 && (cd /tmp/bp-baseline && npm ci && npm run build)
 *   npm run build   # the candidate, this checkout
 *   npm run bench:main-thread -- --baseline /tmp/bp-baseline [--candidate .] [--runs 10] [--port 3210] [--pages home,track]
 *
 * Each build is served by its own checkout's server (`apps/server/src`, its `apps/web/dist` and
 * `dist-server`) on a copy of one demo catalogue, so both show the same tracks. For each of `/`, a track,
 * an artist and `/genres`, every run loads the page once per build with JavaScript on and once with it
 * off, the builds alternated load by load (which goes first flips every time), each load in a fresh
 * Chromium context at 360×800 with the CPU slowed 4× (see trace-load.ts). Writes the medians, the
 * ratios and the breakdown by category to bench/results/web-main-thread-latest.md and checks the budgets:
 * candidate ≤ 0.6× baseline and candidate JS on ≤ 1.25× JS off, per page.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { CHECKOUT_ROOT, seedDemo, startDemoServer, type DemoServer } from './demo-server';
import { BUILDS, formatMainThread, JS_STATES, sampleKey, type Samples, type TBuild } from './main-thread-report';
import { traceLoad } from './trace-load';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '/tmp/bp-baseline' },
    candidate: { type: 'string', default: CHECKOUT_ROOT },
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '3210' },
    /** Some of home, track, artist, genres, comma separated: a quicker run while trying a change. */
    pages: { type: 'string', default: 'home,track,artist,genres' },
    'data-dir': { type: 'string', default: path.join(os.tmpdir(), 'beatpasal-main-thread') },
    out: { type: 'string', default: path.join(CHECKOUT_ROOT, 'bench/results/web-main-thread-latest.md') },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');
const roots: Record<TBuild, string> = {
  baseline: path.resolve(values.baseline),
  candidate: path.resolve(values.candidate),
};
for (const root of Object.values(roots))
  if (!existsSync(path.join(root, 'apps/web/dist-server/server-entry.js')))
    throw new Error(`${root} has no web build: run npm run build there first`);

/** A loaded machine now and then drops trace events the load cannot be measured without: load it again. */
async function traceLoadRetrying(browser: Browser, url: string, javaScriptEnabled: boolean, tries = 3) {
  try {
    return await traceLoad(browser, url, javaScriptEnabled);
  } catch (error) {
    if (tries <= 1) throw error;
    console.log(`${url}: ${error instanceof Error ? error.message : String(error)}; loading it again`);
    return traceLoadRetrying(browser, url, javaScriptEnabled, tries - 1);
  }
}

const seed = path.join(values['data-dir'], 'seed');
mkdirSync(seed, { recursive: true });
await seedDemo(seed, roots.baseline);
const servers = {} as Record<TBuild, DemoServer>;
try {
  for (const [index, build] of BUILDS.entries()) {
    const dataDir = path.join(values['data-dir'], build);
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(seed, dataDir, { recursive: true });
    servers[build] = await startDemoServer(dataDir, Number(values.port) + index, roots[build]);
  }
  const { trackId, artistUsername } = servers.baseline;
  if (servers.candidate.trackId !== trackId || servers.candidate.artistUsername !== artistUsername)
    throw new Error('the two servers list different catalogues');
  const pageOf: Record<string, string> = {
    home: '/',
    track: `/track/${trackId}`,
    artist: `/artist/${artistUsername}`,
    genres: '/genres',
  };
  const pages = values.pages.split(',').map((name) => {
    if (!pageOf[name]) throw new Error(`--pages: ${name} is none of ${Object.keys(pageOf).join(', ')}`);
    return pageOf[name];
  });
  const loadBefore = os.loadavg();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples: Samples = new Map();
  const load = (avg: number[]) => avg.map((value) => value.toFixed(2)).join(' / ');
  // Written after every run, so a run cut short still leaves the medians of the runs it finished.
  const report = (done: number) => {
    const heading = [
      `# Main-thread bench ${new Date().toISOString().slice(0, 16)}Z`,
      '',
      `\`npm run bench:main-thread\`: baseline ${roots.baseline}, candidate ${roots.candidate}, demo catalogue; ${done} of ${runs} loads per page, build and JS state done, builds alternated load by load; fresh Chromium context per load, 360×800 (DPR 2, mobile), CPU 4× slower, main-thread task time (top-level RunTask on the renderer main thread, wall and thread time) from navigation start to 2 s after load.`,
      '',
      'How to run: build the baseline in its own checkout (`git worktree add /tmp/bp-baseline 9c91863 && cd /tmp/bp-baseline && npm ci && npm run build`), build this one (`npm run build`), then `npm run bench:main-thread -- --baseline /tmp/bp-baseline --runs 10`; see bench/web/main-thread.ts.',
      '',
      `Machine: ${os.cpus().length} cores; load average (1 / 5 / 15 min) ${load(loadBefore)} before, ${load(os.loadavg())} after.`,
    ].join('\n');
    const result = formatMainThread(pages, samples, heading);
    writeFileSync(values.out, result.markdown);
    return result;
  };
  let turn = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages)
        for (const js of JS_STATES)
          for (const build of (turn++ % 2 ? [...BUILDS].reverse() : BUILDS) as TBuild[]) {
            const figures = await traceLoadRetrying(browser, servers[build].baseUrl + page, js === 'on');
            const key = sampleKey(page, build, js);
            samples.set(key, [...(samples.get(key) ?? []), figures]);
            console.log(
              `run ${run + 1}/${runs} ${key}: ${figures.total.toFixed(0)} ms task, ${figures.cpu.toFixed(0)} ms CPU, ${figures.bytes} B`,
            );
          }
      if (run + 1 < runs) report(run + 1);
    }
  } finally {
    await browser.close();
  }
  const { markdown, budgets } = report(runs);
  console.log(markdown);
  for (const row of budgets)
    console.log(`${row.pass ? 'PASS' : 'FAIL'} ${row.page} ${row.name} ${row.value.toFixed(2)} (≤ ${row.limit})`);
  if (budgets.some((row) => !row.pass)) process.exitCode = 1;
} finally {
  for (const server of Object.values(servers)) server.close();
}
