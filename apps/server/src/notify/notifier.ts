import { sendEmailJob } from '../jobs/send-email.job.js';
import { sendSmsJob } from '../jobs/send-sms.job.js';
import type { JobQueue, Transaction } from '../queue/queue.js';
import type { EmailMessage, SmsMessage } from './message.js';
import type { MessageTransports } from './transports.js';

/** What features call to send a message: it goes out once their transaction commits. */
export interface Notifier {
  /**
   * Queues an email in the caller's transaction: delivered (retried until the transport accepts it)
   * once that transaction commits, never if it rolls back. Answers the job id.
   */
  email(tx: Transaction, message: EmailMessage): Promise<string>;
  sms(tx: Transaction, message: SmsMessage): Promise<string>;
  /** True while at least one channel writes to the development outbox. */
  readonly usesOutbox: boolean;
  readonly transports: { email: string; sms: string };
}

export function createNotifier(queue: JobQueue, transports: MessageTransports): Notifier {
  return {
    email: (tx, message) => queue.enqueue(tx, sendEmailJob, message),
    sms: (tx, message) => queue.enqueue(tx, sendSmsJob, message),
    usesOutbox: transports.email.name === 'outbox' || transports.sms.name === 'outbox',
    transports: { email: transports.email.name, sms: transports.sms.name },
  };
}
