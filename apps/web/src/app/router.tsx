import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { authPublicRoutes, authSignedInRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { contactsRoutes } from '../features/contacts/routes';
import { contentPublicRoutes, contentSignedInRoutes } from '../features/content/routes';
import { contractsRoutes } from '../features/contracts/routes';
import { homeRoutes } from '../features/home/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectsRoutes } from '../features/projects/routes';
import { signingRoutes } from '../features/signing/routes';
import { templatesRoutes } from '../features/templates/routes';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

// Layouts and pages are downloaded when first needed: a visitor on a public page never loads the
// signed-in shell.
const PublicLayout = lazy(() => import('./layouts/PublicLayout').then((m) => ({ default: m.PublicLayout })));
const BareLayout = lazy(() => import('./layouts/BareLayout').then((m) => ({ default: m.BareLayout })));
const SignedInLayout = lazy(() =>
  import('./layouts/SignedInLayout').then((m) => ({ default: m.SignedInLayout })),
);
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * Every route of doc 1 §2. Paths match without regard to case (React Router's default), so
 * /myprofile/0 and /MyProfile/0 are the same page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...homeRoutes,
          ...authPublicRoutes,
          ...contentPublicRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <BareLayout />,
        children: [...signingRoutes, ...notificationsRoutes],
      },
      {
        // The signed-in pages, behind the sign-in guard.
        element: (
          <RequireSignIn>
            <SignedInLayout />
          </RequireSignIn>
        ),
        children: [
          ...profileRoutes,
          ...projectsRoutes,
          ...contactsRoutes,
          ...contractsRoutes,
          ...templatesRoutes,
          ...billingRoutes,
          ...authSignedInRoutes,
          ...contentSignedInRoutes,
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
