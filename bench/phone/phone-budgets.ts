import type { PhoneRun } from './phone-visits';
import type { PreviewBytes } from './preview-bytes';

/** Issue 36's budgets, measured on a Slow 4G phone with the CPU slowed 4×. */
export const PHONE_BUDGETS = {
  firstScreenMs: 2500,
  tapToSoundMs: 1000,
  buyNowUsableMs: 3000,
  repeatFirstScreenMs: 1200,
  opusBytesPerMinute: 500_000,
  mp3BytesPerMinute: 1_000_000,
};

export interface PhoneRow {
  name: string;
  value: string;
  budget: string;
  pass: boolean;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(3)} MB`;

function timeRow(name: string, values: readonly number[], budgetMs: number): PhoneRow {
  const value = median(values);
  return {
    name,
    value: `${value} ms (runs: ${values.join(', ')})`,
    budget: `≤ ${budgetMs} ms`,
    pass: value <= budgetMs,
  };
}

export function phoneRows(runs: readonly PhoneRun[], previews: PreviewBytes): PhoneRow[] {
  const b = PHONE_BUDGETS;
  const sources = new Set(runs.map((run) => run.tap.source.split('?')[0]!.split('.').pop()));
  return [
    timeRow(
      'home first screen (LCP), first visit',
      runs.map((run) => run.first.lcpMs),
      b.firstScreenMs,
    ),
    timeRow(
      `tap on a card's play → 'playing' (${[...sources].join('/')})`,
      runs.map((run) => run.tap.ms),
      b.tapToSoundMs,
    ),
    timeRow(
      "track page's Buy Now usable (signed-in buyer, cold)",
      runs.map((run) => run.buyNowMs),
      b.buyNowUsableMs,
    ),
    timeRow(
      'home first screen (LCP), repeat visit',
      runs.map((run) => run.repeat.lcpMs),
      b.repeatFirstScreenMs,
    ),
    {
      name: `Opus preview, largest of ${previews.tracks} tracks`,
      value: `${mb(previews.maxOpusPerMinute)} per minute`,
      budget: `≤ ${mb(b.opusBytesPerMinute)}`,
      pass: previews.maxOpusPerMinute <= b.opusBytesPerMinute,
    },
    {
      name: `MP3 preview, largest of ${previews.tracks} tracks`,
      value: `${mb(previews.maxMp3PerMinute)} per minute`,
      budget: `≤ ${mb(b.mp3BytesPerMinute)}`,
      pass: previews.maxMp3PerMinute <= b.mp3BytesPerMinute,
    },
  ];
}

/** Figures reported without a budget: what a visit costs in data, and the first paint. */
export function phoneFacts(runs: readonly PhoneRun[]): string[] {
  return [
    `home first visit: ${kb(median(runs.map((run) => run.first.bytes)))} transferred (service worker precache included), FCP ${median(runs.map((run) => run.first.fcpMs))} ms`,
    `home repeat visit: ${kb(median(runs.map((run) => run.repeat.bytes)))} transferred, FCP ${median(runs.map((run) => run.repeat.fcpMs))} ms`,
  ];
}

export function formatPhoneResults(heading: string, rows: readonly PhoneRow[], facts: readonly string[]): string {
  return [
    heading,
    '',
    '| measure | median | budget | pass |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.name} | ${row.value} | ${row.budget} | ${row.pass ? 'yes' : 'NO'} |`),
    '',
    ...facts.map((fact) => `- ${fact}`),
    '',
  ].join('\n');
}
