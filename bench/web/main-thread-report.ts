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

type TMeasure = 'total' | 'cpu' | 'bytes';
type TSplit = 'byCategory' | 'cpuByCategory';

export interface BudgetRow {
  page: string;
  name: string;
  value: number;
  limit: number;
  pass: boolean;
}

const ms = (value: number) => value.toFixed(0);
const ratio = (value: number) => value.toFixed(2);

/** The markdown report (medians, ratios, breakdown by category) and the budget checks. */
export function formatMainThread(
  pages: string[],
  samples: Samples,
  heading: string,
): { markdown: string; budgets: BudgetRow[] } {
  const loads = (page: string, build: TBuild, js: TJs) => samples.get(sampleKey(page, build, js))!;
  const med = (page: string, build: TBuild, js: TJs, measure: TMeasure) =>
    median(loads(page, build, js).map((load) => load[measure]));
  const part = (page: string, build: TBuild, js: TJs, split: TSplit, category: TCategory) =>
    median(loads(page, build, js).map((load) => load[split][category]));

  const timeTable = (measure: TMeasure, title: string) => [
    `## ${title}`,
    '',
    '| page | base on | cand on | cand ÷ base, on | base off | cand off | cand ÷ base, off | base on ÷ off | cand on ÷ off |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map((page) => {
      const [bOn, cOn, bOff, cOff] = [
        med(page, 'baseline', 'on', measure),
        med(page, 'candidate', 'on', measure),
        med(page, 'baseline', 'off', measure),
        med(page, 'candidate', 'off', measure),
      ];
      const cells = [bOn, cOn, cOn / bOn, bOff, cOff, cOff / bOff, bOn / bOff, cOn / cOff];
      const shown = cells.map((cell, index) =>
        measure === 'bytes' && [0, 1, 3, 4].includes(index)
          ? (cell / 1024).toFixed(1)
          : [2, 5, 6, 7].includes(index)
            ? ratio(cell)
            : ms(cell),
      );
      return `| ${page} | ${shown.join(' | ')} |`;
    }),
    '',
  ];
  const splitTable = (split: TSplit, title: string) => [
    `## ${title}`,
    '',
    `| page | build | JS | ${CATEGORIES.join(' | ')} |`,
    `| --- | --- | --- | ${CATEGORIES.map(() => '---').join(' | ')} |`,
    ...pages.flatMap((page) =>
      JS_STATES.flatMap((js) =>
        BUILDS.map(
          (build) =>
            `| ${page} | ${build} | ${js} | ${CATEGORIES.map((category) => ms(part(page, build, js, split, category))).join(' | ')} |`,
        ),
      ),
    ),
    '',
  ];

  const budgets = pages.flatMap((page): BudgetRow[] => {
    const share = med(page, 'candidate', 'on', 'total') / med(page, 'baseline', 'on', 'total');
    const onOff = med(page, 'candidate', 'on', 'total') / med(page, 'candidate', 'off', 'total');
    return [
      { page, name: 'candidate ÷ baseline', value: share, limit: CANDIDATE_SHARE, pass: share <= CANDIDATE_SHARE },
      { page, name: 'candidate JS on ÷ off', value: onOff, limit: JS_ON_OVER_OFF, pass: onOff <= JS_ON_OVER_OFF },
    ];
  });
  const lines = [
    heading,
    '',
    ...timeTable('total', 'Main-thread task time, median ms (wall time of top-level tasks: the budgets)'),
    ...timeTable(
      'cpu',
      'Main-thread CPU time, median ms (thread time of the same tasks: what a busy machine does not inflate)',
    ),
    ...timeTable('bytes', 'Bytes on the wire, median KB'),
    '## Budgets (task time)',
    '',
    '| page | check | value | limit | result |',
    '| --- | --- | --- | --- | --- |',
    ...budgets.map(
      (row) => `| ${row.page} | ${row.name} | ${ratio(row.value)} | ≤ ${row.limit} | ${row.pass ? 'PASS' : 'FAIL'} |`,
    ),
    '',
    ...splitTable(
      'cpuByCategory',
      'Where the CPU time goes, median ms per category (medians of parts need not add up to the median total)',
    ),
    ...splitTable('byCategory', 'Where the task time goes, median ms per category'),
  ];
  return { markdown: lines.join('\n'), budgets };
}
