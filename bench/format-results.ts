import os from 'node:os';
import type { BenchRow, BudgetResult } from './check-budgets';

const HEADERS = ['db', 'size', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'failures'];

function cells(row: BenchRow): string[] {
  return [
    row.db,
    `${row.size.toLocaleString('en-US')} ${row.scale}`,
    row.endpoint.name,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    String(row.p50),
    String(row.p99),
    `${row.ratio.toFixed(2)}×`,
    String(row.failures),
  ];
}

const verdict = (budget: BudgetResult) => (budget.pass === null ? 'N/A ' : budget.pass ? 'PASS' : 'FAIL');

export function formatTable(rows: readonly BenchRow[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  return table
    .map((line) =>
      line
        .map((cell, column) => (column >= 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

export function formatBudgets(budgets: readonly BudgetResult[]): string {
  return budgets.map((budget) => `${verdict(budget)}  ${budget.name}: ${budget.detail}`).join('\n');
}

/** The 'page' rows of several sizes are measured in rounds (decision 061). */
function roundsNote(rows: readonly BenchRow[]): string {
  const rounds = Math.max(...rows.map((row) => row.rounds.length));
  return rounds > 1
    ? ` Rows the scale budget compares: ${rounds} rounds of each size, back to back; the table shows each size's median round.`
    : '';
}

export interface RunInfo {
  connections: number;
  durationSeconds: number;
  seedSeconds: Record<string, number>;
  startedAt: Date;
  /** The 1-minute load average when the run began (other work on the machine skews every figure). */
  loadAtStart: number;
}

/** bench/results/api-latest.md: the machine, the settings, the table and the verdicts. */
export function formatMarkdown(rows: readonly BenchRow[], budgets: readonly BudgetResult[], info: RunInfo): string {
  const line = (values: readonly string[]) => `| ${values.join(' | ')} |`;
  const seeds = Object.entries(info.seedSeconds).map(([target, seconds]) => `${target} ${seconds.toFixed(1)} s`);
  return [
    '# Benchmark results',
    '',
    `${info.startedAt.toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · load average ${info.loadAtStart.toFixed(1)} at start, ${os.loadavg()[0]!.toFixed(1)} at the end · Node ${process.version}`,
    `autocannon: ${info.connections} connections, ${info.durationSeconds} s per endpoint after a 2 s warm-up; server and load generator on the same machine (loopback).${roundsNote(rows)}`,
    `Seeding: ${seeds.join(', ')}.`,
    '',
    line(HEADERS),
    line(HEADERS.map((_, i) => (i >= 3 ? '---:' : '---'))),
    ...rows.map((row) => line(cells(row))),
    '',
    '## Budgets',
    '',
    ...budgets.map((budget) => `- **${verdict(budget).trim()}** ${budget.name}: ${budget.detail}`),
    '',
  ].join('\n');
}
