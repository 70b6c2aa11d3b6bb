import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock } from './dates';

const SOURCE = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')
      ? [file]
      : [];
  });
}

describe('one date and time format everywhere', () => {
  // The browser's own formats read "4/12/2026, 4:25:22 pm" (12 April to half the world) and never BS.
  it('leaves dates to lib/i18n/dates.ts: no component formats one with the browser', () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => !file.endsWith(path.join('lib', 'i18n', 'dates.ts')))
      .filter((file) => /\.toLocale(?:Date|Time)?String\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE, file));
    expect(offenders).toEqual([]);
  });

  it('writes "4 Dec 2026, 16:27" in English and a BS date in Nepali', () => {
    const when = new Date('2026-12-04T10:42:00Z');
    const english = { language: 'en', digits: 'latin' } as const;
    expect(`${formatCalendarDate(when, english)}, ${formatClock(when, english)}`).toMatch(/^4 Dec 2026, \d{2}:42$/);
    expect(formatCalendarDate(when, { language: 'ne', digits: 'latin' })).toMatch(/2083/);
  });
});
