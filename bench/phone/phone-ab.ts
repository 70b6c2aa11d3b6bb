import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { DEMO_BUYERS, DEMO_PASSWORD, demoEmail } from '../../apps/server/src/demo/demo-people';
import { runPhoneVisits, type PhoneRun } from './phone-visits';

/**
 * `tsx bench/phone/phone-ab.ts --a URL --b URL --track ID [--runs 3]`: the phone bench's visits
 * against two running servers (two builds on copies of one demo data directory), alternated run by
 * run so both meet the same machine; prints each measure's medians and b ÷ a (decision 093).
 */
const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    track: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
if (!values.a || !values.b || !values.track) throw new Error('--a, --b and --track are required');
const urls = { a: values.a, b: values.b };
const runs = Number(values.runs);
const MEASURES: Record<string, (run: PhoneRun) => number> = {
  'home LCP, first visit': (run) => run.first.lcpMs,
  'tap → playing': (run) => run.tap.ms,
  'Buy Now usable': (run) => run.buyNowMs,
  'home LCP, repeat visit': (run) => run.repeat.lcpMs,
  'repeat visit bytes': (run) => run.repeat.bytes,
};
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

const buyer = { email: demoEmail(DEMO_BUYERS[0]!.username), password: DEMO_PASSWORD };
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=user-gesture-required'],
});
const loadAtStart = os.loadavg()[0]!;
const results: Record<'a' | 'b', PhoneRun[]> = { a: [], b: [] };
try {
  for (let run = 0; run < runs; run += 1) {
    for (const side of run % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      const result = await runPhoneVisits(browser, urls[side], `/track/${values.track}`, buyer);
      console.log(`run ${run + 1} ${side}: ${JSON.stringify(result)}`);
      results[side].push(result);
    }
  }
} finally {
  await browser.close();
}
console.log(`\n| measure | a (${urls.a}) | b (${urls.b}) | b ÷ a |\n| --- | --- | --- | --- |`);
for (const [name, pick] of Object.entries(MEASURES)) {
  const [a, b] = [results.a.map(pick), results.b.map(pick)];
  console.log(
    `| ${name} | ${median(a)} (${a.join(', ')}) | ${median(b)} (${b.join(', ')}) | ${(median(b) / median(a)).toFixed(2)} |`,
  );
}
console.log(
  `\n${runs} runs each, alternated; load average (1 min) ${loadAtStart.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
);
