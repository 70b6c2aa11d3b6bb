import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { DEMO_BUYERS, DEMO_PASSWORD, demoEmail } from '../../apps/server/src/demo/demo-people';
import { formatMainThread, summariseMainThread, type TraceEvent } from './main-thread';
import { timeBuyNowUsable, visit } from './phone-visits';
import { openSlowPhone } from './slow-phone';
import { formatWaterfall, readWaterfall } from './waterfall';

/**
 * `tsx bench/phone/waterfall-cli.ts --base-url http://127.0.0.1:5310 --track ID`: the phone bench's
 * visits once each on a running server, printing each one's requests (decision 093).
 */
const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, track: { type: 'string' }, 'trace-dir': { type: 'string' } },
});
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'];
/**
 * Runs `visit` under a Chromium trace written to --trace-dir/NAME.json, when that flag is given,
 * and prints the main thread's work from navigation start to the budget's moment (decision 097).
 */
async function traced<T>(
  page: Page,
  name: string,
  visit: () => Promise<T>,
  momentOf: (result: T) => number,
): Promise<T> {
  const dir = values['trace-dir'];
  if (!dir) return visit();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES, path: file });
  let result: T;
  try {
    result = await visit();
  } finally {
    await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  console.log(`${name}: ${formatMainThread(summariseMainThread(traceEvents, momentOf(result)))}`);
  return result;
}
const lcp = (screen: { lcpMs: number }) => screen.lcpMs;
const baseUrl = values['base-url'];
if (!baseUrl || !values.track) throw new Error('--base-url and --track are required');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const listener = await openSlowPhone(browser);
  const first = await traced(listener.page, 'home-first', () => visit(listener.page, baseUrl), lcp);
  await listener.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await listener.page.waitForLoadState('networkidle');
  console.log(formatWaterfall(`home, first visit: ${JSON.stringify(first)}`, await readWaterfall(listener.page)));
  await listener.page.close();
  const again = await listener.newPage();
  const repeat = await traced(again, 'home-repeat', () => visit(again, baseUrl), lcp);
  console.log(formatWaterfall(`home, repeat visit: ${JSON.stringify(repeat)}`, await readWaterfall(again)));
  await listener.context.close();

  const shopper = await openSlowPhone(browser);
  const buyer = { email: demoEmail(DEMO_BUYERS[0]!.username), password: DEMO_PASSWORD };
  const signIn = await shopper.context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: buyer,
    headers: { origin: baseUrl },
  });
  if (!signIn.ok()) throw new Error(`the demo buyer could not sign in (${signIn.status()})`);
  const buyNowMs = await traced(
    shopper.page,
    'track-buyer',
    () => timeBuyNowUsable(shopper.page, `${baseUrl}/track/${values.track}`),
    (ms) => ms,
  );
  console.log(
    formatWaterfall(`track page, signed-in buyer: Buy Now usable at ${buyNowMs} ms`, await readWaterfall(shopper.page)),
  );
  await shopper.context.close();
} finally {
  await browser.close();
}
