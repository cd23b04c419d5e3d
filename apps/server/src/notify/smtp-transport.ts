import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { OutgoingEmail, Transport } from './message.js';

/**
 * Sends through the SMTP server of `smtpUrl`. `messageIdHost` is the right side of every Message-ID:
 * the host of PUBLIC_URL, a domain the product answers for, so ids are unique beyond this product
 * and spam filters find them plausible for the sending domain (RFC 5322 §3.6.4).
 */
export function smtpTransport(
  smtpUrl: string,
  from: string,
  messageIdHost: string,
): Transport<OutgoingEmail> {
  // A send gives up well within the job's 30 s expiry (nodemailer waits up to 10 min by default), so
  // a stalled server fails the run and it is retried, instead of a second run starting beside it.
  const mailer = nodemailer.createTransport(
    new SMTPTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    }),
  );
  return {
    name: 'smtp',
    async send(message, jobId) {
      await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        // An image with a cid is shown inside the HTML part (multipart/related), not listed as a file.
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
        })),
        // The same id on every run of the job lets receiving servers drop a duplicate.
        messageId: `<${jobId}@${messageIdHost}>`,
      });
    },
  };
}
