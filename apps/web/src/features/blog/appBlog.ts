import { blogApi } from '@tradepact/shared/api-routes';
import { refreshSubscriptionStatus } from '../billing/useSubscriptionStatus';
import type { BlogScope } from './api';

/**
 * The in-app blog (doc 3 §2): /InnerBlog and /InnerBlog/{id}. Opening an article takes its 'new' mark
 * off server-side, and one off the unread count the sidebar's NEW badge shows (doc 1 §2), so the user
 * info is re-read after each read. Marks and badge follow one rule on the server (issue 29 §3); both
 * are asked again when the window comes back into focus, and the answers are never reused.
 */
export const appBlog: BlogScope = {
  key: 'app',
  page: blogApi.appPage,
  read: blogApi.appRead,
  recent: blogApi.appRecent,
  listPath: '/InnerBlog',
  articlePath: (article) => `/InnerBlog/${article.Id}`,
  trail: [{ labelKey: 'screens.blog', to: '/InnerBlog' }],
  staleTime: 0,
  refetchOnFocus: true,
  afterRead: refreshSubscriptionStatus,
};
