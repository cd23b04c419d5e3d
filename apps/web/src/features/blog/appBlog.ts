import { blogApi } from '@tradepact/shared/api-routes';
import { refreshSubscriptionStatus } from '../billing/useSubscriptionStatus';
import type { BlogScope } from './api';

/**
 * The in-app blog (doc 3 §2): /InnerBlog and /InnerBlog/{id}. Its calls mark what the contractor
 * opened as read and reset the unread count server-side, so the user info is re-read afterwards and
 * the sidebar's NEW badge goes (doc 1 §2). Its answers are never reused: the 'new' marks change.
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
  afterRead: refreshSubscriptionStatus,
};
