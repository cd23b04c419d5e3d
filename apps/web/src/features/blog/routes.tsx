import type { RouteObject } from 'react-router';

/** The public blog (doc 3 §2). */
export const blogPublicRoutes: RouteObject[] = [
  { path: 'blog', lazy: async () => ({ Component: (await import('./BlogListPage')).BlogListPage }) },
  {
    path: 'blog/:slug',
    lazy: async () => ({ Component: (await import('./BlogArticlePage')).BlogArticlePage }),
  },
];

/** The in-app blog (doc 3 §2). */
export const blogSignedInRoutes: RouteObject[] = [
  {
    path: 'InnerBlog/:id?',
    lazy: async () => ({ Component: (await import('./InnerBlogPage')).InnerBlogPage }),
  },
];
