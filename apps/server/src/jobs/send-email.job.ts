import { z } from 'zod';
import { emailPattern, limits } from '@tradepact/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryLog } from '../notify/deliveries.js';
import type { AttachedFile, EmailMessage, OutgoingEmail, Transport } from '../notify/message.js';
import type { FileStorage } from '../storage/index.js';
import { defineJob } from './job.js';

const attachment = z.object({
  // A name the recipient's mail program saves the file under: no folders.
  filename: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/\\]+$/),
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
  storageKey: z.string().min(1),
  cid: z
    .string()
    .regex(/^[\w.-]+$/)
    .optional(),
});

/**
 * One email, handed to the configured transport (SMTP, or the development outbox), with its
 * attachments read from file storage when it runs.
 */
export const sendEmailJob = defineJob({
  name: 'notify.email',
  payload: z.object({
    to: z.string().trim().min(1),
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().optional(),
    attachments: z.array(attachment).optional(),
    // One address as the profile form accepts it: no white space, so never a second header line.
    replyTo: z.string().max(limits.emailMaxLength).regex(emailPattern).optional(),
    headers: z.record(z.string().regex(/^List-Unsubscribe(-Post)?$/), z.string().max(2000)).optional(),
  }) satisfies z.ZodType<EmailMessage>,
  // Ten tries from 15 s apart, doubling: a mail server down for hours loses nothing. A run expires
  // after 30 s, above the SMTP transport's own time-outs.
  retry: { limit: 10, delaySeconds: 15, backoff: true, expireInSeconds: 30 },
  handler:
    ({
      transport,
      log,
      storage,
      deliveries,
    }: {
      transport: Transport<OutgoingEmail>;
      log: FastifyBaseLogger;
      storage: FileStorage;
      deliveries: DeliveryLog;
    }) =>
    async ({ attachments = [], ...message }, job) => {
      const files: AttachedFile[] = [];
      try {
        for (const { storageKey, ...file } of attachments) {
          const content = await storage.get(storageKey);
          if (!content) {
            // Usually a file whose write has not landed yet (another store, a replica): retried.
            log.error({ job: job.id, storageKey, filename: file.filename }, 'email attachment missing');
            throw new Error(`email attachment missing from storage: ${storageKey}`);
          }
          files.push({ ...file, content });
        }
        await transport.send({ ...message, attachments: files }, job.id);
      } catch (error) {
        if (job.lastTry) await deliveries.record(job.id, 'failed');
        throw error;
      }
      await deliveries.record(job.id, 'sent');
      log.info({ job: job.id, transport: transport.name, attachments: files.length }, 'email delivered');
    },
});
