import { CATEGORIES, type TCategory } from './trace-categories';
import type { LoadFigures } from './trace-load';

export const BUILDS = ['baseline', 'candidate'] as const;
export type TBuild = (typeof BUILDS)[number];
export const JS_STATES = ['on', 'off'] as const;
export type TJs = (typeof JS_STATES)[number];

/** Candidate main-thread time per page, JS on, at most this share of the baseline's. */
export const CANDIDATE_SHARE = 0.6;
/** Candidate JS-on main-thread time per page at most this multiple of its JS-off time. */
export const JS_ON_OVER_OFF = 1.25;

export type Samples = Map<string, LoadFigures[]>;
export const sampleKey = (page: string, build: TBuild, js: TJs) => `${page} ${build} ${js}`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Medians {
  total: number;
  bytes: number;
  byCategory: Record<TCategory, number>;
}

function mediansOf(loads: LoadFigures[]): Medians {
  const byCategory = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(loads.map((load) => load.byCategory[category]))]),
  ) as Record<TCategory, number>;
  return {
    total: median(loads.map((load) => load.total)),
    bytes: median(loads.map((load) => load.bytes)),
    byCategory,
  };
}

const ms = (value: number) => value.toFixed(0);
const kb = (value: number) => (value / 1024).toFixed(1);
const ratio = (value: number) => value.toFixed(2);

export interface BudgetRow {
  page: string;
  name: string;
  value: number;
  limit: number;
  pass: boolean;
}

/** The markdown report (medians, ratios, breakdown by category) and the budget checks. */
export function formatMainThread(
  pages: string[],
  samples: Samples,
  heading: string,
): { markdown: string; budgets: BudgetRow[] } {
  const medians = (page: string, build: TBuild, js: TJs) => mediansOf(samples.get(sampleKey(page, build, js))!);
  const budgets: BudgetRow[] = [];
  const lines = [
    heading,
    '',
    '## Main-thread task time (median ms) and bytes (median KB on the wire)',
    '',
    '| page | baseline JS on | candidate JS on | cand ÷ base (JS on) | baseline JS off | candidate JS off | cand ÷ base (JS off) | base on ÷ off | cand on ÷ off | KB base on / cand on | KB base off / cand off |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const page of pages) {
    const [bOn, cOn, bOff, cOff] = [
      medians(page, 'baseline', 'on'),
      medians(page, 'candidate', 'on'),
      medians(page, 'baseline', 'off'),
      medians(page, 'candidate', 'off'),
    ];
    const share = cOn.total / bOn.total;
    const onOff = cOn.total / cOff.total;
    budgets.push(
      { page, name: 'candidate ÷ baseline', value: share, limit: CANDIDATE_SHARE, pass: share <= CANDIDATE_SHARE },
      { page, name: 'candidate JS on ÷ off', value: onOff, limit: JS_ON_OVER_OFF, pass: onOff <= JS_ON_OVER_OFF },
    );
    lines.push(
      `| ${page} | ${ms(bOn.total)} | ${ms(cOn.total)} | ${ratio(share)} | ${ms(bOff.total)} | ${ms(cOff.total)} | ${ratio(cOff.total / bOff.total)} | ${ratio(bOn.total / bOff.total)} | ${ratio(onOff)} | ${kb(bOn.bytes)} / ${kb(cOn.bytes)} | ${kb(bOff.bytes)} / ${kb(cOff.bytes)} |`,
    );
  }
  lines.push('', '## Budgets', '', '| page | check | value | limit | result |', '| --- | --- | --- | --- | --- |');
  for (const row of budgets)
    lines.push(`| ${row.page} | ${row.name} | ${ratio(row.value)} | ≤ ${row.limit} | ${row.pass ? 'PASS' : 'FAIL'} |`);
  lines.push(
    '',
    '## Where the time goes (median ms per category; medians of parts do not add up to the median total)',
    '',
    `| page | build | JS | ${CATEGORIES.join(' | ')} |`,
    `| --- | --- | --- | ${CATEGORIES.map(() => '---').join(' | ')} |`,
  );
  for (const page of pages)
    for (const js of JS_STATES)
      for (const build of BUILDS) {
        const row = medians(page, build, js).byCategory;
        lines.push(`| ${page} | ${build} | ${js} | ${CATEGORIES.map((category) => ms(row[category])).join(' | ')} |`);
      }
  return { markdown: `${lines.join('\n')}\n`, budgets };
}
