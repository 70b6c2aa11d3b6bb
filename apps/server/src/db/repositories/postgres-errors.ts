/** True when `error` (or what it wraps, e.g. a DrizzleQueryError) is a unique violation, optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const details = current as Error & { code?: unknown; constraint?: unknown };
    if (details.code === '23505') return constraint === undefined || details.constraint === constraint;
  }
  return false;
}
