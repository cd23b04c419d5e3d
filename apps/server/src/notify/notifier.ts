import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../queue/queue.js';
import type { EmailMessage, SmsMessage, Transport } from './message.js';
import { outboxTransport } from './outbox-transport.js';
import { smtpTransport } from './smtp-transport.js';
import { twilioTransport } from './twilio-transport.js';

export interface Notifier {
  /** Queues an email; answers the job id. Delivery is retried until the transport accepts it. */
  email(message: EmailMessage): Promise<string>;
  sms(message: SmsMessage): Promise<string>;
  /** True while at least one channel writes to the development outbox. */
  readonly usesOutbox: boolean;
  readonly transports: { email: string; sms: string };
}

const emailJob = 'notify.email';
const smsJob = 'notify.sms';

export async function startNotifier(deps: {
  config: Pick<Config, 'mail' | 'twilio'>;
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
}): Promise<Notifier> {
  const { config, db, queue, log } = deps;
  const email: Transport<EmailMessage> = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : outboxTransport(db, 'email');
  const sms: Transport<SmsMessage> = config.twilio
    ? twilioTransport(config.twilio)
    : outboxTransport(db, 'sms');

  await queue.work<EmailMessage>(emailJob, async (message, jobId) => {
    await email.send(message, jobId);
    log.info({ job: jobId, transport: email.name }, 'email delivered');
  });
  await queue.work<SmsMessage>(smsJob, async (message, jobId) => {
    await sms.send(message, jobId);
    log.info({ job: jobId, transport: sms.name }, 'sms delivered');
  });

  return {
    email: (message) => queue.send(emailJob, message),
    sms: (message) => queue.send(smsJob, message),
    usesOutbox: email.name === 'outbox' || sms.name === 'outbox',
    transports: { email: email.name, sms: sms.name },
  };
}
