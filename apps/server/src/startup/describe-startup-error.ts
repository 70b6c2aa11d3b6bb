/**
 * One line for an operator: what failed and why, without a stack (issue 32). PostgreSQL's own
 * message and SQLSTATE ("password authentication failed for user "app" (28P01)"), a socket
 * error's message ("connect ECONNREFUSED 127.0.0.1:5432"), every address's when a name resolved
 * to several (an AggregateError has no message of its own).
 */
export function describeStartupError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(describeStartupError))].join('; ');
  }
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message = error.message.split('\n')[0]!.trim() || error.name;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

/** "PostgreSQL at db.internal:5432/beatpasal", never the password; the embedded one by its folder. */
export function describeDatabaseTarget(url: string | undefined, dataDir: string): string {
  if (!url) return `the embedded database in ${dataDir}`;
  try {
    const { hostname, port, pathname } = new URL(url);
    return `PostgreSQL at ${hostname || 'localhost'}:${port || '5432'}${pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** A start-up failure already described in one line. */
export class StartupError extends Error {}
