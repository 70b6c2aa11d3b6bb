import { dayEnd, dayStart, nepalDay } from './festival-dates';

/** A code's or sale's window as its API gives it: `startsAt` inclusive, `endsAt` exclusive or open. */
export type TWindow = { startsAt: string; endsAt: string | null };

/** The Nepal days a form shows for a window: its first day and its last ('' when it has no end). */
export function windowDays({ startsAt, endsAt }: TWindow): { firstDay: string; lastDay: string } {
  return {
    firstDay: nepalDay(new Date(startsAt)),
    lastDay: endsAt === null ? '' : nepalDay(new Date(Date.parse(endsAt) - 1)),
  };
}

/**
 * The window of the days chosen in a form. Today starts now, another first day at its midnight in Nepal;
 * the last day ends at the next midnight. Editing, a day left as it was keeps its exact instant, so saving
 * a sale that began at 14:05 without touching its dates does not move it.
 */
export function windowOfDays(days: { firstDay: string; lastDay: string }, now: Date, was?: TWindow): TWindow {
  const kept = was ? windowDays(was) : null;
  let startsAt: string;
  if (was && days.firstDay === kept!.firstDay) startsAt = was.startsAt;
  else if (days.firstDay === nepalDay(now)) startsAt = now.toISOString();
  else startsAt = dayStart(days.firstDay).toISOString();
  let endsAt: string | null = null;
  if (was && days.lastDay !== '' && days.lastDay === kept!.lastDay) endsAt = was.endsAt;
  else if (days.lastDay !== '') endsAt = dayEnd(days.lastDay).toISOString();
  return { startsAt, endsAt };
}
