import type { FastifyBaseLogger } from 'fastify';
import type { TReadiness } from '@beatpasal/shared/health';
import type { Database } from '../../db/client';
import type { SmtpStatus } from '../../mail/smtp-status';
import type { ObjectStore } from '../../storage/object-store';
import { StoreUnavailable } from '../../storage/store-unavailable';

export interface CheckFailure {
  code: string | null;
  message: string;
  at: Date;
}

type TCheckName = 'database' | 'storage';

function failureOf(error: unknown): CheckFailure {
  if (error instanceof StoreUnavailable) return { code: error.code, message: error.message, at: new Date() };
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null;
  return { code, message: error instanceof Error ? error.message : String(error), at: new Date() };
}

/**
 * Runs the readiness checks and remembers their outcome, so that a check that fails (at start or
 * later) is logged once with its reason (the store's error code, bucket and endpoint), and once more
 * when it recovers, instead of a bare "not ready" per balancer poll.
 */
export class ReadinessWatch {
  readonly #failures = new Map<TCheckName, CheckFailure | null>();
  #last: TReadiness | undefined;

  constructor(
    private readonly deps: {
      database: Pick<Database, 'ping' | 'kind'>;
      storage: Pick<ObjectStore, 'ping' | 'kind' | 'where'>;
      smtp: SmtpStatus;
    },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The latest outcome without checking again (metrics); undefined before the first check. */
  get last(): TReadiness | undefined {
    return this.#last;
  }

  failure(check: TCheckName): CheckFailure | null {
    return this.#failures.get(check) ?? null;
  }

  async check(): Promise<TReadiness> {
    const { database, storage, smtp } = this.deps;
    const [databaseFailure, storageFailure, mail] = await Promise.all([
      database.ping().then(() => null, failureOf),
      storage.ping().then(() => null, failureOf),
      smtp.current(),
    ]);
    this.#record('database', databaseFailure, { kind: database.kind });
    this.#record('storage', storageFailure, { kind: storage.kind, ...storage.where });
    const status = databaseFailure || storageFailure ? 'unavailable' : 'ready';
    const readiness: TReadiness = {
      status,
      checks: { database: databaseFailure ? 'failed' : 'ok', storage: storageFailure ? 'failed' : 'ok', mail },
    };
    if (this.#last && this.#last.status !== status)
      this.log.warn({ checks: readiness.checks }, status === 'ready' ? 'ready again' : 'not ready');
    this.#last = readiness;
    return readiness;
  }

  #record(check: TCheckName, failure: CheckFailure | null, where: Record<string, string>): void {
    const previous = this.#failures.get(check);
    this.#failures.set(check, failure);
    if (failure && (!previous || previous.code !== failure.code)) {
      this.log.error(
        { check, ...where, code: failure.code, error: failure.message },
        `${check} unavailable: ${failure.message}`,
      );
    } else if (!failure && previous) {
      this.log.info({ check, ...where }, `${check} available again`);
    }
  }
}
