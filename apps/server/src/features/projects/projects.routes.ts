import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, projectShapeSchema } from '@tradepact/shared';
import { okResponse, sendCheckedJson } from '../../http/envelope.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { ownAddressSuggester } from './address-suggestions.js';
import { projectSchema } from './projects.dto.js';
import { projectsService } from './projects.service.js';

/** Doc 2 §7: the contractor's projects (docs/api/projects.md). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = projectsService(app.deps.database.db);
  const suggester = ownAddressSuggester(app.deps.database.db);

  app.get(
    '/api/app/project/readlist',
    signedIn({
      summary: "The caller's projects, and those where the caller is a client or sub-contractor",
      querystring: z.object({ lite: z.stringbool().default(false) }),
      response: okResponse(z.array(projectSchema)),
    }),
    async (request, reply) => {
      const userId = currentUserId(request);
      if (request.query.lite) return ok(await service.liteList(userId));
      return sendCheckedJson(reply, await service.fullListJson(userId));
    },
  );

  app.get(
    '/api/app/project/readpage',
    signedIn({
      summary: 'One page of one status of the project list (My Projects), with the total',
      querystring: z.object({
        status: z.coerce
          .number()
          .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
          .default(0),
        pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(10),
      }),
      response: okResponse(z.object({ Rows: z.array(projectSchema), Total: z.number().int() })),
    }),
    async (request) => {
      const { status, pageIndex, pageSize } = request.query;
      return ok(await service.page(currentUserId(request), status, pageIndex, pageSize));
    },
  );

  app.get(
    '/api/app/project/read',
    signedIn({
      summary: 'One project (read-only for a party)',
      querystring: z.object({ id: z.uuid() }),
      response: okResponse(projectSchema),
    }),
    async (request) => ok(await service.read(currentUserId(request), request.query.id)),
  );

  app.post(
    '/api/app/project/create',
    signedIn({
      summary: 'Creates a project with its client blocks',
      body: projectShapeSchema,
      response: okResponse(projectSchema),
    }),
    async (request) =>
      ok(await service.create(currentUserId(request), request.body), request.t('projectCreated')),
  );

  app.put(
    '/api/app/project/update',
    signedIn({
      summary: 'Saves a project and replaces its client blocks',
      body: projectShapeSchema,
      response: okResponse(projectSchema),
    }),
    async (request) =>
      ok(await service.update(currentUserId(request), request.body), request.t('projectSaved')),
  );

  app.delete(
    '/api/app/project/delete',
    signedIn({
      summary: "Deletes the caller's projects, all or none",
      body: z.array(z.uuid()).min(1).max(100),
      response: okResponse(z.null()),
    }),
    async (request) => {
      await service.delete(currentUserId(request), request.body);
      return ok(null, request.t('projectDeleted'));
    },
  );

  app.put(
    '/api/app/project/updatestatus',
    signedIn({
      summary: 'Moves a project to current (0), archived (1) or pending (2)',
      body: z.object({ id: z.uuid(), status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
      response: okResponse(z.null()),
    }),
    async (request) => {
      await service.updateStatus(currentUserId(request), request.body.id, request.body.status);
      return ok(null, request.t('projectStatusUpdated'));
    },
  );

  app.get(
    '/api/app/address/suggest',
    signedIn({
      summary: "Addresses from the caller's own business, projects and contacts",
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
    }),
    async (request) => ok(await suggester.suggest(currentUserId(request), request.query.q, 8)),
  );
};
