import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { contentService } from './content.service.js';

/** GET /api/site/eula: the EULA in force, public (the /eula page and the sign-up terms popup). */
export const eulaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contentService(app.deps.database.db);
  app.get(contentApi.publishedEula.path, routeOf(contentApi.publishedEula), async () =>
    ok(await service.publishedEula()),
  );
};
