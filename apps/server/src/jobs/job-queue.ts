export interface EnqueueOptions {
  runAt?: Date;
  /** Enqueueing the same key twice creates one job. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  id: number;
  attempt: number;
  /** The attempt after which the job is dead; absent when a handler is called outside the worker, where no retry follows. */
  maxAttempts?: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/**
 * Thrown by a handler when the attempt failed for a reason of this instance, not of the job (its
 * SMTP server unreachable): the job comes back after `retryInMs` without the attempt counting
 * towards its limit, so one misconfigured instance cannot use up a job another would finish.
 */
export class DeferJob extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
    this.name = 'DeferJob';
  }
}
