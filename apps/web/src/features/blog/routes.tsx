import type { RouteObject } from 'react-router';
import { loadBlogLabels } from '../../i18n/loadLabels';

/** A blog page with the blog's labels, which load with it (a chunk of their own per language). */
const withLabels = async <T,>(page: Promise<T>) => (await Promise.all([page, loadBlogLabels()]))[0];

/** The public blog (doc 3 §2). */
export const blogPublicRoutes: RouteObject[] = [
  {
    path: 'blog',
    lazy: async () => ({ Component: (await withLabels(import('./BlogListPage'))).BlogListPage }),
  },
  {
    path: 'blog/:slug',
    lazy: async () => ({ Component: (await withLabels(import('./BlogArticlePage'))).BlogArticlePage }),
  },
];

/** The in-app blog (doc 3 §2). */
export const blogSignedInRoutes: RouteObject[] = [
  {
    path: 'InnerBlog/:id?',
    lazy: async () => ({ Component: (await withLabels(import('./InnerBlogPage'))).InnerBlogPage }),
  },
];
