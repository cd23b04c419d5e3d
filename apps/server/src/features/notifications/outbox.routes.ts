import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { notificationsApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { requireLoopback } from '../../http/loopback.js';
import { outboxMessages } from '../../db/schema/index.js';

/**
 * Development only: registered while the outbox transport is active outside production, and answered
 * only to this machine.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const outbox = notificationsApi.outbox;
  app.get(outbox.path, { ...routeOf(outbox), preHandler: requireLoopback }, async (request) => {
    const to = request.query.to?.toLowerCase();
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.to, to) : undefined)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(200);
    return ok(
      rows.map((row) => ({
        Id: row.id,
        Channel: row.channel,
        To: row.to,
        Subject: row.subject,
        Text: row.text,
        Html: row.html,
        CreatedTime: row.createdAt.toISOString(),
      })),
    );
  });
};
