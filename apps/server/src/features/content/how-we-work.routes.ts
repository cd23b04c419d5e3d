import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { readyAnswerRoute, sendReady } from '../../http/ready-answer.js';
import { publishedContentService } from './published.service.js';

/**
 * GET /api/site/howwework: the how-we-work page's problems and the default clauses that answer them
 * (doc 3 §1), in the reader's language.
 */
export const howWeWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = publishedContentService(app.deps.database.db, app.publicCache);
  app.get(contentApi.howWeWork.path, readyAnswerRoute(routeOf(contentApi.howWeWork)), (request, reply) =>
    sendReady(request, reply, published.howWeWorkAnswer(request.language)),
  );
};
