import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientShapeSchema,
  ok,
  subcontractorProjectRules,
  subcontractorShapeSchema,
} from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { clientSchema, subcontractorSchema } from './contacts.dto.js';
import { contactsService } from './contacts.service.js';

/** Doc 2 §7: the contractor's clients and sub-contractors (docs/api/projects.md). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contactsService(app.deps.database.db);

  app.get(
    '/api/app/client/readlist',
    signedIn({ summary: "The caller's clients", response: okResponse(z.array(clientSchema)) }),
    async (request) => ok(await service.clients(currentUserId(request), request.language)),
  );

  app.post(
    '/api/app/client/create',
    signedIn({ summary: 'Creates a client', body: clientShapeSchema, response: okResponse(clientSchema) }),
    async (request) =>
      ok(await service.createClient(currentUserId(request), request.body), request.t('clientCreated')),
  );

  app.put(
    '/api/app/client/update',
    signedIn({ summary: 'Saves a client', body: clientShapeSchema, response: okResponse(clientSchema) }),
    async (request) =>
      ok(await service.updateClient(currentUserId(request), request.body), request.t('clientSaved')),
  );

  app.get(
    '/api/app/subcontractor/readlist',
    signedIn({ summary: "The caller's sub-contractors", response: okResponse(z.array(subcontractorSchema)) }),
    async (request) => ok(await service.subcontractors(currentUserId(request), request.language)),
  );

  app.post(
    '/api/app/subcontractor/create',
    signedIn({
      summary: 'Creates a sub-contractor (My Contacts), added to ProjectId when given',
      body: subcontractorShapeSchema,
      response: okResponse(subcontractorSchema),
    }),
    async (request) =>
      ok(
        await service.createSubcontractor(currentUserId(request), request.body),
        request.t('subcontractorCreated'),
      ),
  );

  app.post(
    '/api/app/subcontractor/createwithproject',
    signedIn({
      summary: 'Creates a sub-contractor on a project (My Projects)',
      body: subcontractorShapeSchema.extend({ ProjectId: z.uuid() }),
      response: okResponse(subcontractorSchema),
    }),
    async (request) =>
      ok(
        await service.createSubcontractor(currentUserId(request), request.body, subcontractorProjectRules),
        request.t('subcontractorAdded'),
      ),
  );

  app.put(
    '/api/app/subcontractor/update',
    signedIn({
      summary: 'Saves a sub-contractor; with ProjectId, also adds it to that current project',
      body: subcontractorShapeSchema,
      response: okResponse(subcontractorSchema),
    }),
    async (request) => {
      const { subcontractor, added } = await service.updateSubcontractor(
        currentUserId(request),
        request.body,
      );
      return ok(subcontractor, request.t(added ? 'subcontractorAddedToProject' : 'subcontractorSaved'));
    },
  );

  app.put(
    '/api/app/subcontractor/deletefromproject',
    signedIn({
      summary: 'Removes a sub-contractor from a project',
      body: z.object({ subcontractorId: z.uuid(), projectId: z.uuid() }),
      response: okResponse(z.null()),
    }),
    async (request) => {
      const { subcontractorId, projectId } = request.body;
      await service.removeFromProject(currentUserId(request), subcontractorId, projectId);
      return ok(null, request.t('subcontractorRemoved'));
    },
  );
};
