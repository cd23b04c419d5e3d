import nodemailer from 'nodemailer';
import type { EmailMessage, Transport } from './message.js';

export function smtpTransport(smtpUrl: string, from: string): Transport<EmailMessage> {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message, jobId) {
      await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The same id on a retry lets receiving servers drop a duplicate.
        messageId: `<${jobId}@tradepact>`,
      });
    },
  };
}
