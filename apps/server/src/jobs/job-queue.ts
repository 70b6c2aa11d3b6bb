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
