import { useQuery } from '@tanstack/react-query';
import { blogPageSize, blogRecentCount, languages, type Endpoint } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { blogApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';
import { drawnQuery, type DrawnQuery } from '../../prerender/drawnQuery';
import { drawnAnswerOptions } from '../../prerender/drawnState';

export type { Article, ArticleSummary, ArticleTranslation } from '@tradepact/shared';

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
  /** Asked again whenever the window comes back into focus (the in-app 'new' marks). */
  refetchOnFocus?: boolean;
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
export function publicArticleUrl(slug: string, origin: string): string {
  return new URL(siteBlog.articlePath({ Id: 0, Slug: slug }), origin).href;
}

/** Doc 3 §9: the list is sorted by id, ascending. */
const byIdAscending = [{ sortField: 'Id' as const, listSortDirection: 0 as const }];

/**
 * Page `page` (from 1) of the articles holding `words` ('' for all), the reader's `language`'s first:
 * a page in another language is another answer.
 */
export function articlePageQuery(scope: BlogScope, page: number, words: string, language: string) {
  return drawnQuery({
    queryKey: [scope.key, 'blog', 'page', language, page, words],
    endpoint: scope.page,
    input: { pageIndex: page, pageSize: blogPageSize, sortConditions: byIdAscending, searchWords: words },
    dataOf,
  });
}

/** One article by its slug or number; null when none is published under it (404). */
export function articleQuery(scope: BlogScope, id: string) {
  return drawnQuery({
    queryKey: [scope.key, 'blog', 'article', id],
    endpoint: scope.read,
    input: { id },
    dataOf: (envelope) => (envelope.Type === 404 ? null : dataOf(envelope)),
  });
}

/**
 * The newest articles, the reader's `language`'s first: one more per language than shown is asked
 * for, so that the one being read and its versions in other languages (one each at most) leave
 * `blogRecentCount` others (doc 3 §9).
 */
export function recentArticlesQuery(scope: BlogScope, language: string) {
  return drawnQuery({
    queryKey: [scope.key, 'blog', 'recent', language],
    endpoint: scope.recent,
    input: { count: blogRecentCount + languages.length },
    dataOf,
  });
}

/**
 * A blog query as TanStack Query runs it, its answer reused for the scope's time and first taken
 * from the page's drawing when the server drew it; `afterRead` follows a read that found what it
 * asked for. Doc 3 §8: a failed blog call shows no toast; the page shows the failure in place.
 */
function blogQueryOptions<E extends Endpoint, T>(
  scope: BlogScope,
  query: DrawnQuery<E, T>,
  afterRead?: () => void,
) {
  return {
    queryKey: query.queryKey,
    staleTime: scope.staleTime,
    refetchOnWindowFocus: scope.refetchOnFocus ?? false,
    ...drawnAnswerOptions<T>(query.queryKey),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const data = query.dataOf(await call(query.endpoint, query.input, { signal, toast: false }));
      if (data !== null) afterRead?.();
      return data;
    },
  };
}

export function useArticlePage(scope: BlogScope, page: number, words: string) {
  const { i18n } = useTranslation();
  return useQuery(
    blogQueryOptions(scope, articlePageQuery(scope, page, words, i18n.language), scope.afterRead),
  );
}

export function useArticle(scope: BlogScope, id: string) {
  return useQuery(blogQueryOptions(scope, articleQuery(scope, id), scope.afterRead));
}

/** The newest articles other than those numbered `exceptIds` (the one read and its versions). */
export function useRecentArticles(scope: BlogScope, exceptIds: readonly number[]) {
  const { i18n } = useTranslation();
  return useQuery({
    ...blogQueryOptions(scope, recentArticlesQuery(scope, i18n.language)),
    select: (articles) =>
      articles.filter((article) => !exceptIds.includes(article.Id)).slice(0, blogRecentCount),
  });
}
