import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DECISIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/decisions');
const STATUS = /^Status: (accepted|superseded by \d{3}(?:(?:, | and )\d{3})*)(?=$|[\s.;,(])/;
const INDEX_ROW = /^\| \[(\d{3})\]\(([^)]+)\) \| (.+?) \| (.+?) \|.*\|$/;

interface DecisionRecord {
  file: string;
  number: string;
  heading: string;
  statusLine: string;
}

function readRecords(): DecisionRecord[] {
  return readdirSync(DECISIONS)
    .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'))
    .sort()
    .map((file) => {
      const lines = readFileSync(path.join(DECISIONS, file), 'utf8').split('\n');
      const headingAt = lines.findIndex((line) => line.trim() !== '');
      return {
        file,
        number: file.slice(0, 3),
        heading: lines[headingAt] ?? '',
        statusLine: lines.slice(headingAt + 1).find((line) => line.trim() !== '') ?? '',
      };
    });
}

/** "accepted", or "superseded by 072" with every number the line names after "superseded by". */
function statusOf(record: DecisionRecord): string | undefined {
  return STATUS.exec(record.statusLine)?.[1];
}

describe('docs/decisions', () => {
  const records = readRecords();
  const numbers = new Set(records.map((record) => record.number));

  it('every record is titled with its own number and says its status on the first line under the title', () => {
    const wrong = records
      .filter((record) => !record.heading.startsWith(`# ${record.number}: `) || statusOf(record) === undefined)
      .map((record) => `${record.file}: ${record.heading} / ${record.statusLine}`);
    expect(wrong).toEqual([]);
    expect(records.length).toBeGreaterThan(60);
  });

  it('a superseded record names records that exist, other than itself', () => {
    const dangling = records.flatMap((record) =>
      [...(statusOf(record) ?? '').matchAll(/\d{3}/g)]
        .map(([number]) => number)
        .filter((number) => number === record.number || !numbers.has(number))
        .map((number) => `${record.file} → ${number}`),
    );
    expect(dangling).toEqual([]);
  });

  it('the index lists every record once, with its title and status', () => {
    const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    const rows = index
      .split('\n')
      .map((line) => INDEX_ROW.exec(line))
      .filter((match) => match !== null)
      .map(([, number, file, title, status]) => ({ number, file, title, status }));
    const expected = records.map((record) => ({
      number: record.number,
      file: record.file,
      title: record.heading.slice(`# ${record.number}: `.length),
      status: statusOf(record),
    }));
    expect(rows).toEqual(expected);
  });
});
