import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, Transport } from '../notify/message.js';
import { defineJob } from './job.js';

/** One email, handed to the configured transport (SMTP, or the development outbox). */
export const sendEmailJob = defineJob({
  name: 'notify.email',
  payload: z.object({
    to: z.string().trim().min(1),
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().optional(),
  }) satisfies z.ZodType<EmailMessage>,
  // Ten tries from 15 s apart, doubling: a mail server down for hours loses nothing. A run expires
  // after 30 s, above the SMTP transport's own time-outs.
  retry: { limit: 10, delaySeconds: 15, backoff: true, expireInSeconds: 30 },
  handler:
    ({ transport, log }: { transport: Transport<EmailMessage>; log: FastifyBaseLogger }) =>
    async (message, job) => {
      await transport.send(message, job.id);
      log.info({ job: job.id, transport: transport.name }, 'email delivered');
    },
});
