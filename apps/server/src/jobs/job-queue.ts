export interface EnqueueOptions {
  runAt?: Date;
  /** Enqueueing the same key twice creates one job. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface JobContext {
  id: number;
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
