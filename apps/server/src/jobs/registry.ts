import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../queue/queue.js';
import type { MessageTransports } from '../notify/transports.js';
import type { FileStorage } from '../storage/index.js';
import type { JobDefinition, JobType, PayloadSchema } from './job.js';
import { sendEmailJob } from './send-email.job.js';
import { sendSmsJob } from './send-sms.job.js';

/** What the server's job handlers may be given. */
export interface WorkerDeps {
  transports: MessageTransports;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

interface Registration {
  job: JobType<PayloadSchema>;
  start(queue: JobQueue, deps: WorkerDeps): Promise<void>;
}

/** A job and how its handler's dependencies are taken from the server's. */
function register<S extends PayloadSchema, D>(
  job: JobDefinition<S, D>,
  pick: (deps: WorkerDeps) => D,
): Registration {
  return { job, start: (queue, deps) => queue.work(job, job.handler(pick(deps))) };
}

/**
 * Every job the server works. A definition missing here would be enqueued and never run; a test
 * checks that each `*.job.ts` is listed.
 */
export const registrations: Registration[] = [
  register(sendEmailJob, ({ transports, log, storage }) => ({ transport: transports.email, log, storage })),
  register(sendSmsJob, ({ transports, log }) => ({ transport: transports.sms, log })),
];

/** Starts a worker for every registered job (at start-up, before the server takes requests). */
export async function startWorkers(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  for (const registration of registrations) await registration.start(queue, deps);
}
