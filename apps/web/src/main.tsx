import './globalStyles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { startLanguage } from './i18n';
import { pageLanguage } from './i18n/pageLanguage';
import { createAppRouter, loadRoutesOf } from './app/router';
import { setNavigator } from './lib/navigation';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

function startRouter() {
  const router = createAppRouter();
  setNavigator((to) => void router.navigate(to));
  return router;
}

// The page's words come first: the language the server wrote into <html lang>, whose words it
// announced in the head (a chunk per language), so they download beside this script.
// The server sends the first screen of the usual first pages already drawn (src/prerender): the
// app takes it over once the page's code is here, so that its first render matches the drawing.
// Not a top-level await: the page's chunks import this one, which must finish evaluating first.
const wordsLoaded = startLanguage(pageLanguage());
if (container.hasChildNodes()) {
  // When the page's code cannot be had, the router draws its error page in place of the drawing.
  void Promise.all([wordsLoaded, loadRoutesOf(window.location)]).then(
    () => hydrateRoot(container, app(startRouter())),
    () => createRoot(container).render(app(startRouter())),
  );
} else {
  void wordsLoaded.finally(() => createRoot(container).render(app(startRouter())));
}
