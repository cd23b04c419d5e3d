import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationsApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { apiKeysService } from './api-keys.service.js';

/** Settings › Integrations' API keys (issue 34 §1); an API key itself may call none of these. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = apiKeysService(app.deps.database.db);

  app.get(integrationsApi.keys.path, routeOf(integrationsApi.keys), async (request) =>
    ok(await keys.list(currentUserId(request))),
  );

  app.post(integrationsApi.createKey.path, routeOf(integrationsApi.createKey), async (request) =>
    ok(await keys.create(currentUserId(request), request.body), request.t('apiKeyCreated')),
  );

  app.post(integrationsApi.revokeKey.path, routeOf(integrationsApi.revokeKey), async (request) =>
    ok(await keys.revoke(currentUserId(request), request.body.Id), request.t('apiKeyRevoked')),
  );
};
