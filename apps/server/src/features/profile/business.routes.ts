import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, profileApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { businessService } from './business.service.js';

/**
 * Doc 1 §7: the business profile of the signed-in contractor. Each call reads or writes the caller's
 * own profile, found by the session's user, so there is no one else's to refuse and no policy to ask.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = businessService(app.deps.database.db);

  app.get(profileApi.read.path, routeOf(profileApi.read), async (request) =>
    ok(await service.read(currentUserId(request))),
  );

  app.put(profileApi.update.path, routeOf(profileApi.update), async (request) => {
    const saved = await service.update(currentUserId(request), request.body);
    return ok(saved, request.t('profileSaved'));
  });
};
