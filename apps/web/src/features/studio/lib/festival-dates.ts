/**
 * The coming festival sales the Deals page suggests (decision 092). Each row is the main day in AD,
 * as Nepal's published festival calendars give it: Vijaya Dashami (the tika of Dashain) and Laxmi Puja
 * (the night of Tihar). A suggested sale runs from Ghatasthapana (nine days before Dashami) through
 * Kojagrat Purnima (five after), and from Kag Tihar (two days before Laxmi Puja) through Bhai Tika (two
 * after). The page shows them in Bikram Sambat through the converter the app already uses.
 */
const FESTIVAL_DAYS: readonly { dashami: string; laxmiPuja: string }[] = [
  { dashami: '2026-10-21', laxmiPuja: '2026-11-08' },
  { dashami: '2027-10-10', laxmiPuja: '2027-10-29' },
  { dashami: '2028-09-28', laxmiPuja: '2028-10-17' },
  { dashami: '2029-10-17', laxmiPuja: '2029-11-05' },
  { dashami: '2030-10-07', laxmiPuja: '2030-10-26' },
];

export type TFestival = 'dashain' | 'tihar';
/** A suggested sale: the first and last day (Nepal's calendar days, 'YYYY-MM-DD'), both included. */
export type TFestivalSale = { festival: TFestival; firstDay: string; lastDay: string };

/** Nepal's clock: a day starts at midnight NPT, whatever the browser's time zone. */
const NPT_OFFSET = '+05:45';
const DAY_MS = 86_400_000;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Nepal calendar day starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${NPT_OFFSET}`);
}

/** The instant after a Nepal calendar day ends: a sale's last day is included, its end is exclusive. */
export function dayEnd(day: string): Date {
  return dayStart(shiftDay(day, 1));
}

/** The Nepal calendar day an instant falls on. */
export function nepalDay(instant: Date): string {
  return new Date(instant.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
}

/** The next Dashain and the next Tihar sale not yet over at `now`, soonest first. */
export function comingFestivalSales(now: Date): TFestivalSale[] {
  const sales = FESTIVAL_DAYS.flatMap(({ dashami, laxmiPuja }): TFestivalSale[] => [
    { festival: 'dashain', firstDay: shiftDay(dashami, -9), lastDay: shiftDay(dashami, 5) },
    { festival: 'tihar', firstDay: shiftDay(laxmiPuja, -2), lastDay: shiftDay(laxmiPuja, 2) },
  ]).filter((sale) => dayEnd(sale.lastDay) > now);
  return (['dashain', 'tihar'] as const)
    .flatMap((festival) => sales.find((sale) => sale.festival === festival) ?? [])
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay));
}
