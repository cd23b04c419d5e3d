import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config/config.js';
import { firstPageHints } from './first-page-hints.js';

const builtWebApp = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Serves the built web app. Hashed assets are cached for a year, and answered from the brotli or
 * gzip file the build wrote beside them when the browser accepts it; every other non-API path
 * answers index.html (with the configured product name) so that deep links open the single-page app,
 * announcing the code of the page asked for when it is a usual first page (first-page-hints.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const root = path.resolve(config.webDistDir ?? builtWebApp);
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replaceAll('__PRODUCT_NAME__', escapeHtml(config.productName))
    : undefined;
  const hints = firstPageHints(root);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      serve: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'no built web app found: run `npm run build` to serve the pages');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage || !indexHtml) return apiNotFound(request, reply);
    const page = (request.url.split('?')[0] ?? '').toLowerCase().replace(/(?<=.)\/+$/, '');
    const html = indexHtml.replace('</head>', `${hints.get(page) ?? ''}</head>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
