import { formatCalendarDate, formatClock } from './dates';
import { useLocale } from './locale';

/** Dates in the page's language (kept out of i18n.tsx so the converter stays out of the first load). */
export function useDates() {
  const options = useLocale();
  return {
    date: (iso: string | Date) => formatCalendarDate(new Date(iso), options),
    dateTime: (iso: string | Date) =>
      `${formatCalendarDate(new Date(iso), options)}, ${formatClock(new Date(iso), options)}`,
  };
}
