/** True when `error` (or what it wraps, e.g. a DrizzleQueryError) is a unique violation, optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const details = current as Error & { code?: unknown; constraint?: unknown };
    if (details.code === '23505') return constraint === undefined || details.constraint === constraint;
  }
  return false;
}

/**
 * Invalid text handed to PostgreSQL: 22021 (a NUL or a broken byte sequence) or 22P05 (`\u0000`
 * inside JSON). The schemas refuse such text first; this catches whatever path they miss.
 */
export function isInvalidTextError(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const code = (current as Error & { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}
