import type { TKeyType } from './card-page-source';

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
/** Relevance is a sum of at most six similarities (0–1 each); anything outside is not one we wrote. */
const REAL_MAX = 1000;
/** Below this a real underflows, which PostgreSQL refuses rather than rounding to 0. */
const REAL_MIN_MAGNITUDE = 1e-30;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function isInt(text: string): boolean {
  if (!/^-?\d{1,10}$/.test(text)) return false;
  const value = Number(text);
  return value >= INT4_MIN && value <= INT4_MAX;
}

function isReal(text: string): boolean {
  if (!/^-?(\d+(\.\d+)?(e-?\d+)?|\d*\.\d+)$/.test(text)) return false;
  const magnitude = Math.abs(Number(text));
  if (magnitude === 0) return /^-?0*\.?0*$/.test(text);
  return magnitude >= REAL_MIN_MAGNITUDE && magnitude <= REAL_MAX;
}

/** A real instant: the calendar must not roll 30 February over into March, as Date would. */
function isTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  if (year < 1970) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

const KEY_CHECKS: Record<TKeyType, (text: string) => boolean> = {
  int: isInt,
  text: (text) => /^[^\0]{1,200}$/.test(text),
  uuid: (text) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text),
  timestamp: isTimestamp,
  real: isReal,
};

/**
 * Whether a cursor key is a value of its SQL type, checked before it reaches SQL: a forged or
 * stale cursor must be refused as such, not fail the query's cast.
 */
export function isCursorKey(type: TKeyType, text: string): boolean {
  return KEY_CHECKS[type](text);
}
