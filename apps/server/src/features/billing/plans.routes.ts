import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { readyAnswerRoute, sendReady } from '../../http/ready-answer.js';
import { billingService } from './billing.service.js';

/** The public plan cards of the home page and their quotas. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = billingService(app.deps.database.db, app.publicCache);
  app.get(billingApi.plans.path, readyAnswerRoute(routeOf(billingApi.plans)), (request, reply) =>
    sendReady(request, reply, service.plans(request.language)),
  );
  app.get(billingApi.quotas.path, readyAnswerRoute(routeOf(billingApi.quotas)), (request, reply) =>
    sendReady(request, reply, service.quotas()),
  );
};
