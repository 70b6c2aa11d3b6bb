/**
 * Why a store did not answer its ping, with where it was looked for (bucket and endpoint, or the
 * directory), so the log line at start and at each readiness change says what to fix.
 */
export class StoreUnavailable extends Error {
  /** The S3 error name (NoSuchBucket, NotFound, Forbidden, InvalidAccessKeyId…) or the system code (ECONNREFUSED, EACCES…). */
  readonly code: string;
  /** The HTTP status the store answered, when it answered. */
  readonly status: number | undefined;

  constructor(
    cause: unknown,
    readonly where: Readonly<Record<string, string>>,
  ) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    const fields = error as Error & { code?: unknown; $metadata?: { httpStatusCode?: number } };
    const code = typeof fields.code === 'string' ? fields.code : error.name;
    const status = fields.$metadata?.httpStatusCode;
    super(`${code}${status ? ` (HTTP ${status})` : ''}: ${error.message || 'no message'}`, { cause });
    this.name = 'StoreUnavailable';
    this.code = code;
    this.status = status;
  }
}
