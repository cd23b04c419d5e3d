import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { requireLoopback } from '../../http/loopback.js';
import { notificationsService } from './notifications.service.js';

/**
 * Development only: registered while the outbox transport is active outside production, and answered
 * only to this machine.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationsService(app.deps.database.db);
  const outbox = notificationsApi.outbox;
  app.get(outbox.path, { ...routeOf(outbox), preHandler: requireLoopback }, async (request) =>
    ok(await service.outbox(request.query.to)),
  );
};
