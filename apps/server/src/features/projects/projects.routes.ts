import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectShapeSchema } from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { ownAddressSuggester } from './address-suggestions.js';
import { projectSchema } from './projects.dto.js';
import { projectsService } from './projects.service.js';

const signedIn = { preHandler: requireUser } as const;
const security = [{ bearer: [] }];

/** Doc 2 §7: the contractor's projects (docs/api/projects.md). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = projectsService(app.deps.database.db);
  const suggester = ownAddressSuggester(app.deps.database.db);

  app.get(
    '/api/app/project/readlist',
    {
      ...signedIn,
      schema: {
        summary: "The caller's projects, and those where the caller is a client or sub-contractor",
        security,
        querystring: z.object({ lite: z.stringbool().default(false) }),
        response: okResponse(z.array(projectSchema)),
      },
    },
    async (request) => ({
      Type: 200,
      Content: '',
      Data: await service.list(currentUserId(request), request.query.lite),
    }),
  );

  app.get(
    '/api/app/project/readpage',
    {
      ...signedIn,
      schema: {
        summary: 'One page of one status of the project list (My Projects), with the total',
        security,
        querystring: z.object({
          status: z.coerce
            .number()
            .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
            .default(0),
          pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: okResponse(z.object({ Rows: z.array(projectSchema), Total: z.number().int() })),
      },
    },
    async (request) => {
      const { status, pageIndex, pageSize } = request.query;
      return {
        Type: 200,
        Content: '',
        Data: await service.page(currentUserId(request), status, pageIndex, pageSize),
      };
    },
  );

  app.get(
    '/api/app/project/read',
    {
      ...signedIn,
      schema: {
        summary: 'One project (read-only for a party)',
        security,
        querystring: z.object({ id: z.uuid() }),
        response: okResponse(projectSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: '',
      Data: await service.read(currentUserId(request), request.query.id),
    }),
  );

  app.post(
    '/api/app/project/create',
    {
      ...signedIn,
      schema: {
        summary: 'Creates a project with its client blocks',
        security,
        body: projectShapeSchema,
        response: okResponse(projectSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: request.t('projectCreated'),
      Data: await service.create(currentUserId(request), request.body),
    }),
  );

  app.put(
    '/api/app/project/update',
    {
      ...signedIn,
      schema: {
        summary: 'Saves a project and replaces its client blocks',
        security,
        body: projectShapeSchema,
        response: okResponse(projectSchema),
      },
    },
    async (request) => ({
      Type: 200,
      Content: request.t('projectSaved'),
      Data: await service.update(currentUserId(request), request.body),
    }),
  );

  app.delete(
    '/api/app/project/delete',
    {
      ...signedIn,
      schema: {
        summary: "Deletes the caller's projects, all or none",
        security,
        body: z.array(z.uuid()).min(1).max(100),
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await service.delete(currentUserId(request), request.body);
      return { Type: 200, Content: request.t('projectDeleted'), Data: null };
    },
  );

  app.put(
    '/api/app/project/updatestatus',
    {
      ...signedIn,
      schema: {
        summary: 'Moves a project to current (0), archived (1) or pending (2)',
        security,
        body: z.object({ id: z.uuid(), status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await service.updateStatus(currentUserId(request), request.body.id, request.body.status);
      return { Type: 200, Content: request.t('projectStatusUpdated'), Data: null };
    },
  );

  app.get(
    '/api/app/address/suggest',
    {
      ...signedIn,
      schema: {
        summary: "Addresses from the caller's own business, projects and contacts",
        security,
        querystring: z.object({ q: z.string().trim().min(2).max(100) }),
        response: okResponse(
          z.array(
            z.object({
              Address: z.string(),
              Unit: z.string(),
              City: z.string(),
              Province: z.string(),
              PostalCode: z.string(),
            }),
          ),
        ),
      },
    },
    async (request) => ({
      Type: 200,
      Content: '',
      Data: await suggester.suggest(currentUserId(request), request.query.q, 8),
    }),
  );
};
