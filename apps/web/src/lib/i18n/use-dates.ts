import { formatCalendarDate, formatClock } from './dates';
import { useDigitsChoice } from './digits-store';
import { useLanguage } from './i18n';

/** Dates in the page's language (kept out of i18n.tsx so the converter stays out of the first load). */
export function useDates() {
  const [language] = useLanguage();
  const [digits] = useDigitsChoice();
  const options = { language, digits };
  return {
    date: (iso: string | Date) => formatCalendarDate(new Date(iso), options),
    dateTime: (iso: string | Date) => `${formatCalendarDate(new Date(iso), options)}, ${formatClock(new Date(iso), options)}`,
  };
}
