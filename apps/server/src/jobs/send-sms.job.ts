import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryLog } from '../notify/deliveries.js';
import type { SmsMessage, Transport } from '../notify/message.js';
import { defineJob } from './job.js';

/** One text message, handed to the configured transport (Twilio, or the development outbox). */
export const sendSmsJob = defineJob({
  name: 'notify.sms',
  payload: z.object({
    to: z.string().trim().min(1),
    text: z.string().min(1),
  }) satisfies z.ZodType<SmsMessage>,
  // As email: ten tries with back-off; a run expires after 30 s, above Twilio's request time-out.
  retry: { limit: 10, delaySeconds: 15, backoff: true, expireInSeconds: 30 },
  handler:
    ({
      transport,
      log,
      deliveries,
    }: {
      transport: Transport<SmsMessage>;
      log: FastifyBaseLogger;
      deliveries: DeliveryLog;
    }) =>
    async (message, job) => {
      try {
        await transport.send(message, job.id);
      } catch (error) {
        if (job.lastTry) await deliveries.record(job.id, 'failed');
        throw error;
      }
      await deliveries.record(job.id, 'sent');
      log.info({ job: job.id, transport: transport.name }, 'sms delivered');
    },
});
