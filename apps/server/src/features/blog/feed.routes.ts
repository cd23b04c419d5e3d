import type { FastifyPluginAsync } from 'fastify';
import { findAllPublished } from './blog.repository.js';
import { articleFeed, sitemap } from './feed.js';

/**
 * /sitemap.xml and the blog's RSS 2.0 feed at /blog/rss.xml, for crawlers and feed readers (they run
 * none of the page's JavaScript). Asked for rarely, so read fresh each time.
 */
export const feedAndSitemapRoutes: FastifyPluginAsync = async (app) => {
  const { config, database } = app.deps;
  const site = { publicUrl: config.publicUrl, productName: config.productName };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap(site, await findAllPublished(database.db))),
  );

  app.get('/blog/rss.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        articleFeed(site, await findAllPublished(database.db), {
          title: request.t('blogListTitle'),
          description: request.t('blogFeedDescription'),
        }),
      ),
  );
};
