import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contentApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { contentService, type AcceptanceMeta } from './content.service.js';

const meta = (request: FastifyRequest): AcceptanceMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

/**
 * Doc 1 §7: the popups after sign-in read and accept the EULA, the announcement and the term changes,
 * in the page's language (the account's once signed in, unless this browser's visitor chose another).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contentService(app.deps.database.db);

  app.get(contentApi.eulaRead.path, routeOf(contentApi.eulaRead), async (request) =>
    ok(await service.eula(currentUserId(request), request.language)),
  );

  app.post(contentApi.eulaAccept.path, routeOf(contentApi.eulaAccept), async (request) => {
    await service.acceptEula(currentUserId(request), request.body?.Version, meta(request));
    return ok(null);
  });

  app.get(contentApi.announcementRead.path, routeOf(contentApi.announcementRead), async (request) =>
    ok(await service.announcement(currentUserId(request), request.language)),
  );

  app.post(contentApi.announcementAccept.path, routeOf(contentApi.announcementAccept), async (request) => {
    await service.acceptAnnouncement(currentUserId(request), request.body?.Version, meta(request));
    return ok(null);
  });

  app.get(contentApi.termChanges.path, routeOf(contentApi.termChanges), async (request) =>
    ok(await service.termChanges(currentUserId(request), request.language)),
  );

  app.post(contentApi.termAcceptChanges.path, routeOf(contentApi.termAcceptChanges), async (request) => {
    await service.acceptTermChanges(currentUserId(request), request.body?.Version, meta(request));
    return ok(null);
  });
};
