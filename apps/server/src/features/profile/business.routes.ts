import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessShapeSchema } from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { businessSchema } from './business.dto.js';
import { businessService } from './business.service.js';

/** Doc 1 §7: the business profile of the signed-in contractor. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = businessService(app.deps.database.db);

  app.get(
    '/api/app/business/read',
    {
      preHandler: requireUser,
      schema: {
        summary: "The caller's business profile (prefilled from the account until first saved)",
        security: [{ bearer: [] }],
        response: okResponse(businessSchema),
      },
    },
    async (request) => ({ Type: 200, Content: '', Data: await service.read(currentUserId(request)) }),
  );

  app.put(
    '/api/app/business/update',
    {
      preHandler: requireUser,
      schema: {
        summary: "Saves the caller's business profile; a refusal names the first problem and changes nothing",
        security: [{ bearer: [] }],
        body: businessShapeSchema,
        response: okResponse(businessSchema),
      },
    },
    async (request) => {
      const saved = await service.update(currentUserId(request), request.body);
      return { Type: 200, Content: request.t('profileSaved'), Data: saved };
    },
  );
};
