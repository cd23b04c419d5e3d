import { PgBoss, type Db as BossDb } from 'pg-boss';
import pg from 'pg';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionSettings, Db } from '../db/database.js';
import type { JobHandler, JobType, PayloadSchema, RetryPolicy } from '../jobs/job.js';
import type { QueueDepth } from '../ops/metrics.js';

/** A Drizzle transaction: what every enqueue runs in. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EnqueueOptions {
  /** Not before this time (a reminder's due time). */
  startAfter?: Date;
}

export interface JobQueue {
  /**
   * Adds a job through the caller's transaction: it exists once that transaction commits, and never
   * if it rolls back. The payload is checked against the job's schema here, so a bad one fails the
   * caller's change instead of a worker later. Answers the job id.
   */
  enqueue<S extends PayloadSchema>(
    tx: Transaction,
    job: JobType<S>,
    payload: z.input<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Runs the handler for each job of this type, retried on failure by the job's policy. */
  work<S extends PayloadSchema>(job: JobType<S>, handler: JobHandler<z.output<S>>): Promise<void>;
  /**
   * Tells this process's workers of a job type to look now rather than at their next poll: for work
   * a person waits for (the seal after the last signature). Call it after the enqueueing commits.
   */
  wake<S extends PayloadSchema>(job: JobType<S>): void;
  /** Whether a job of this type whose payload holds `match` waits or runs (not finished, not failed for good). */
  hasPending<S extends PayloadSchema>(job: JobType<S>, match: Partial<z.input<S>>): Promise<boolean>;
  /** Jobs waiting, running and failed for good, per job type (metrics); refused once stopped (readiness). */
  depths(): Promise<QueueDepth[]>;
  /**
   * Runs a job on a cron expression (UTC), once per occurrence however many servers share the
   * database, and never two runs of it at once; `undefined` removes the job's schedule.
   */
  schedule<S extends PayloadSchema>(job: JobType<S>, cron: string | undefined): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Seconds between polls; tests poll faster. */
  pollingIntervalSeconds?: number;
  /** Replaces every job's first retry delay; tests retry at once. */
  retryDelaySeconds?: number;
  /**
   * Replaces every job's run expiry, and pg-boss then looks for expired runs every second instead of
   * every minute: the crash journeys see a dead run retried in seconds.
   */
  expireInSeconds?: number;
  /** Seconds between the cron clock's looks for due schedules (1–45); tests look every second. */
  cronIntervalSeconds?: number;
}

/**
 * How often pg-boss's maintenance deletes finished jobs past their retention. Runs past their expiry
 * (a process that died mid-run) are failed apart from it, by its supervision pass, once a minute by
 * default: a message interrupted by a crash goes out one to two minutes later.
 */
const maintenanceIntervalSeconds = 15;

/**
 * pg-boss inserts a job with its own SQL and, given `db`, runs it through that instead of its pool.
 * Drizzle keeps a transaction's checked-out client on the transaction's session and has no public
 * accessor for it, so it is read there; anything but a client (the pool, when handed the database
 * itself) is refused, since the job would then be committed apart from the caller's change.
 */
function throughTransaction(tx: Transaction): BossDb {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof pg.Client)) throw new Error('a job can only be enqueued inside a transaction');
  return { executeSql: (text, values) => client.query(text, values) };
}

function sendPolicy(retry: RetryPolicy, options: QueueOptions) {
  return {
    retryLimit: retry.limit,
    retryDelay: options.retryDelaySeconds ?? retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: options.expireInSeconds ?? retry.expireInSeconds,
  };
}

/** pg-boss in the same database as the data, so a job and the change that queued it commit together. */
export async function startQueue(
  connection: ConnectionSettings,
  log: FastifyBaseLogger,
  options: QueueOptions = {},
): Promise<JobQueue> {
  // `schedule` runs pg-boss's cron clock for periodic jobs: every server runs one, and the clock's
  // claim in the database lets one of them send each occurrence. Delayed jobs (`startAfter`) need
  // none: a worker simply does not fetch a job before its time.
  const boss = new PgBoss({
    ...connection,
    max: 4,
    schedule: true,
    maintenanceIntervalSeconds,
    // pg-boss fails runs past their expiry in its supervision pass, at most once per monitor interval.
    ...(options.expireInSeconds ? { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 } : {}),
    ...(options.cronIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const workers = new Map<string, string[]>();
  let stopped = false;
  const ensureQueue = async (name: string, policy?: 'singleton') => {
    if (created.has(name)) return;
    await boss.createQueue(name, policy ? { policy } : {});
    created.add(name);
  };
  return {
    async enqueue(tx, job, payload, enqueueOptions = {}) {
      const data = job.payload.parse(payload);
      await ensureQueue(job.name);
      const id = await boss.send(job.name, data, {
        ...sendPolicy(job.retry, options),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        db: throughTransaction(tx),
      });
      if (!id) throw new Error(`job queue refused a ${job.name} job`);
      return id;
    },
    async work(job, handler) {
      await ensureQueue(job.name);
      // The handler may run before work() answers the worker's id.
      const worker: { id?: string } = {};
      // With its metadata, a run knows whether it is the job's last try.
      worker.id = await boss.work<
        unknown,
        unknown,
        { pollingIntervalSeconds: number; includeMetadata: true }
      >(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const item of jobs) {
            try {
              await handler(job.payload.parse(item.data), {
                id: item.id,
                lastTry: item.retryCount >= item.retryLimit,
              });
            } catch (error) {
              log.warn({ err: error, job: item.id, queue: job.name }, 'job failed; it will be retried');
              throw error;
            }
          }
          // A worker fetches one job per poll: after one, it looks again at once, so a backlog (a
          // contract sent to several people, a burst of codes) drains without waiting a poll per job.
          if (jobs.length > 0 && worker.id) boss.notifyWorker(worker.id);
        },
      );
      workers.set(job.name, [...(workers.get(job.name) ?? []), worker.id]);
    },
    async hasPending(job, match) {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active') and data @> $2::jsonb limit 1`,
          [job.name, JSON.stringify(match)],
        );
      return rows.length > 0;
    },
    async depths() {
      if (stopped) throw new Error('the job queue is stopped');
      const queues = await boss.getQueues();
      return queues.map((queue) => ({
        job: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      }));
    },
    async schedule(job, cron) {
      if (cron === undefined) {
        // Only an existing queue can hold a schedule; one never created has nothing to remove.
        if (await boss.getQueue(job.name)) await boss.unschedule(job.name);
        return;
      }
      // 'singleton': a run still going when the next occurrence comes due is not joined by a second.
      await ensureQueue(job.name, 'singleton');
      await boss.schedule(job.name, cron, {}, { ...sendPolicy(job.retry, options), retryLimit: 0 });
    },
    wake(job) {
      for (const id of workers.get(job.name) ?? []) boss.notifyWorker(id);
    },
    async stop() {
      stopped = true;
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}
