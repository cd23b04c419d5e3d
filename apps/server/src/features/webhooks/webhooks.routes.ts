import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationsApi as api, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { webhookSecretKey, webhooksService } from './webhooks.service.js';

/** Settings › Integrations' webhook endpoints and their deliveries (issue 34 §2; docs/api/integrations.md). */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, queue, config, authKey } = app.deps;
  const webhooks = webhooksService({
    db: database.db,
    queue,
    secretKey: webhookSecretKey(authKey.secret),
    production: config.env === 'production',
  });
  // Saving looks the address up, and a test or resend makes a request to it: a person clicks a few times.
  const sendLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.get(api.endpoints.path, routeOf(api.endpoints), async (request) =>
    ok(await webhooks.list(currentUserId(request))),
  );

  app.post(api.createEndpoint.path, { ...routeOf(api.createEndpoint), ...sendLimit }, async (request) =>
    ok(await webhooks.create(currentUserId(request), request.body), request.t('webhookEndpointCreated')),
  );

  app.put(api.updateEndpoint.path, { ...routeOf(api.updateEndpoint), ...sendLimit }, async (request) =>
    ok(await webhooks.update(currentUserId(request), request.body), request.t('webhookEndpointSaved')),
  );

  app.post(api.rollSecret.path, routeOf(api.rollSecret), async (request) =>
    ok(await webhooks.rollSecret(currentUserId(request), request.body.Id), request.t('webhookSecretRolled')),
  );

  app.delete(api.deleteEndpoint.path, routeOf(api.deleteEndpoint), async (request) => {
    await webhooks.remove(currentUserId(request), request.body.Id);
    return ok(null, request.t('webhookEndpointDeleted'));
  });

  app.get(api.deliveries.path, routeOf(api.deliveries), async (request) =>
    ok(await webhooks.deliveries(currentUserId(request), request.query.EndpointId, request.language)),
  );

  app.post(api.sendTest.path, { ...routeOf(api.sendTest), ...sendLimit }, async (request) =>
    ok(
      await webhooks.sendTest(currentUserId(request), request.body.EndpointId, request.language),
      request.t('webhookTestQueued'),
    ),
  );

  app.post(api.resend.path, { ...routeOf(api.resend), ...sendLimit }, async (request) =>
    ok(
      await webhooks.resend(currentUserId(request), request.body.Id, request.language),
      request.t('webhookResendQueued'),
    ),
  );
};
