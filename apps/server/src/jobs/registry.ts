import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../queue/queue.js';
import type { MessageTransports } from '../notify/transports.js';
import type { FileStorage } from '../storage/index.js';
import type { Database } from '../db/database.js';
import type { Notifier } from '../notify/notifier.js';
import { deliveryLog } from '../notify/deliveries.js';
import type { Config } from '../config/config.js';
import type { SealCredentials } from '../documents/seal/seal-input.js';
import type { Metrics } from '../ops/metrics.js';
import { sealContractJob } from '../features/signing/seal.job.js';
import { signingLinkKey } from '../features/signing/signing-keys.js';
import { sealingService } from '../features/signing/sealing.service.js';
import { sendReminderJob } from '../features/reminders/send-reminder.job.js';
import { signingReminderJob } from '../features/signing-reminders/signing-reminder.job.js';
import { reminderDelivery } from '../features/signing-reminders/reminder-delivery.js';
import { pushCreditsJob } from '../features/billing/push-credits.job.js';
import { pushCreditsToProvider } from '../features/billing/credits.js';
import { paymentProviderFor } from '../features/billing/providers/index.js';
import { scheduledDelivery } from '../features/reminders/scheduled-delivery.js';
import { overdueRemindersJob } from '../features/reminders/overdue-reminders.job.js';
import { overdueReminderSweep } from '../features/reminders/overdue-reminders.js';
import { deleteStoredFilesJob } from '../features/account-closing/delete-stored-files.job.js';
import { cancelSubscriptionJob } from '../features/account-closing/cancel-subscription.job.js';
import { storeInvoicePdfJob } from '../features/billing/store-invoice-pdf.job.js';
import { signatureSweepJob } from '../features/signing/signature-sweep.job.js';
import { sweepSignatureFiles } from '../features/signing/signature-files.js';
import { invoicePdfs } from '../features/billing/invoice-pdfs.js';
import type { JobDefinition, JobType, PayloadSchema } from './job.js';
import { sendEmailJob } from './send-email.job.js';
import { sendSmsJob } from './send-sms.job.js';
import { signingSweepJob } from '../features/signing/signing-sweep.job.js';
import { signingSweeps } from '../features/signing/sweeps.js';
import { localRenewalsJob } from '../features/billing/local-renewals.job.js';
import { localRenewals } from '../features/billing/renewals.js';
import type { AccessTokenKey } from '../features/auth/access-token.js';
import { holdbackRemindersJob } from '../features/payments/holdback-reminders.job.js';
import { holdbackReminderSweep } from '../features/payments/holdback-reminders.js';
import { issueInvoiceJob } from '../features/payments/issue-invoice.job.js';
import { paymentReceivedJob } from '../features/payments/payment-received.job.js';
import { invoiceIssuing } from '../features/payments/invoice-issuing.js';
import { deliverWebhookJob } from '../features/webhooks/deliver-webhook.job.js';
import { webhookDelivery } from '../features/webhooks/webhook-delivery.js';
import { webhookSecretKey } from '../features/webhooks/webhooks.service.js';
import { webhookSweepJob } from '../features/webhooks/webhook-sweep.job.js';
import { webhookSweep } from '../features/webhooks/webhook-sweep.js';

/** What the server's job handlers may be given. */
export interface WorkerDeps {
  transports: MessageTransports;
  storage: FileStorage;
  log: FastifyBaseLogger;
  database: Database;
  notifier: Notifier;
  config: Config;
  sealCredentials: SealCredentials;
  metrics: Metrics;
  queue: JobQueue;
  authKey: AccessTokenKey;
}

/** Issued invoices' PDFs and messages, and received payments' receipts. */
const issuingOf = (deps: WorkerDeps) =>
  invoiceIssuing({
    db: deps.database.db,
    storage: deps.storage,
    notifier: deps.notifier,
    publicUrl: deps.config.publicUrl,
    productName: deps.config.productName,
    linkKey: signingLinkKey(deps.authKey.secret),
  });

/** Webhook deliveries' attempts (issue 34 §2), as every server makes them. */
const webhookDeliveryOf = (deps: WorkerDeps) =>
  webhookDelivery({
    db: deps.database.db,
    queue: deps.queue,
    notifier: deps.notifier,
    secretKey: webhookSecretKey(deps.authKey.secret),
    production: deps.config.env === 'production',
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
  });

interface Registration {
  job: JobType<PayloadSchema>;
  start(queue: JobQueue, deps: WorkerDeps): Promise<void>;
}

/** A job and how its handler's dependencies are taken from the server's. */
function register<S extends PayloadSchema, D>(
  job: JobDefinition<S, D>,
  pick: (deps: WorkerDeps) => D,
): Registration {
  return {
    job,
    start: (queue, deps) => queue.work(job, deps.metrics.countingFailures(job.name, job.handler(pick(deps)))),
  };
}

/**
 * Every job the server works. A definition missing here would be enqueued and never run; a test
 * checks that each `*.job.ts` is listed.
 */
export const registrations: Registration[] = [
  register(sendEmailJob, ({ transports, log, storage, metrics, database }) => ({
    transport: metrics.countingMessages('email', transports.email),
    log,
    storage,
    deliveries: deliveryLog(database.db),
  })),
  register(sendSmsJob, ({ transports, log, metrics, database }) => ({
    transport: metrics.countingMessages('sms', transports.sms),
    log,
    deliveries: deliveryLog(database.db),
  })),
  register(sealContractJob, (deps) => ({
    seal: sealingService({
      db: deps.database.db,
      storage: deps.storage,
      notifier: deps.notifier,
      publicUrl: deps.config.publicUrl,
      productName: deps.config.productName,
      credentials: deps.sealCredentials,
      log: deps.log,
      linkKey: signingLinkKey(deps.authKey.secret),
      queue: deps.queue,
    }).seal,
    metrics: deps.metrics,
  })),
  register(pushCreditsJob, (deps) => ({
    push: (userId: string) => pushCreditsToProvider(deps.database.db, paymentProviderFor(deps), userId),
  })),
  register(sendReminderJob, (deps) => ({
    deliver: scheduledDelivery({
      db: deps.database.db,
      notifier: deps.notifier,
      publicUrl: deps.config.publicUrl,
      linkKey: signingLinkKey(deps.authKey.secret),
      log: deps.log,
    }).deliver,
  })),
  register(overdueRemindersJob, (deps) => ({
    sweep: overdueReminderSweep({
      db: deps.database.db,
      notifier: deps.notifier,
      publicUrl: deps.config.publicUrl,
      linkKey: signingLinkKey(deps.authKey.secret),
      log: deps.log,
    }).sweep,
  })),
  register(signingReminderJob, (deps) => ({
    deliver: reminderDelivery({
      db: deps.database.db,
      notifier: deps.notifier,
      queue: deps.queue,
      publicUrl: deps.config.publicUrl,
      productName: deps.config.productName,
      linkKey: signingLinkKey(deps.authKey.secret),
      log: deps.log,
    }).deliver,
  })),
  register(signingSweepJob, (deps) => ({
    sweep: signingSweeps({
      db: deps.database.db,
      queue: deps.queue,
      notifier: deps.notifier,
      publicUrl: deps.config.publicUrl,
      productName: deps.config.productName,
      log: deps.log,
    }).sweep,
  })),
  register(localRenewalsJob, (deps) => ({ renew: localRenewals(deps).run })),
  register(deleteStoredFilesJob, ({ storage }) => ({ storage })),
  register(cancelSubscriptionJob, (deps) => ({ provider: paymentProviderFor(deps) })),
  register(signatureSweepJob, (deps) => ({
    sweep: () => sweepSignatureFiles({ db: deps.database.db, storage: deps.storage, log: deps.log }),
  })),
  register(storeInvoicePdfJob, (deps) => ({
    store: invoicePdfs({ db: deps.database.db, storage: deps.storage, operator: deps.config.operator }).store,
  })),
  register(issueInvoiceJob, (deps) => ({ issue: issuingOf(deps).issue })),
  register(paymentReceivedJob, (deps) => ({ sendReceipts: issuingOf(deps).sendReceipts })),
  register(holdbackRemindersJob, (deps) => ({
    sweep: holdbackReminderSweep({
      db: deps.database.db,
      notifier: deps.notifier,
      publicUrl: deps.config.publicUrl,
      productName: deps.config.productName,
    }).sweep,
  })),
  register(deliverWebhookJob, (deps) => ({ attempt: webhookDeliveryOf(deps).attempt })),
  register(webhookSweepJob, (deps) => ({ sweep: webhookSweep({ db: deps.database.db, queue: deps.queue }) })),
];

/** Starts a worker for every registered job (at start-up, before the server takes requests). */
export async function startWorkers(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  for (const registration of registrations) await registration.start(queue, deps);
}
