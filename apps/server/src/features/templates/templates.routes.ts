import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, templatesApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { templatesPolicy } from './templates.policy.js';
import { templatesService, type TemplateInput } from './templates.service.js';

/** Doc 3 §7 "Templates": the contractor's clause templates (docs/api/templates.md). */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = templatesService(app.deps.database.db, app.deps.config.billing.mode);
  const policy = templatesPolicy(app.deps.database.db);

  app.get(templatesApi.readList.path, routeOf(templatesApi.readList), async (request) =>
    ok(await service.list(currentUserId(request), request.query.type)),
  );

  app.post(templatesApi.create.path, routeOf(templatesApi.create), async (request) =>
    ok(await service.create(currentUserId(request), request.body)),
  );

  const save = async (userId: string, body: TemplateInput & { Id: string }) => {
    await policy.authorize({ userId }, [body.Id]);
    return ok(await service.update(userId, body.Id, body));
  };
  app.put(templatesApi.update.path, routeOf(templatesApi.update), async (request) =>
    save(currentUserId(request), request.body),
  );
  // The demo builder saves with POST (doc 3 §7).
  app.post(templatesApi.updateWithPost.path, routeOf(templatesApi.updateWithPost), async (request) =>
    save(currentUserId(request), request.body),
  );

  app.delete(templatesApi.delete.path, routeOf(templatesApi.delete), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, request.body);
    await service.delete(userId, request.body);
    return ok(null);
  });
};
