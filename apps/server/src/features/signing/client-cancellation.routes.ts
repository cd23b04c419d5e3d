import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signingApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { clientCancellationService } from './client-cancellation.service.js';
import { requestMeta } from './signing.routes.js';

/**
 * Issue 31 §2: the consumer cancels a signed contract within the period, from the completion email's
 * link, under their signing key and without an account (docs/api/signing.md).
 */
export const clientCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, notifier, config, queue } = app.deps;
  const cancellation = clientCancellationService({
    db: database.db,
    notifier,
    queue,
    productName: config.productName,
  });
  // Keys are 256-bit: the limit is against floods from one address, not guessing (as signing's).
  const keyLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

  app.get(
    signingApi.clientCancellation.path,
    { ...routeOf(signingApi.clientCancellation), config: keyLimit },
    async (request) => ok(await cancellation.read(request.query.code, requestMeta(request))),
  );

  app.post(
    signingApi.cancelByClient.path,
    { ...routeOf(signingApi.cancelByClient), config: keyLimit },
    async (request) => {
      const { code, reason } = request.body;
      const answer = await cancellation.cancel(code, reason, requestMeta(request));
      return ok(answer, request.t('clientCancelRecorded'));
    },
  );
};
