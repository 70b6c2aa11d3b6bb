const MINUTE_MS = 60_000;

export type TTimeLeft =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number }
  | null;

/** What is left until `expiresAt`, rounded up to the minute, in the two largest units; null once it has passed. */
export function timeLeft(expiresAt: string, now: number): TTimeLeft {
  const ms = Date.parse(expiresAt) - now;
  if (!(ms > 0)) return null;
  const totalMinutes = Math.ceil(ms / MINUTE_MS);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return { unit: 'days', days, hours };
  if (hours > 0) return { unit: 'hours', hours, minutes };
  return { unit: 'minutes', minutes };
}
