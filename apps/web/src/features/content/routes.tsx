import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Public pages of doc 3: how we work, blog, EULA. */
export const contentPublicRoutes: RouteObject[] = [
  comingSoonRoute('howwework', 'howWeWork'),
  comingSoonRoute('blog', 'blog'),
  comingSoonRoute('blog/:slug', 'blogArticle'),
  { path: 'eula', lazy: async () => ({ Component: (await import('./EulaPage')).EulaPage }) },
];

/** Signed-in help and blog (doc 3). */
export const contentSignedInRoutes: RouteObject[] = [
  comingSoonRoute('HowToUse', 'howToUse'),
  comingSoonRoute('InnerBlog/:id?', 'innerBlog'),
];
