import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { sendCheckedJson } from '../../http/envelope.js';
import { billingService } from './billing.service.js';

/** The public plan cards of the home page and their quotas. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = billingService(app.deps.database.db, app.publicCache);
  app.get(billingApi.plans.path, routeOf(billingApi.plans), async (request, reply) =>
    sendCheckedJson(reply, await service.plansJson(request.language)),
  );
  app.get(billingApi.quotas.path, routeOf(billingApi.quotas), async (_request, reply) =>
    sendCheckedJson(reply, await service.quotasJson()),
  );
};
