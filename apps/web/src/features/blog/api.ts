import { useQuery } from '@tanstack/react-query';
import { blogPageSize, blogRecentCount } from '@tradepact/shared';
import { blogApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { Article, ArticleSummary } from '@tradepact/shared';

/**
 * Where a blog page reads its articles and where its links lead: the public blog (/Blog, the site
 * calls) or the in-app one (/InnerBlog, the calls that mark articles read).
 */
export interface BlogScope {
  /** Starts every cached answer of this blog. */
  key: 'site' | 'app';
  page: typeof blogApi.sitePage;
  read: typeof blogApi.siteRead;
  recent: typeof blogApi.siteRecent;
  /** The list's address. */
  listPath: string;
  /** Where a card leads. */
  articlePath: (article: { Id: number; Slug: string }) => string;
  /** The trail above an article, before its title. */
  trail: readonly { labelKey: 'blog.home' | 'screens.blog'; to: string }[];
  /** How long an answer is reused before it is asked again. */
  staleTime: number;
  /** Called after a list page or an article was read successfully. */
  afterRead?: () => void;
}

/** The public blog (doc 3 §2): /Blog and /Blog/{slug}. */
export const siteBlog: BlogScope = {
  key: 'site',
  page: blogApi.sitePage,
  read: blogApi.siteRead,
  recent: blogApi.siteRecent,
  listPath: '/Blog',
  articlePath: (article) => `/Blog/${encodeURIComponent(article.Slug)}`,
  trail: [
    { labelKey: 'blog.home', to: '/' },
    { labelKey: 'screens.blog', to: '/Blog' },
  ],
  // Articles change when the operator publishes, seldom: a visitor going back and forth reuses them.
  staleTime: 5 * 60_000,
};

/** The address an article is shared by: always the public one, whichever blog it is read in. */
export function publicArticleUrl(slug: string): string {
  return new URL(siteBlog.articlePath({ Id: 0, Slug: slug }), window.location.origin).href;
}

/** Doc 3 §9: the list is sorted by id, ascending. */
const byIdAscending = [{ sortField: 'Id' as const, listSortDirection: 0 as const }];

/**
 * Page `page` (from 1) of the articles holding `words` ('' for all). Doc 3 §8: a failed blog call
 * shows no toast; the page shows the failure in place.
 */
export function useArticlePage(scope: BlogScope, page: number, words: string) {
  return useQuery({
    queryKey: [scope.key, 'blog', 'page', page, words],
    staleTime: scope.staleTime,
    queryFn: async ({ signal }) => {
      const body = {
        pageIndex: page,
        pageSize: blogPageSize,
        sortConditions: byIdAscending,
        searchWords: words,
      };
      const data = dataOf(await call(scope.page, body, { signal, toast: false }));
      scope.afterRead?.();
      return data;
    },
  });
}

/** One article by its slug or number. */
export function useArticle(scope: BlogScope, id: string) {
  return useQuery({
    queryKey: [scope.key, 'blog', 'article', id],
    staleTime: scope.staleTime,
    queryFn: async ({ signal }) => {
      const data = dataOf(await call(scope.read, { id }, { signal, toast: false }));
      scope.afterRead?.();
      return data;
    },
  });
}

/**
 * The newest articles other than `exceptId`: one more is asked for, so that the one being read
 * leaves `blogRecentCount` others (doc 3 §9).
 */
export function useRecentArticles(scope: BlogScope, exceptId: number | undefined) {
  return useQuery({
    queryKey: [scope.key, 'blog', 'recent'],
    staleTime: scope.staleTime,
    queryFn: async ({ signal }) =>
      dataOf(await call(scope.recent, { count: blogRecentCount + 1 }, { signal, toast: false })),
    select: (articles) => articles.filter((article) => article.Id !== exceptId).slice(0, blogRecentCount),
  });
}
