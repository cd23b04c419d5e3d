import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, requestedWithHeader, type Envelope } from '@tradepact/shared';

interface DrawingFor {
  origin: string;
  language: string;
}

/** What a drawing is made from: opaque here, JSON the web build reads back (drawnState.ts). */
type DrawnState = object;

/** The web's server-side build, as apps/web/src/prerender/drawPage.tsx exports it. */
interface DrawingModule {
  drawnStateOf(
    address: string,
    drawingFor: DrawingFor,
    answer: (endpoint: { method: string; path: string }, input: unknown) => Promise<Envelope<unknown>>,
  ): Promise<DrawnState | undefined>;
  drawnStateScript(state: DrawnState): string;
  drawPage(address: string, drawingFor: DrawingFor, state: DrawnState): Promise<string | undefined>;
  loadDrawnPages(origin: string): Promise<void>;
}

/** A page drawn with its data: #root's inside, and the script after #root holding that data. */
export interface DrawnPage {
  rootHtml: string;
  stateHtml: string;
}

/** Drawings kept: a page is some 50 KB, and the search words of the list's address are the reader's. */
const keptDrawings = 200;

/**
 * Drawn once the server listens, after every drawn page's code is loaded, so that no visitor waits
 * for the module to load and its code to warm up (some 3 s on a busy 2-core machine). Not under
 * tests: a test that listens would pay that time, and its statements would count the drawings'.
 */
const drawnAtStart = ['/Blog', '/HowWeWork'];

/** A page asked for: its address (path and query) and the visitor's language. */
export interface PageRequest {
  url: string;
  language: string;
}

/** A GET's input as its query string; the drawn pages' inputs are flat. */
const queryString = (input: unknown) =>
  input && typeof input === 'object'
    ? `?${new URLSearchParams(Object.entries(input).map(([name, value]) => [name, String(value)]))}`
    : '';

/**
 * The pages the web build draws at request time with their data (the blog and how-we-work pages:
 * apps/web/src/prerender/drawnPages.ts), drawn by the build's server-side module, which sits beside
 * the built app (`prerender-dist/`) and is loaded once the server listens (`drawnAtStart`, not
 * under tests), or by the first such page. A page's queries are
 * answered by the API's own routes, in this process (Fastify's inject): the same envelopes, checks
 * and public cache as the browser's calls. The drawing is a function of the address, the language and
 * those answers only, so it is kept under them: while no article changes, a request costs the
 * answers (from the public cache) and no drawing. Undefined for any other page, when the module was
 * not built, and when an answer fails or drawing throws: the browser then draws the page itself.
 */
export function drawnPages(
  app: FastifyInstance,
  webRoot: string,
  origin: string,
  prepare: (html: string) => string,
  drawAtStart: boolean,
): (request: PageRequest) => Promise<DrawnPage | undefined> {
  const moduleFile = path.join(webRoot, '..', 'prerender-dist', 'prerender.js');
  let drawing: Promise<DrawingModule | undefined> | undefined;
  const loadDrawing = () =>
    (drawing ??= existsSync(moduleFile)
      ? (import(pathToFileURL(moduleFile).href) as Promise<DrawingModule>).catch((error: unknown) => {
          app.log.error({ err: error, moduleFile }, 'the web build’s drawing module does not load');
          return undefined;
        })
      : Promise.resolve(undefined));

  const kept = new Map<string, Promise<string | undefined>>();
  const keep = (key: string, drawn: Promise<string | undefined>) => {
    // Map keeps insertion order: the first key is the drawing used longest ago.
    if (kept.size >= keptDrawings) kept.delete(kept.keys().next().value as string);
    kept.set(key, drawn);
    drawn.catch(() => kept.delete(key));
  };

  const answerFor =
    (language: string) =>
    async (endpoint: { method: string; path: string }, input: unknown): Promise<Envelope<unknown>> => {
      const get = endpoint.method === 'GET';
      const response = await app.inject({
        method: endpoint.method as 'GET' | 'POST',
        url: get ? `${endpoint.path}${queryString(input)}` : endpoint.path,
        ...(get ? {} : { payload: input as object }),
        headers: {
          accept: 'application/json',
          'accept-language': language,
          [requestedWithHeader.name]: requestedWithHeader.value,
        },
      });
      return response.json<Envelope<unknown>>();
    };

  const draw = async (request: PageRequest): Promise<DrawnPage | undefined> => {
    const module = await loadDrawing();
    if (!module) return undefined;
    const drawingFor = { origin, language: request.language };
    try {
      const state = await module.drawnStateOf(request.url, drawingFor, answerFor(request.language));
      if (!state) return undefined;
      const stateHtml = module.drawnStateScript(state);
      const key = createHash('sha256')
        .update(`${request.url}\u0000${request.language}\u0000${stateHtml}`)
        .digest('base64');
      let rootHtml = kept.get(key);
      if (rootHtml) kept.delete(key);
      else rootHtml = module.drawPage(request.url, drawingFor, state).then((html) => html && prepare(html));
      keep(key, rootHtml);
      const html = await rootHtml;
      return html === undefined ? undefined : { rootHtml: html, stateHtml };
    } catch (error) {
      app.log.error({ err: error, url: request.url }, 'drawing the page failed: the browser draws it');
      return undefined;
    }
  };

  if (!drawAtStart) return draw;
  app.addHook('onListen', async () => {
    void (async () => {
      await (await loadDrawing())?.loadDrawnPages(origin);
      await Promise.all(drawnAtStart.map((url) => draw({ url, language: defaultLanguage })));
    })().catch((error: unknown) => app.log.error({ err: error }, 'loading the drawn pages failed'));
  });
  return draw;
}
