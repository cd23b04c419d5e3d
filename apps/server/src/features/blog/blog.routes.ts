import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { sendRefusal } from '../../http/error-handler.js';
import { currentUserId } from '../auth/authenticate.js';
import { blogService } from './blog.service.js';
import {
  articlePhotoFormats,
  articlePhotoKeyPattern,
  articlePhotoWidths,
  readArticlePhoto,
} from './photo.js';
import { feedAndSitemapRoutes } from './feed.routes.js';

const photoParams = z.object({
  key: z.string().regex(articlePhotoKeyPattern),
  width: z.coerce.number().pipe(z.union(articlePhotoWidths.map((width) => z.literal(width)))),
});

/** The blog, public and in-app (doc 3 §7 "Blog"), its photos, and the sitemap and feed. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = blogService(app.deps.database.db, app.publicCache);

  app.post(blogApi.sitePage.path, routeOf(blogApi.sitePage), async (request) =>
    ok(await service.sitePage(request.body, request.language)),
  );
  app.get(blogApi.siteRead.path, routeOf(blogApi.siteRead), async (request) =>
    ok(await service.siteRead(request.query.id)),
  );
  app.get(blogApi.siteRecent.path, routeOf(blogApi.siteRecent), async (request) =>
    ok(await service.siteRecent(request.query.count, request.language)),
  );

  app.post(blogApi.appPage.path, routeOf(blogApi.appPage), async (request) =>
    ok(await service.appPage(currentUserId(request), request.body, request.language)),
  );
  app.get(blogApi.appRead.path, routeOf(blogApi.appRead), async (request) =>
    ok(await service.appRead(currentUserId(request), request.query.id)),
  );
  app.get(blogApi.appRecent.path, routeOf(blogApi.appRecent), async (request) =>
    ok(await service.appRecent(currentUserId(request), request.query.count, request.language)),
  );

  // A photo's key holds its image's hash: a new photo gets a new address, so this one never changes.
  // WebP to a browser that says it reads it, JPEG to anyone else (crawlers, link previews, mail).
  app.get(
    '/api/site/articlephoto/:key/:width',
    {
      schema: {
        summary: 'An article’s photo at 400, 560, 800 or 1200 wide (WebP when accepted, else JPEG)',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const { key, width } = request.params;
      const format = request.headers.accept?.includes('image/webp') ? 'webp' : 'jpeg';
      const bytes = await readArticlePhoto(app.deps.storage, key, width, format);
      if (!bytes) return sendRefusal(request, reply, 404, 'commonNotFound');
      return reply
        .type(articlePhotoFormats[format].contentType)
        .header('vary', 'accept')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  await app.register(feedAndSitemapRoutes);
};
