import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { okResponse } from '../../http/envelope.js';
import { requireLoopback } from '../../http/loopback.js';
import { outboxMessages } from '../../db/schema/index.js';

const messageSchema = z.object({
  Id: z.uuid(),
  Channel: z.enum(['email', 'sms']),
  To: z.string(),
  Subject: z.string(),
  Text: z.string(),
  Html: z.string(),
  CreatedTime: z.string(),
});

/**
 * Development only: registered while the outbox transport is active outside production, and answered
 * only to this machine.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/dev/outbox',
    {
      preHandler: requireLoopback,
      schema: {
        summary: 'Development outbox: messages to an address (or all), newest first',
        querystring: z.object({ to: z.string().trim().max(200).optional() }),
        response: okResponse(z.array(messageSchema)),
      },
    },
    async (request) => {
      const to = request.query.to?.toLowerCase();
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.to, to) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(200);
      return {
        Type: 200,
        Content: '',
        Data: rows.map((row) => ({
          Id: row.id,
          Channel: row.channel,
          To: row.to,
          Subject: row.subject,
          Text: row.text,
          Html: row.html,
          CreatedTime: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
