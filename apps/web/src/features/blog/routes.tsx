import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** The public blog (doc 3 §2). */
export const blogPublicRoutes: RouteObject[] = [
  comingSoonRoute('blog', 'blog'),
  comingSoonRoute('blog/:slug', 'blogArticle'),
];

/** The in-app blog (doc 3 §2). */
export const blogSignedInRoutes: RouteObject[] = [comingSoonRoute('InnerBlog/:id?', 'innerBlog')];
