import type { Db } from '../db/database.js';
import { outboxMessages } from '../db/schema/index.js';
import type { EmailMessage, SmsMessage, Transport } from './message.js';

/** The development default: messages are kept in the database and shown at /dev/outbox. */
export function outboxTransport<M extends EmailMessage | SmsMessage>(
  db: Db,
  channel: 'email' | 'sms',
): Transport<M> {
  return {
    name: 'outbox',
    async send(message, jobId) {
      await db
        .insert(outboxMessages)
        .values({
          jobId,
          channel,
          to: message.to.trim().toLowerCase(),
          subject: 'subject' in message ? message.subject : '',
          text: message.text,
          html: 'html' in message ? (message.html ?? '') : '',
        })
        .onConflictDoNothing({ target: outboxMessages.jobId });
    },
  };
}
