import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** One message of the development outbox, as the server answers it. */
export const outboxMessageSchema = z.object({
  Id: z.uuid(),
  Channel: z.enum(['email', 'sms']),
  To: z.string(),
  Subject: z.string(),
  Text: z.string(),
  Html: z.string(),
  /** An ISO time. */
  CreatedTime: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Messages the product sent. */
export const notificationsApi = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Development outbox: messages to an address (or all), newest first',
    access: 'public',
    query: z.object({ to: z.string().trim().max(200).optional() }),
    data: z.array(outboxMessageSchema),
  }),
};
