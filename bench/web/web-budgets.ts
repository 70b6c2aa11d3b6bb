import type { FirstLoadBytes } from './first-load-bytes';
import type { LighthouseFigures } from './lighthouse-run';

export interface WebBudgetRow {
  name: string;
  value: string;
  budget: string;
  pass: boolean;
}

export const MIN_PERFORMANCE = 95;
const MAX_LCP_MS = 2000;
const MAX_TBT_MS = 150;
const MAX_CLS = 0.05;
const MAX_JS_BYTES = 100_000;
const MAX_CSS_BYTES = 15_000;
const MAX_TAP_TO_SOUND_MS = 300;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The median run by performance score (Lighthouse's own advice for picking one of several runs). */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Issue #10's budgets for one page's median run. */
export function pageBudgets(page: string, median: LighthouseFigures): WebBudgetRow[] {
  return [
    {
      name: `${page} performance`,
      value: String(median.performance),
      budget: `≥ ${MIN_PERFORMANCE}`,
      pass: median.performance >= MIN_PERFORMANCE,
    },
    {
      name: `${page} LCP`,
      value: `${Math.round(median.lcpMs)} ms`,
      budget: `≤ ${MAX_LCP_MS} ms`,
      pass: median.lcpMs <= MAX_LCP_MS,
    },
    {
      name: `${page} TBT`,
      value: `${Math.round(median.tbtMs)} ms`,
      budget: `≤ ${MAX_TBT_MS} ms`,
      pass: median.tbtMs <= MAX_TBT_MS,
    },
    { name: `${page} CLS`, value: median.cls.toFixed(3), budget: `≤ ${MAX_CLS}`, pass: median.cls <= MAX_CLS },
  ];
}

export function weightBudgets(bytes: FirstLoadBytes): WebBudgetRow[] {
  return [
    {
      name: '/ first-load JavaScript (brotli)',
      value: kb(bytes.js),
      budget: `≤ ${kb(MAX_JS_BYTES)}`,
      pass: bytes.js <= MAX_JS_BYTES,
    },
    {
      name: '/ first-load CSS (brotli)',
      value: kb(bytes.css),
      budget: `≤ ${kb(MAX_CSS_BYTES)}`,
      pass: bytes.css <= MAX_CSS_BYTES,
    },
  ];
}

/** The median of the taps against issue #10's "sound within 300 ms of a tap on a card". */
export function soundBudget(tapToSoundMs: readonly number[]): WebBudgetRow {
  const median = [...tapToSoundMs].sort((a, b) => a - b)[Math.floor(tapToSoundMs.length / 2)]!;
  return {
    name: `/ tap on a card's play button → sound (median of ${tapToSoundMs.length}: ${tapToSoundMs.join(', ')} ms)`,
    value: `${median} ms`,
    budget: `≤ ${MAX_TAP_TO_SOUND_MS} ms`,
    pass: median <= MAX_TAP_TO_SOUND_MS,
  };
}

export function formatWebResults(rows: readonly WebBudgetRow[], bytes: FirstLoadBytes, heading: string): string {
  const table = [
    '| figure | value | budget | |',
    '| --- | ---: | ---: | --- |',
    ...rows.map((row) => `| ${row.name} | ${row.value} | ${row.budget} | ${row.pass ? 'pass' : '**MISS**'} |`),
  ];
  const files = [
    '| file loaded by / | brotli |',
    '| --- | ---: |',
    ...bytes.files.map((file) => `| ${file.name} | ${kb(file.brotli)} |`),
  ];
  return [heading, '', ...table, '', ...files, ''].join('\n');
}
