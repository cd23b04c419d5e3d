import type { Endpoint, Envelope, Language } from '@tradepact/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/queryClient';
import { drawnPageExamples, drawnQueriesOf } from './drawnPages';
import { drawnStateId, type DrawnState } from './drawnState';
import { DrawingOrigin } from './siteOrigin';
import { loadAllLanguages, translatorFor } from './translators';

/** Makes an API call as the browser would, in the server's own process: the call's envelope. */
export type AnswerCall = (endpoint: Endpoint, input: unknown) => Promise<Envelope<unknown>>;

/** Who the page is drawn for: the site's public address and the visitor's language. */
export interface DrawingFor {
  origin: string;
  language: Language;
}

const handler = createStaticHandler(routes);

/**
 * JSON inside a script element: `<`, `>`, `&` and the two JavaScript line ends as \u escapes, so that
 * no article's text can end the element early.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The state a page the server draws at request time (drawnPages.ts) is drawn with: its queries
 * answered by `answer`, under their keys. Undefined for a page not drawn, and when an answer is a
 * failure, which the browser shows (and retries) itself.
 */
export async function drawnStateOf(
  address: string,
  drawingFor: DrawingFor,
  answer: AnswerCall,
): Promise<DrawnState | undefined> {
  const queries = drawnQueriesOf(new URL(address, drawingFor.origin), drawingFor.language);
  if (!queries) return undefined;
  try {
    const answers = await Promise.all(
      queries.map(async (query) => ({
        queryKey: query.queryKey,
        data: query.dataOf(await answer(query.endpoint, query.input)),
      })),
    );
    return { origin: drawingFor.origin, answers };
  } catch {
    return undefined;
  }
}

/**
 * Loads the code of every drawn page's route (the router's lazy modules) and every language's words,
 * so that the first visitor's drawing does not wait for them.
 */
export async function loadDrawnPages(origin: string): Promise<void> {
  await Promise.all([
    loadAllLanguages(),
    ...drawnPageExamples.map((path) => handler.query(new Request(new URL(path, origin)))),
  ]);
}

/** The drawn state as the script element the server puts after #root, for the browser. */
export const drawnStateScript = (state: DrawnState) =>
  `<script type="application/json" id="${drawnStateId}">${scriptJson(state)}</script>`;

/**
 * Draws the page at `address` from `state`'s answers as the browser will first draw it, in the
 * visitor's language: the HTML of #root's inside. The drawing depends on nothing else, so the server
 * keeps it for the same address, language and answers. Undefined when the address redirects.
 */
export async function drawPage(
  address: string,
  drawingFor: DrawingFor,
  state: DrawnState,
): Promise<string | undefined> {
  await loadAllLanguages(); // once: the words stay loaded
  const queryClient = createQueryClient();
  for (const { queryKey, data } of state.answers) queryClient.setQueryData(queryKey, data);
  const context = await handler.query(new Request(new URL(address, drawingFor.origin)));
  if (context instanceof Response) return undefined;
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={translatorFor(drawingFor.language)}>
        <DrawingOrigin value={drawingFor.origin}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </DrawingOrigin>
      </I18nextProvider>
    </StrictMode>,
  );
}
