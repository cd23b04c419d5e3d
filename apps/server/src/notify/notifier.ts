import { sendEmailJob } from '../jobs/send-email.job.js';
import { sendSmsJob } from '../jobs/send-sms.job.js';
import type { JobQueue, Transaction } from '../queue/queue.js';
import { trackDelivery } from './deliveries.js';
import type { EmailMessage, SmsMessage } from './message.js';
import type { MessageTransports } from './transports.js';

export interface NotifyOptions {
  /** Keep what becomes of it (queued, sent, failed) in message_deliveries, under its job id. */
  track?: boolean;
}

/** What features call to send a message: it goes out once their transaction commits. */
export interface Notifier {
  /**
   * Queues an email in the caller's transaction: delivered (retried until the transport accepts it)
   * once that transaction commits, never if it rolls back. Answers the job id.
   */
  email(tx: Transaction, message: EmailMessage, options?: NotifyOptions): Promise<string>;
  sms(tx: Transaction, message: SmsMessage, options?: NotifyOptions): Promise<string>;
  /** True while at least one channel writes to the development outbox. */
  readonly usesOutbox: boolean;
  readonly transports: { email: string; sms: string };
}

export function createNotifier(queue: JobQueue, transports: MessageTransports): Notifier {
  return {
    async email(tx, message, options = {}) {
      const jobId = await queue.enqueue(tx, sendEmailJob, message);
      if (options.track) await trackDelivery(tx, jobId, 'email');
      return jobId;
    },
    async sms(tx, message, options = {}) {
      const jobId = await queue.enqueue(tx, sendSmsJob, message);
      if (options.track) await trackDelivery(tx, jobId, 'sms');
      return jobId;
    },
    usesOutbox: transports.email.name === 'outbox' || transports.sms.name === 'outbox',
    transports: { email: transports.email.name, sms: transports.sms.name },
  };
}
