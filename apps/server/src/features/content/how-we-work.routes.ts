import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { publishedContentService } from './published.service.js';

/**
 * GET /api/site/howwework: the how-we-work page's problems and the default clauses that answer them
 * (doc 3 §1), in the reader's language.
 */
export const howWeWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = publishedContentService(app.deps.database.db, app.publicCache);
  app.get(contentApi.howWeWork.path, routeOf(contentApi.howWeWork), async (request) =>
    ok(await published.howWeWork(request.language)),
  );
};
