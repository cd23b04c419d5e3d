import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
