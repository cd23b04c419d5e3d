import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientShapeSchema, subcontractorProjectRules, subcontractorShapeSchema } from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { clientSchema, subcontractorSchema } from './contacts.dto.js';
import { contactsService } from './contacts.service.js';

const signedIn = { preHandler: requireUser } as const;
const security = [{ bearer: [] }];

/** Doc 2 §7: the contractor's clients and sub-contractors (docs/api/projects.md). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contactsService(app.deps.database.db);

  app.get(
    '/api/app/client/readlist',
    {
      ...signedIn,
      schema: { summary: "The caller's clients", security, response: okResponse(z.array(clientSchema)) },
    },
    async (request) => ({ Type: 200, Content: '', Data: await service.clients(currentUserId(request)) }),
  );

  app.post(
    '/api/app/client/create',
    {
      ...signedIn,
      schema: {
        summary: 'Creates a client',
        security,
        body: clientShapeSchema,
        response: okResponse(clientSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: request.t('clientCreated'),
      Data: await service.createClient(currentUserId(request), request.body),
    }),
  );

  app.put(
    '/api/app/client/update',
    {
      ...signedIn,
      schema: {
        summary: 'Saves a client',
        security,
        body: clientShapeSchema,
        response: okResponse(clientSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: request.t('clientSaved'),
      Data: await service.updateClient(currentUserId(request), request.body),
    }),
  );

  app.get(
    '/api/app/subcontractor/readlist',
    {
      ...signedIn,
      schema: {
        summary: "The caller's sub-contractors",
        security,
        response: okResponse(z.array(subcontractorSchema)),
      },
    },
    async (request) => ({
      Type: 200,
      Content: '',
      Data: await service.subcontractors(currentUserId(request)),
    }),
  );

  app.post(
    '/api/app/subcontractor/create',
    {
      ...signedIn,
      schema: {
        summary: 'Creates a sub-contractor (My Contacts), added to ProjectId when given',
        security,
        body: subcontractorShapeSchema,
        response: okResponse(subcontractorSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: request.t('subcontractorCreated'),
      Data: await service.createSubcontractor(currentUserId(request), request.body),
    }),
  );

  app.post(
    '/api/app/subcontractor/createwithproject',
    {
      ...signedIn,
      schema: {
        summary: 'Creates a sub-contractor on a project (My Projects)',
        security,
        body: subcontractorShapeSchema.extend({ ProjectId: z.uuid() }),
        response: okResponse(subcontractorSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: request.t('subcontractorAdded'),
      Data: await service.createSubcontractor(
        currentUserId(request),
        request.body,
        subcontractorProjectRules,
      ),
    }),
  );

  app.put(
    '/api/app/subcontractor/update',
    {
      ...signedIn,
      schema: {
        summary: 'Saves a sub-contractor; with ProjectId, also adds it to that current project',
        security,
        body: subcontractorShapeSchema,
        response: okResponse(subcontractorSchema),
      },
    },
    async (request) => {
      const { subcontractor, added } = await service.updateSubcontractor(
        currentUserId(request),
        request.body,
      );
      return {
        Type: 200,
        Content: request.t(added ? 'subcontractorAddedToProject' : 'subcontractorSaved'),
        Data: subcontractor,
      };
    },
  );

  app.put(
    '/api/app/subcontractor/deletefromproject',
    {
      ...signedIn,
      schema: {
        summary: 'Removes a sub-contractor from a project',
        security,
        body: z.object({ subcontractorId: z.uuid(), projectId: z.uuid() }),
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { subcontractorId, projectId } = request.body;
      await service.removeFromProject(currentUserId(request), subcontractorId, projectId);
      return { Type: 200, Content: request.t('subcontractorRemoved'), Data: null };
    },
  );
};
