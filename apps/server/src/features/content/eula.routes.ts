import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { contentApi, ok } from '@tradepact/shared';
import { notFound } from '../../http/app-error.js';
import { routeOf } from '../../http/api-route.js';
import { eulaVersions } from '../../db/schema/index.js';

/** GET /api/site/eula: the EULA in force, public (the /eula page and the sign-up terms popup). */
export const eulaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(contentApi.publishedEula.path, routeOf(contentApi.publishedEula), async () => {
    const [current] = await db.select().from(eulaVersions).orderBy(desc(eulaVersions.version)).limit(1);
    if (!current) throw notFound();
    return ok({
      Content: current.content,
      Version: current.version,
      PublishedDate: current.publishedAt.toISOString(),
    });
  });
};
