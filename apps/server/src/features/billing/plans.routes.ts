import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { billingService } from './billing.service.js';

/** The public plan cards of the home page and their quotas. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = billingService(app.deps.database.db, app.publicCache);
  app.get(billingApi.plans.path, routeOf(billingApi.plans), async (request) =>
    ok(await service.plans(request.language)),
  );
  app.get(billingApi.quotas.path, routeOf(billingApi.quotas), async () => ok(await service.quotas()));
};
