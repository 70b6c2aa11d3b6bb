/** What a day heading says: the spec's Today and Yesterday, otherwise the date itself. */
export type TDayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

export interface TDayGroup<T> {
  /** The local calendar day, `YYYY-MM-DD`: a stable React key. */
  key: string;
  label: TDayLabel;
  items: T[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day in the browser's time zone: what "today" means to the person reading. */
export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Yesterday by the calendar, not 24 hours back (a day is 23 or 25 hours where clocks change). */
function previousDayKey(now: Date): string {
  return localDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
}

export function dayLabel(date: Date, now: Date): TDayLabel {
  const key = localDayKey(date);
  if (key === localDayKey(now)) return { kind: 'today' };
  if (key === previousDayKey(now)) return { kind: 'yesterday' };
  return { kind: 'date', date };
}

/**
 * Splits messages (oldest first) into runs of the same local day, each with its heading.
 * `now` is passed in, so the headings move on when the page stays open past midnight.
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date): TDayGroup<T>[] {
  const groups: TDayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const key = localDayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(date, now), items: [item] });
  }
  return groups;
}
