import type { Config } from '../config/config.js';
import type { JobQueue } from '../queue/queue.js';
import { signingSweepJob } from '../features/signing/signing-sweep.job.js';
import { localRenewalsJob } from '../features/billing/local-renewals.job.js';
import { signatureSweepJob } from '../features/signing/signature-sweep.job.js';
import { holdbackRemindersJob } from '../features/payments/holdback-reminders.job.js';
import { overdueRemindersJob } from '../features/reminders/overdue-reminders.job.js';
import { webhookSweepJob } from '../features/webhooks/webhook-sweep.job.js';
import type { JobType, PayloadSchema } from './job.js';

export interface PeriodicJob {
  job: JobType<PayloadSchema>;
  /** Cron expression in UTC (five fields, or six with seconds first). */
  cron: string;
  /** Whether this configuration runs it; when not, a schedule left by an earlier start is removed. */
  runsWhen?: (config: Config) => boolean;
}

/**
 * The server's periodic work. Each entry is a job with a schedule in the database instead of a timer
 * in each process: with several servers on one database, each occurrence runs once.
 */
export const periodicJobs: PeriodicJob[] = [
  // Lost seals are requeued 2 minutes after the last signature at the earliest; lapsed offers are
  // told the day they lapse.
  { job: signingSweepJob, cron: '*/5 * * * *' },
  { job: localRenewalsJob, cron: '*/10 * * * *', runsWhen: (config) => config.billing.mode === 'local' },
  // Signature images no signer names an hour after they were stored (signature-files.ts).
  { job: signatureSweepJob, cron: '17 * * * *' },
  // Holdbacks that may be released, told to their contractor once (issue 33 §5): mid-morning in Ontario.
  { job: holdbackRemindersJob, cron: '0 14 * * *' },
  // Overdue invoices reminded without their contractor (issue 33 §4): hourly, so each goes in the
  // first hour after 08:00 on its project's clocks on the day it is due.
  { job: overdueRemindersJob, cron: '23 * * * *' },
  // Webhook attempts whose run is gone picked up again, and month-old deliveries deleted (issue 34 §2).
  { job: webhookSweepJob, cron: '41 * * * *' },
];

/**
 * Puts each periodic job's schedule in the database (every server does so at start; the same
 * schedule twice is one). `cronOverride` replaces every expression, for tests that cannot wait minutes.
 */
export async function schedulePeriodicJobs(
  queue: JobQueue,
  config: Config,
  cronOverride?: string,
): Promise<void> {
  for (const { job, cron, runsWhen } of periodicJobs) {
    const runs = runsWhen?.(config) ?? true;
    await queue.schedule(job, runs ? (cronOverride ?? cron) : undefined);
  }
}
