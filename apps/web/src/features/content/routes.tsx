import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

const EulaPage = lazy(() => import('./EulaPage').then((m) => ({ default: m.EulaPage })));

/** Public pages of doc 3: how we work, blog, EULA. */
export const contentPublicRoutes: RouteObject[] = [
  comingSoonRoute('howwework', 'howWeWork'),
  comingSoonRoute('blog', 'blog'),
  comingSoonRoute('blog/:slug', 'blogArticle'),
  { path: 'eula', element: <EulaPage /> },
];

/** Signed-in help and blog (doc 3). */
export const contentSignedInRoutes: RouteObject[] = [
  comingSoonRoute('HowToUse', 'howToUse'),
  comingSoonRoute('InnerBlog/:id?', 'innerBlog'),
];
