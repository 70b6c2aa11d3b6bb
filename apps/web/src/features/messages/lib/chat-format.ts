import type { TLanguage } from '../../../lib/i18n/language-store';
import { localDayKey, type TDayLabel } from './day-groups';

/** en-GB: day before month and a 24-hour clock, as the rest of the site writes dates; ne-NP: Devanagari digits and month names. */
const LOCALES: Record<TLanguage, string> = { en: 'en-GB', ne: 'ne-NP' };

export function formatMessageTime(iso: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The heading of a day that is neither today nor yesterday. */
export function formatDayDate(label: Extract<TDayLabel, { kind: 'date' }>, language: TLanguage, now: Date): string {
  const sameYear = label.date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: sameYear ? undefined : 'numeric' }).format(label.date);
}

/** An inbox row's time: the clock for today, otherwise the date (with the year when it is not this one). */
export function formatInboxTime(iso: string, language: TLanguage, now: Date): string {
  const date = new Date(iso);
  if (localDayKey(date) === localDayKey(now)) return formatMessageTime(iso, language);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: sameYear ? undefined : 'numeric' }).format(date);
}
