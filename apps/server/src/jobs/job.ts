import { z } from 'zod';

/** How pg-boss tries a job again; each job carries its definition's policy. */
export interface RetryPolicy {
  /** Tries after the first. */
  limit: number;
  /** Seconds before the first retry; with `backoff`, each next wait doubles (with jitter). */
  delaySeconds: number;
  backoff: boolean;
  /**
   * Seconds a run may last before it counts as failed and is retried. It is also how soon a job whose
   * process died mid-run is picked up again, so keep it short, and above the handler's own time-outs
   * so that a slow but live run is not started a second time.
   */
  expireInSeconds: number;
}

/**
 * The longest a job can keep trying under `policy`: each try's run and each wait, the waits doubled
 * once more than backoff doubles them, for pg-boss's jitter. Past it a job has succeeded or failed.
 */
export function retryWindowMs(policy: RetryPolicy): number {
  let waits = 0;
  for (let retry = 0; retry < policy.limit; retry += 1) {
    waits += policy.delaySeconds * (policy.backoff ? 2 ** retry : 1);
  }
  return (2 * waits + (policy.limit + 1) * policy.expireInSeconds) * 1000;
}

/** The run a handler is given: the job's id, the same on every run (handlers deduplicate by it). */
export interface JobRun {
  id: string;
  /** This is the job's last try: if it fails, the job fails for good. */
  lastTry: boolean;
}

/** Runs one job. */
export type JobHandler<Payload> = (payload: Payload, job: JobRun) => Promise<void>;

/**
 * One kind of job. The payload schema checks what is enqueued (and what a worker reads back); the
 * handler factory receives exactly the dependencies the job needs, so a test can hand it fakes.
 * A job runs at least once: a crash after its work was done but before it was marked done runs it
 * again, so handlers must be idempotent.
 */
export interface JobDefinition<Schema extends PayloadSchema, Deps> {
  name: string;
  payload: Schema;
  retry: RetryPolicy;
  handler: (deps: Deps) => JobHandler<z.output<Schema>>;
}

/** pg-boss stores a payload as a JSON object. */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

/** What enqueueing needs of a definition: not its handler or that handler's dependencies. */
export type JobType<Schema extends PayloadSchema> = Pick<
  JobDefinition<Schema, never>,
  'name' | 'payload' | 'retry'
>;

export function defineJob<Schema extends PayloadSchema, Deps>(
  definition: JobDefinition<Schema, Deps>,
): JobDefinition<Schema, Deps> {
  return definition;
}

/** A periodic job's work: one pass over what is due, safe to run again (a retry, a second server). */
export type Sweep = () => Promise<unknown>;

/**
 * A periodic job (jobs/schedules.ts) that runs one sweep: no payload, no retry (the next occurrence is
 * the retry), and `expireInSeconds` for how long a pass may take.
 */
export function definePeriodicSweep(name: string, expireInSeconds: number) {
  return defineJob({
    name,
    payload: z.object({}),
    retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds },
    handler:
      ({ sweep }: { sweep: Sweep }) =>
      async () => {
        await sweep();
      },
  });
}
