import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { howWeWork } from './how-we-work.service.js';

/** GET /api/site/howwework: the how-we-work page's problems and the default clauses that answer them (doc 3 §1). */
export const howWeWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(contentApi.howWeWork.path, routeOf(contentApi.howWeWork), async () =>
    ok(await howWeWork(app.deps.database.db)),
  );
};
