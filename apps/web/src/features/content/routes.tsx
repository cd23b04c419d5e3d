import type { RouteObject } from 'react-router';
import { blogPublicRoutes, blogSignedInRoutes } from '../blog/routes';
import { guidesPublicRoutes, guidesSignedInRoutes } from '../guides/routes';

/** Public pages of doc 3: how we work, blog, EULA. */
export const contentPublicRoutes: RouteObject[] = [
  ...guidesPublicRoutes,
  ...blogPublicRoutes,
  { path: 'eula', lazy: async () => ({ Component: (await import('./EulaPage')).EulaPage }) },
];

/** Signed-in help and blog (doc 3). */
export const contentSignedInRoutes: RouteObject[] = [...guidesSignedInRoutes, ...blogSignedInRoutes];
