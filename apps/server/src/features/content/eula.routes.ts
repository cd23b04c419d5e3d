import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { okResponse } from '../../http/envelope.js';
import { eulaVersions } from '../../db/schema/index.js';

/** GET /api/site/eula: the EULA in force, public (the /eula page and the sign-up terms popup). */
export const eulaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/site/eula',
    {
      schema: {
        summary: 'The End User License Agreement in force (HTML)',
        response: okResponse(
          z.object({ Content: z.string(), Version: z.number().int(), PublishedDate: z.string() }),
        ),
      },
    },
    async () => {
      const [current] = await db.select().from(eulaVersions).orderBy(desc(eulaVersions.version)).limit(1);
      if (!current) throw notFound();
      return {
        Type: 200,
        Content: '',
        Data: {
          Content: current.content,
          Version: current.version,
          PublishedDate: current.publishedAt.toISOString(),
        },
      };
    },
  );
};
