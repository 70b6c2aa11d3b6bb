import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobHandler } from './job-queue';

const POLL_MS = 100;

/**
 * Test-only gate (MEDIA_JOB_HOLD_FILE): the job starts once `file` is gone, or after `maxWaitMs`
 * so a journey that dies holding it cannot stall the queue. A file, not memory, so that every
 * instance of a multi-instance run obeys the same gate.
 */
export function holdWhileFileExists(handler: JobHandler, file: string, maxWaitMs = 60_000): JobHandler {
  return async (payload, context) => {
    const deadline = Date.now() + maxWaitMs;
    while (existsSync(file) && Date.now() < deadline) await sleep(POLL_MS);
    return handler(payload, context);
  };
}
