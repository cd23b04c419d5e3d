import type { FastifyPluginAsync } from 'fastify';
import { languages } from '@tradepact/shared';
import { findAllPublished } from './blog.repository.js';
import { articleFeed, feedPath, sitemap } from './feed.js';

/**
 * /sitemap.xml and the blog's RSS 2.0 feeds, one per language (/blog/rss.xml in English,
 * /blog/rss.fr.xml in French: feedPath), for crawlers and feed readers (they run none of the page's
 * JavaScript). Asked for rarely, so read fresh each time.
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

  for (const language of languages) {
    app.get(feedPath(language), { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(articleFeed(site, await findAllPublished(database.db), language)),
    );
  }
};
