import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/queryClient';

/** Renders one component inside the app's providers and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Renders the whole app's route table at `path`. */
export function renderRoute(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

/**
 * Renders a feature's routes alone (no signed-in layout) at the last of `entries`, the others being
 * the history before it. Its pages are lazy: they show once their code has loaded.
 */
export function renderFeatureRoutes(featureRoutes: RouteObject[], entries: string[]) {
  const lazyPages = (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
  return renderRouter(
    createMemoryRouter([{ element: lazyPages, children: featureRoutes }], {
      initialEntries: entries,
      initialIndex: entries.length - 1,
    }),
  );
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const result = render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
