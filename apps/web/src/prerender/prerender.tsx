import { languages } from '@tradepact/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { prerenderedPages, type PrerenderedPages } from './pages';
import { loadAllLanguages, translatorFor } from './translators';

export {
  drawnStateOf,
  drawnStateScript,
  drawPage,
  loadDrawnPages,
  type AnswerCall,
  type DrawingFor,
} from './drawPage';

/** A route of the app at `path` as the router draws it, with its lazy modules loaded. */
async function routerScreen(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(new URL(path, 'http://prerender')));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return () => <StaticRouterProvider router={router} context={context} hydrate={false} />;
}

/**
 * The build's server-side entry (`vite build --ssr`): draws the first screen of each page in
 * `prerenderedPages` as HTML, once per language, which the API server puts in index.html's #root (or the page's own
 * HTML's) so the visitor reads the page before the scripts have arrived; main.tsx (or the page's
 * script) then hydrates it. Runs in Node at build time.
 * The API server also imports it to draw the pages that show data at request time (drawPage.tsx).
 */
export async function prerender(): Promise<PrerenderedPages> {
  const handler = createStaticHandler(routes);
  await loadAllLanguages();
  const pages: PrerenderedPages = {};
  for (const page of prerenderedPages) {
    const screen = page.root ?? (await routerScreen(handler, page.path));
    const html = Object.fromEntries(
      languages.map((language) => [
        language,
        renderToString(
          <StrictMode>
            <I18nextProvider i18n={translatorFor(language)}>
              <AppProviders>{screen()}</AppProviders>
            </I18nextProvider>
          </StrictMode>,
        ),
      ]),
    );
    pages[page.path.toLowerCase()] = { html, anyQuery: page.anyQuery };
  }
  return pages;
}
