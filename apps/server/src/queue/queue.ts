import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionSettings } from '../db/database.js';

export interface JobQueue {
  /** Queues a job; it survives restarts and is retried with back-off until its handler succeeds. */
  send<T extends object>(name: string, data: T): Promise<string>;
  /** Handles jobs of one name. Handlers must be idempotent: a job may run more than once. */
  work<T extends object>(name: string, handler: (data: T, jobId: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** Seconds between polls; tests poll faster. */
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** pg-boss in the same database as the data, so a job and the change that queued it share one store. */
export async function startQueue(
  connection: ConnectionSettings,
  log: FastifyBaseLogger,
  options: QueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({ ...connection, max: 4, schedule: false });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      name,
      retryLimit: options.retryLimit ?? 10,
      retryDelay: options.retryDelaySeconds ?? 15,
      retryBackoff: true,
    });
    created.add(name);
  };
  return {
    async send(name, data) {
      await ensureQueue(name);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job queue refused a ${name} job`);
      return id;
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data as never, job.id);
            } catch (error) {
              log.warn({ err: error, job: job.id, queue: name }, 'job failed; it will be retried');
              throw error;
            }
          }
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
