import type { TNepalDay } from '@beatpasal/shared/schemas/licence-checks';
import { BS_MONTHS, BS_MONTHS_EN } from '../../../lib/i18n/dates';
import type { TFormatOptions } from '../../../lib/i18n/format';
import { formatDigits } from '../../../lib/i18n/numbers';

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** Written out rather than asked of Intl: browsers without Nepali locale data would answer in English. */
const AD_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

/**
 * A day in Nepal as the licence check states it, in both calendars: the AD day in the page's
 * language ('25 November 2025', '2025 नोभेम्बर 25') and the BS day ('9 Mangsir 2082',
 * '2082 मंसिर 9'), or null for BS outside the converter's years.
 */
export function nepalDayText(day: TNepalDay, { language, digits }: TFormatOptions): { ad: string; bs: string | null } {
  const [year, month, date] = parts(day.ad);
  const ad =
    language === 'ne'
      ? formatDigits(`${year} ${AD_MONTHS_NE[month - 1]} ${date}`, digits)
      : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          Date.UTC(year, month - 1, date),
        );
  if (!day.bs) return { ad, bs: null };
  const [bsYear, bsMonth, bsDate] = parts(day.bs);
  const bs =
    language === 'ne'
      ? formatDigits(`${bsYear} ${BS_MONTHS[bsMonth - 1]} ${bsDate}`, digits)
      : `${bsDate} ${BS_MONTHS_EN[bsMonth - 1]} ${bsYear}`;
  return { ad, bs };
}
