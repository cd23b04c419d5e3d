import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { authPublicRoutes, authSignedInRoutes } from '../features/auth/routes';
import { billingBareRoutes, billingRoutes } from '../features/billing/routes';
import { cardPaymentRoutes } from '../features/card-payment/routes';
import { contactsRoutes } from '../features/contacts/routes';
import { contentPublicRoutes, contentSignedInRoutes } from '../features/content/routes';
import { contractsPublicRoutes, contractsRoutes } from '../features/contracts/routes';
import { homeRoutes } from '../features/home/routes';
import { integrationsRoutes } from '../features/integrations/routes';
import { notificationsPublicRoutes, notificationsRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectsRoutes } from '../features/projects/routes';
import { signingRoutes } from '../features/signing/routes';
import { templatesRoutes } from '../features/templates/routes';
import { verifyRoutes } from '../features/verify/routes';
import { RouteFallback } from '../components/RouteFallback';
import { loadSignedInLabels } from '../i18n/loadLabels';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * Every route of doc 1 §2. Paths match without regard to case (React Router's default), so
 * /myprofile/0 and /MyProfile/0 are the same page.
 *
 * Layouts and pages are lazy routes: the router downloads the layout and the page of an address
 * together, and draws them once both are there, so a visitor on a public page never loads the
 * signed-in shell and a layout's footer is never drawn above a page still on its way.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteFallback fullHeight />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/PublicLayout')).PublicLayout }),
        children: [
          ...homeRoutes,
          ...authPublicRoutes,
          ...contentPublicRoutes,
          ...contractsPublicRoutes,
          ...verifyRoutes,
          ...notificationsPublicRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/BareLayout')).BareLayout }),
        children: [...signingRoutes, ...cardPaymentRoutes, ...notificationsRoutes],
      },
      {
        // The local payment page: an account's own page, drawn without the sidebar (as Stripe's is).
        lazy: async () => {
          const [{ BareLayout }] = await Promise.all([import('./layouts/BareLayout'), loadSignedInLabels()]);
          return {
            element: (
              <RequireSignIn>
                <BareLayout />
              </RequireSignIn>
            ),
          };
        },
        children: billingBareRoutes,
      },
      {
        // The signed-in pages, behind the sign-in guard. Their labels download with their shell.
        lazy: async () => {
          const [{ SignedInLayout }] = await Promise.all([
            import('./layouts/signedInShell'),
            loadSignedInLabels(),
          ]);
          return {
            element: (
              <RequireSignIn>
                <SignedInLayout />
              </RequireSignIn>
            ),
          };
        },
        children: [
          ...profileRoutes,
          ...projectsRoutes,
          ...contactsRoutes,
          ...contractsRoutes,
          ...templatesRoutes,
          ...billingRoutes,
          ...authSignedInRoutes,
          ...integrationsRoutes,
          ...contentSignedInRoutes,
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Downloads the lazy routes of `location` and writes what they export into their route objects, so
 * that the router created next draws the page at once instead of its fallback: the first render of
 * a prerendered page must match the HTML the server sent.
 */
export async function loadRoutesOf(location: { pathname: string }): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
