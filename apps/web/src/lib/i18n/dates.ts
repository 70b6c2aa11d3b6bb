import NepaliDate from 'nepali-date-converter';
import type { TFormatOptions } from './format';
import { formatDigits } from './numbers';

/** Bikram Sambat months as the web writes them in Nepali; English uses the converter's spellings. */
export const BS_MONTHS = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'];
export const BS_MONTHS_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Aswin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
];
/** BS 2000/01/01: the converter's first day. Before it, the converter silently returns a wrong date. */
const FIRST_CONVERTIBLE = new Date(1943, 3, 14);

/** The Bikram Sambat date of a local calendar day, or null outside the converter's range (BS 2000-2090). */
export function toBikramSambat(date: Date): { year: number; month: number; day: number } | null {
  if (!(date >= FIRST_CONVERTIBLE)) return null;
  try {
    const bs = new NepaliDate(date);
    return { year: bs.getYear(), month: bs.getMonth(), day: bs.getDate() };
  } catch {
    return null;
  }
}

type TDateParts = { year?: boolean; month?: 'long' | 'short' };

/** English: AD (25 Nov 2025). Nepali: Bikram Sambat (२०८२ मंसिर ९), AD where BS cannot be computed. */
export function formatCalendarDate(
  date: Date,
  { language, digits }: TFormatOptions,
  { year = true, month = 'short' }: TDateParts = {},
): string {
  const bs = language === 'ne' ? toBikramSambat(date) : null;
  if (bs) return formatDigits(`${year ? `${bs.year} ` : ''}${BS_MONTHS[bs.month]} ${bs.day}`, digits);
  const locale = language === 'ne' ? 'ne-NP' : 'en-GB';
  const numberingSystem = language === 'ne' && digits === 'devanagari' ? 'deva' : 'latn';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month,
    year: year ? 'numeric' : undefined,
    numberingSystem,
  }).format(date);
}

/** The clock, 24-hour, in the chosen digits. */
export function formatClock(date: Date, { language, digits }: TFormatOptions): string {
  const numberingSystem = language === 'ne' && digits === 'devanagari' ? 'deva' : 'latn';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', numberingSystem }).format(date);
}

/** A calendar day ('YYYY-MM-DD') in Bikram Sambat in either language ('Aswin 15, 2084' or '२०८४ असोज १५'), or null outside the converter's range. */
export function formatBikramSambatDay(day: string, { language, digits }: TFormatOptions): string | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const bs = toBikramSambat(new Date(year, month - 1, date));
  if (!bs) return null;
  return language === 'ne'
    ? formatDigits(`${bs.year} ${BS_MONTHS[bs.month]} ${bs.day}`, digits)
    : `${BS_MONTHS_EN[bs.month]} ${bs.day}, ${bs.year}`;
}
