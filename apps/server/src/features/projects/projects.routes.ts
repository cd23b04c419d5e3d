import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, projectsApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { sendCheckedJson } from '../../http/envelope.js';
import { currentUserId } from '../auth/authenticate.js';
import { ownAddressSuggester } from './address-suggestions.js';
import { projectsService } from './projects.service.js';

/** Doc 2 §7: the contractor's projects (docs/api/projects.md). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = projectsService(app.deps.database.db);
  const suggester = ownAddressSuggester(app.deps.database.db);

  app.get(projectsApi.list.path, routeOf(projectsApi.list), async (request, reply) => {
    const userId = currentUserId(request);
    if (request.query.lite) return ok(await service.liteList(userId));
    return sendCheckedJson(reply, await service.fullListJson(userId));
  });

  app.get(projectsApi.page.path, routeOf(projectsApi.page), async (request) => {
    const { status, pageIndex, pageSize } = request.query;
    return ok(await service.page(currentUserId(request), status, pageIndex, pageSize));
  });

  app.get(projectsApi.read.path, routeOf(projectsApi.read), async (request) =>
    ok(await service.read(currentUserId(request), request.query.id)),
  );

  app.post(projectsApi.create.path, routeOf(projectsApi.create), async (request) =>
    ok(await service.create(currentUserId(request), request.body), request.t('projectCreated')),
  );

  app.put(projectsApi.update.path, routeOf(projectsApi.update), async (request) =>
    ok(await service.update(currentUserId(request), request.body), request.t('projectSaved')),
  );

  app.delete(projectsApi.remove.path, routeOf(projectsApi.remove), async (request) => {
    await service.delete(currentUserId(request), request.body);
    return ok(null, request.t('projectDeleted'));
  });

  app.put(projectsApi.updateStatus.path, routeOf(projectsApi.updateStatus), async (request) => {
    await service.updateStatus(currentUserId(request), request.body.id, request.body.status);
    return ok(null, request.t('projectStatusUpdated'));
  });

  app.get(projectsApi.suggestAddress.path, routeOf(projectsApi.suggestAddress), async (request) =>
    ok(await suggester.suggest(currentUserId(request), request.query.q, 8)),
  );
};
