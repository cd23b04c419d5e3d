import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Language } from '@tradepact/shared';
import type { Config } from '../config/config.js';
import { criticalCss } from './critical-css.js';
import { drawnPages } from './drawn-pages.js';
import { firstPageHints, hintsOf } from './first-page-hints.js';
import { chosenLanguageOf } from './language.js';
import { prerenderedPages } from './prerendered-pages.js';
import { isFileLikePath, robotsTxt } from './robots.js';

const builtWebApp = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** What a feature puts in a page's head (the blog's article tags), and the page's status if not 200. */
export interface PageHead {
  /** Plain text: escaped here. */
  title: string;
  /** HTML made (and escaped) by the feature. */
  headHtml: string;
  status?: number;
  /**
   * The language the page is drawn in and its `<html lang>` when it is not the visitor's: an
   * article's own, for a visitor who chose none.
   */
  language?: Language;
}

/** Who asks for a page: the request's language, and whether the visitor chose it (the cookie). */
export interface PageVisitor {
  language: Language;
  chosen: boolean;
}

/** The head of a page by its lower-case path, or undefined to serve index.html as it is. */
export type PageHeads = (page: string, visitor: PageVisitor) => Promise<PageHead | undefined>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The pages that are an entry of their own rather than a route of the single-page app: the build's
 * `<page>.html` beside index.html answers the path `/<page>` (apps/web/vite.config.ts), by lower-case
 * path. The signing page is one: its script carries neither the router nor the app's other pages.
 */
function pageEntries(root: string, prepare: (html: string) => string): Map<string, string> {
  if (!existsSync(root)) return new Map();
  return new Map(
    readdirSync(root)
      .filter((file) => file.endsWith('.html') && file !== 'index.html')
      .map((file) => [
        `/${file.slice(0, -'.html'.length).toLowerCase()}`,
        prepare(readFileSync(path.join(root, file), 'utf8')),
      ]),
  );
}

/**
 * Serves the built web app. Hashed assets are cached for a year, and answered from the brotli or
 * gzip file the build wrote beside them when the browser accepts it; every other non-API path
 * answers index.html (with the configured product name) so that deep links open the single-page app,
 * or the page's own HTML when it is an entry of its own (pageEntries),
 * announcing the code of the page asked for when it is a usual first page (first-page-hints.ts) and
 * with its first screen already drawn: by the build, for the pages that show every visitor the same
 * (prerendered-pages.ts), or at request time with their data, for the pages that show published content
 * (drawn-pages.ts), the styles that screen uses inlined in its head (critical-css.ts); and with the
 * title and tags `pageHeads` gives the page (for link previews and crawlers, which run no script).
 * A path naming a file that is not built (robots.ts) answers a plain 404 instead; /robots.txt keeps
 * crawlers out of the signed-in app.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
  pageHeads: PageHeads = async () => undefined,
) {
  const root = path.resolve(config.webDistDir ?? builtWebApp);
  const indexFile = path.join(root, 'index.html');
  const withProductName = (html: string) =>
    html.replaceAll('__PRODUCT_NAME__', escapeHtml(config.productName));
  const indexHtml = existsSync(indexFile) ? withProductName(readFileSync(indexFile, 'utf8')) : undefined;
  const ownEntries = pageEntries(root, withProductName);
  const hints = firstPageHints(root);
  const withCriticalCss = criticalCss(root, app.log);
  const prerendered = prerenderedPages(root, withProductName);
  const drawn = drawnPages(
    app,
    root,
    new URL(config.publicUrl).origin,
    withProductName,
    config.env !== 'test',
  );
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

  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  // Pages are a route rather than the not-found handler, so that the compression plugin, which
  // reaches routes only, compresses them: a prerendered page is some 50 KB of HTML.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || !indexHtml) return apiNotFound(request, reply);
    const [pathPart = '', query = ''] = request.url.split('?', 2);
    if (isFileLikePath(pathPart)) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(request.t('commonNotFound'));
    }
    const page = pathPart.toLowerCase().replace(/(?<=.)\/+$/, '');
    const visitor = { language: request.language, chosen: chosenLanguageOf(request.headers) !== undefined };
    // The head first: it may name the language the page is drawn in (an article's own).
    const head = await pageHeads(page, visitor);
    const language = head?.language ?? request.language;
    const prerenderedScreen = prerendered(page, query, language);
    const drawnScreen =
      prerenderedScreen === undefined ? await drawn({ url: request.url, language }) : undefined;
    let html = (ownEntries.get(page) ?? indexHtml)
      .replace('<html lang="en"', () => `<html lang="${language}"`)
      .replace('</head>', () => `${head?.headHtml ?? ''}${hintsOf(hints, page, language)}</head>`);
    if (head) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
    // A function, so that a `$` in the page is not read as a replacement pattern.
    if (prerenderedScreen)
      html = html.replace('<div id="root"></div>', () => `<div id="root">${prerenderedScreen}</div>`);
    else if (drawnScreen) {
      html = html.replace(
        '<div id="root"></div>',
        () => `<div id="root">${drawnScreen.rootHtml}</div>${drawnScreen.stateHtml}`,
      );
    }
    // A drawn screen is painted with its styles inlined; an empty one waits for the code anyway.
    if (prerenderedScreen || drawnScreen) html = await withCriticalCss(html);
    return reply
      .code(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
  app.setNotFoundHandler(apiNotFound);
}
