/**
 * What a feature declares about its background work (platform/feature.ts). The queue itself is in queue.ts;
 * docs/decisions/jobs.md says why pg-boss and what "exactly once" means here.
 */

/** A job's payload: a few JSON values (ids), never whole rows; the handler reads the current state itself. */
export type JobData = Readonly<Record<string, string | number | boolean | null>>;

export interface JobDeclaration<Context> {
  /**
   * The work. It must be idempotent: a job runs at least once, and more than once when it is retried after a
   * failure or after its worker died mid-job.
   */
  run(context: Context, data: JobData): Promise<void>;
  /** Retries after a failure, with exponential backoff (default 5). 0 for work the next schedule repeats anyway. */
  retries?: number;
  /** First retry delay in seconds (default 2; doubled per attempt, capped at 5 minutes). */
  retryDelaySeconds?: number;
  /** How long a finished job stays visible in the queue's table (default a day); frequent scheduled jobs keep less. */
  keepSeconds?: number;
}

export type JobDeclarations<Context> = Readonly<Record<string, JobDeclaration<Context>>>;

/**
 * Recurring work: the job `job` is enqueued at every time `cron` (five fields, UTC) matches. pg-boss files
 * occurrences in slots of about a minute, so a minute is the finest period worth declaring.
 */
export interface Schedule {
  job: string;
  cron: string;
}

/** A cron expression for "every `ms` milliseconds", in whole minutes (at least one). */
export function everyCron(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}
