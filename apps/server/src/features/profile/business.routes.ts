import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessShapeSchema, ok } from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { businessSchema } from './business.dto.js';
import { businessService } from './business.service.js';

/** Doc 1 §7: the business profile of the signed-in contractor. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = businessService(app.deps.database.db);

  app.get(
    '/api/app/business/read',
    signedIn({
      summary: "The caller's business profile (prefilled from the account until first saved)",
      response: okResponse(businessSchema),
    }),
    async (request) => ok(await service.read(currentUserId(request))),
  );

  app.put(
    '/api/app/business/update',
    signedIn({
      summary: "Saves the caller's business profile; a refusal names the first problem and changes nothing",
      body: businessShapeSchema,
      response: okResponse(businessSchema),
    }),
    async (request) => {
      const saved = await service.update(currentUserId(request), request.body);
      return ok(saved, request.t('profileSaved'));
    },
  );
};
