import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, projectsApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { notFound } from '../../http/app-error.js';
import { sendCheckedJson } from '../../http/envelope.js';
import { currentUserId } from '../auth/authenticate.js';
import { refuseIfRestricted } from '../billing/entitlements.js';
import { ownAddressSuggester } from './address-suggestions.repository.js';
import { projectsPolicy } from './projects.policy.js';
import { projectsService } from './projects.service.js';

/** Doc 2 §7: the contractor's projects (docs/api/projects.md). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = projectsService(app.deps.database.db);
  const policy = projectsPolicy(app.deps.database.db);
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

  app.get(projectsApi.read.path, routeOf(projectsApi.read), async (request) => {
    const userId = currentUserId(request);
    const { id } = request.query;
    const access = (await policy.authorize({ userId }, 'read', [id])).get(id);
    if (!access) throw notFound();
    return ok(await service.read(userId, id, access));
  });

  app.post(projectsApi.create.path, routeOf(projectsApi.create), async (request) =>
    ok(await service.create(currentUserId(request), request.body), request.t('projectCreated')),
  );

  app.put(projectsApi.update.path, routeOf(projectsApi.update), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, 'edit', request.body.Id ? [request.body.Id] : []);
    // Doc 2 §6: a restricted account cannot edit project and client details.
    await refuseIfRestricted(app.deps.database.db, app.deps.config.billing.mode, userId);
    return ok(await service.update(userId, request.body), request.t('projectSaved'));
  });

  app.delete(projectsApi.remove.path, routeOf(projectsApi.remove), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, 'delete', request.body);
    await service.delete(userId, request.body);
    return ok(null, request.t('projectDeleted'));
  });

  app.put(projectsApi.updateStatus.path, routeOf(projectsApi.updateStatus), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, 'changeStatus', [request.body.id]);
    await service.updateStatus(userId, request.body.id, request.body.status);
    return ok(null, request.t('projectStatusUpdated'));
  });

  app.get(projectsApi.suggestAddress.path, routeOf(projectsApi.suggestAddress), async (request) =>
    ok(await suggester.suggest(currentUserId(request), request.query.q, 8)),
  );
};
