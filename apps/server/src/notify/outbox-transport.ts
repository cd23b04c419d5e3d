import { formatFileSize } from '@tradepact/shared';
import type { Db } from '../db/database.js';
import { outboxMessages } from '../db/schema/index.js';
import type { OutgoingEmail, SmsMessage, Transport } from './message.js';

/**
 * The files an email carried, as a last line of the text the outbox keeps (it stores no bytes), so a
 * developer sees that the sealed PDF went out: "Attached: contract-12.pdf (84 kB)". Inline images
 * are attachments too and are listed.
 */
function attachedLine(message: OutgoingEmail | SmsMessage): string {
  if (!('attachments' in message) || message.attachments.length === 0) return '';
  const files = message.attachments.map(
    (file) => `${file.filename} (${formatFileSize(file.content.length)})`,
  );
  return `\n\nAttached: ${files.join(', ')}`;
}

/** The development default: messages are kept in the database and shown at /dev/outbox. */
export function outboxTransport<M extends OutgoingEmail | SmsMessage>(
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
          text: message.text + attachedLine(message),
          html: 'html' in message ? (message.html ?? '') : '',
        })
        .onConflictDoNothing({ target: outboxMessages.jobId });
    },
  };
}
