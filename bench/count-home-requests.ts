import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_WEB_DIST } from './start-bench-app';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type THomeRequests = { count: number; paths: string[] } | { skipped: string };

/**
 * Loads / as a visitor in Chromium from the built web app (apps/web/dist or BENCH_WEB_DIST, served
 * by the bench app) and counts the requests to /api/ until the network is idle. None at all means
 * the build predates the catalogue pages, so it is not counted as a pass.
 */
export async function countHomeRequests(baseUrl: string): Promise<THomeRequests> {
  if (!existsSync(path.join(BENCH_WEB_DIST, 'index.html')))
    return { skipped: `no web build in ${BENCH_WEB_DIST} (npm run build)` };
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await browser.newPage();
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) paths.push(url.pathname + url.search);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    return paths.length === 0
      ? { skipped: `the web build in ${BENCH_WEB_DIST} made no API request (out of date?)` }
      : { count: paths.length, paths };
  } finally {
    await browser.close();
  }
}
