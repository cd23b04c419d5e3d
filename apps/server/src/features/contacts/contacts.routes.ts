import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsApi, ok, subcontractorProjectRules } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { refuseIfRestricted } from '../billing/entitlements.js';
import { projectsPolicy } from '../projects/projects.policy.js';
import { contactsPolicy } from './contacts.policy.js';
import { contactsService } from './contacts.service.js';
import { deleteContactsService } from './delete-contacts.service.js';

/** Doc 2 §7: the contractor's clients and sub-contractors (docs/api/projects.md). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contactsService(app.deps.database.db);
  const policy = contactsPolicy(app.deps.database.db);
  const projects = projectsPolicy(app.deps.database.db);
  const deletion = deleteContactsService(app.deps.database.db);

  app.get(contactsApi.clientList.path, routeOf(contactsApi.clientList), async (request) =>
    ok(await service.clients(currentUserId(request), request.language)),
  );

  app.post(contactsApi.clientCreate.path, routeOf(contactsApi.clientCreate), async (request) =>
    ok(await service.createClient(currentUserId(request), request.body), request.t('clientCreated')),
  );

  app.put(contactsApi.clientUpdate.path, routeOf(contactsApi.clientUpdate), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, { clientIds: request.body.Id ? [request.body.Id] : [] });
    // Doc 2 §6: a restricted account cannot edit project and client details.
    await refuseIfRestricted(app.deps.database.db, app.deps.config.billing.mode, userId);
    return ok(await service.updateClient(userId, request.body), request.t('clientSaved'));
  });

  app.delete(contactsApi.clientDelete.path, routeOf(contactsApi.clientDelete), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, { clientIds: request.body });
    await deletion.delete('client', userId, request.body, request.language);
    return ok(null, request.t('clientDeleted'));
  });

  app.get(contactsApi.subcontractorList.path, routeOf(contactsApi.subcontractorList), async (request) =>
    ok(await service.subcontractors(currentUserId(request), request.language)),
  );

  app.post(contactsApi.subcontractorCreate.path, routeOf(contactsApi.subcontractorCreate), async (request) =>
    ok(
      await service.createSubcontractor(currentUserId(request), request.body),
      request.t('subcontractorCreated'),
    ),
  );

  app.post(
    contactsApi.subcontractorCreateWithProject.path,
    routeOf(contactsApi.subcontractorCreateWithProject),
    async (request) =>
      ok(
        await service.createSubcontractor(currentUserId(request), request.body, subcontractorProjectRules),
        request.t('subcontractorAdded'),
      ),
  );

  app.put(contactsApi.subcontractorUpdate.path, routeOf(contactsApi.subcontractorUpdate), async (request) => {
    const userId = currentUserId(request);
    await policy.authorize({ userId }, { subcontractorIds: request.body.Id ? [request.body.Id] : [] });
    const { subcontractor, added } = await service.updateSubcontractor(userId, request.body);
    return ok(subcontractor, request.t(added ? 'subcontractorAddedToProject' : 'subcontractorSaved'));
  });

  app.delete(
    contactsApi.subcontractorDelete.path,
    routeOf(contactsApi.subcontractorDelete),
    async (request) => {
      const userId = currentUserId(request);
      await policy.authorize({ userId }, { subcontractorIds: request.body });
      await deletion.delete('subcontractor', userId, request.body, request.language);
      return ok(null, request.t('subcontractorDeleted'));
    },
  );

  app.put(
    contactsApi.subcontractorRemoveFromProject.path,
    routeOf(contactsApi.subcontractorRemoveFromProject),
    async (request) => {
      const userId = currentUserId(request);
      const { subcontractorId, projectId } = request.body;
      await projects.authorize({ userId }, 'removeSubcontractor', [projectId]);
      await policy.authorize({ userId }, { subcontractorIds: [subcontractorId] });
      await service.removeFromProject(subcontractorId, projectId);
      return ok(null, request.t('subcontractorRemoved'));
    },
  );
};
