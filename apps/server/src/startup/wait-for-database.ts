import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client';
import { describeStartupError, StartupError } from './describe-startup-error';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5000;
/** A host that drops packets would leave a connect hanging: an attempt gives up after this. */
const ATTEMPT_TIMEOUT_MS = 5000;

export interface WaitForDatabaseOptions {
  /** Names the database in every line (describeDatabaseTarget). */
  target: string;
  waitSeconds: number;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
  /** Aborted by SIGTERM during start-up: stop waiting at once. */
  signal: AbortSignal;
}

async function pingOnce(database: Database): Promise<void> {
  const noAnswer = sleep(ATTEMPT_TIMEOUT_MS, undefined, { ref: false }).then(() => {
    throw new Error(`no answer in ${ATTEMPT_TIMEOUT_MS / 1000} s`);
  });
  await Promise.race([database.ping(), noAnswer]);
}

/**
 * A database that is not up yet (a machine booting, a container starting beside us) is asked
 * again with back-off (0.5 s doubling to 5 s) for DATABASE_WAIT_SECONDS, one line per failed
 * attempt; then start-up gives up with one line. Until this returns, the port answers 503.
 */
export async function waitForDatabase(database: Database, options: WaitForDatabaseOptions): Promise<void> {
  const { target, waitSeconds, log, signal } = options;
  const deadline = Date.now() + waitSeconds * 1000;
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    try {
      await pingOnce(database);
      if (attempt > 1) log.info({ attempts: attempt }, `${target}: connected after ${attempt} attempts`);
      return;
    } catch (error) {
      const reason = describeStartupError(error);
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) {
        throw new StartupError(
          `${target}: ${reason}; gave up after ${attempt} attempt(s) in ${waitSeconds} s (DATABASE_WAIT_SECONDS)`,
        );
      }
      const waitMs = Math.min(delay, remainingMs);
      log.warn({ attempt, retryInMs: waitMs }, `${target}: ${reason}; retrying in ${(waitMs / 1000).toFixed(1)} s`);
      await sleep(waitMs, undefined, { signal }).catch(() => undefined);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
