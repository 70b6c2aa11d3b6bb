import { formatCalendarDate, formatClock } from '../../../lib/i18n/dates';
import { getDigits } from '../../../lib/i18n/digits-store';
import type { TLanguage } from '../../../lib/i18n/language-store';
import { localDayKey, type TDayLabel } from './day-groups';

/** English: AD dates, day before month, 24-hour clock. Nepali: Bikram Sambat dates in the chosen digits. */
const options = (language: TLanguage) => ({ language, digits: getDigits() });

export function formatMessageTime(iso: string, language: TLanguage): string {
  return formatClock(new Date(iso), options(language));
}

/** The heading of a day that is neither today nor yesterday. */
export function formatDayDate(label: Extract<TDayLabel, { kind: 'date' }>, language: TLanguage, now: Date): string {
  const sameYear = label.date.getFullYear() === now.getFullYear();
  return formatCalendarDate(label.date, options(language), { year: !sameYear, month: 'long' });
}

/** An inbox row's time: the clock for today, otherwise the date (with the year when it is not this one). */
export function formatInboxTime(iso: string, language: TLanguage, now: Date): string {
  const date = new Date(iso);
  if (localDayKey(date) === localDayKey(now)) return formatMessageTime(iso, language);
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatCalendarDate(date, options(language), { year: !sameYear });
}
