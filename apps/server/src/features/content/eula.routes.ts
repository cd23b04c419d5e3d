import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { readyAnswerRoute, sendReady } from '../../http/ready-answer.js';
import { publishedContentService } from './published.service.js';

/**
 * GET /api/site/eula: the EULA in force, public (the /eula page and the sign-up terms popup), in the
 * reader's language (their choice, else their browser's).
 */
export const eulaRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = publishedContentService(app.deps.database.db, app.publicCache);
  app.get(
    contentApi.publishedEula.path,
    readyAnswerRoute(routeOf(contentApi.publishedEula)),
    (request, reply) => sendReady(request, reply, published.eulaAnswer(request.language)),
  );
};
