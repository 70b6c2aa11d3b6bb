import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import nepaliDateModule from 'nepali-date-converter';

// The package is CommonJS with `exports.default`: under Node's ESM loader the class sits one level deeper.
const NepaliDate = ((nepaliDateModule as unknown as { default?: typeof nepaliDateModule }).default ??
  nepaliDateModule) as typeof nepaliDateModule;

/** The converter's table covers BS 2000–2090 (AD 1943–2033); outside it the answer would be wrong, not an error. */
export const BS_MIN_YEAR = 2000;
export const BS_MAX_YEAR = 2090;
const DAY_MS = 24 * 3600 * 1000;
/** The month names as the web shows them (apps/web/src/lib/i18n/dates.ts). */
const MONTHS_NE = ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'];

/**
 * A date in Bikram Sambat, e.g. '10 Mangsir 2083 BS' (in Nepali '2083 मंसिर 10 वि.सं.'), or null
 * when it is outside the range the converter knows (the agreement then prints the AD date only).
 */
export function formatBikramSambat(date: Date, language: TLanguage = 'en'): string | null {
  // Out of range the converter silently wraps (AD 1900 comes back as BS 2043), so check the AD side first.
  const first = new NepaliDate(BS_MIN_YEAR, 0, 1).toJsDate();
  const last = new NepaliDate(BS_MAX_YEAR, 11, 1).toJsDate();
  if (Number.isNaN(date.getTime()) || date < first || date.getTime() >= last.getTime() + 29 * DAY_MS) return null;
  const converted = new NepaliDate(date);
  const { year, month, date: day } = converted.getBS();
  if (year < BS_MIN_YEAR || year > BS_MAX_YEAR) return null;
  return language === 'ne' ? `${year} ${MONTHS_NE[month]} ${day} वि.सं.` : `${converted.format('D MMMM YYYY', 'en')} BS`;
}

const KATHMANDU_DAY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kathmandu',
});
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar day of `date` in Nepal, in both calendars as YYYY-MM-DD (months from 1): what the
 * public licence check states (decision 067). `bs` is null outside the converter's years.
 */
export function nepalDay(date: Date): { ad: string; bs: string | null } {
  const ad = KATHMANDU_DAY.format(date);
  const [year, month, day] = ad.split('-').map(Number) as [number, number, number];
  // Noon of that day on this machine's clock: the converter reads the local calendar day.
  const local = new Date(year, month - 1, day, 12);
  if (formatBikramSambat(local) === null) return { ad, bs: null };
  const bs = new NepaliDate(local).getBS();
  return { ad, bs: `${bs.year}-${pad(bs.month + 1)}-${pad(bs.date)}` };
}
