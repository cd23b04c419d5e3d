import { blogApi } from '@tradepact/shared/api-routes';
import { envelope, jsonResponse, type FetchCall } from '../../test/fetch';
import { renderFeatureRoutes } from '../../test/render';
import type { Article, ArticleSummary } from './api';
import { blogPublicRoutes, blogSignedInRoutes } from './routes';

/** Test helpers of the blog pages (imported by *.test.tsx only). */

export const routeOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** Article number `id`, as a list answers it (read, with a photo). */
export function aSummary(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  const slug = overrides.Slug ?? `article-${id}`;
  return {
    Id: id,
    Slug: slug,
    Language: 'en',
    Title: `Article number ${id}`,
    MetaDescription: `What article ${id} is about.`,
    Tags: ['contracts'],
    Photo: `/api/common/image/${slug}?width=560`,
    PhotoLarge: `/api/common/image/${slug}?width=1200`,
    PhotoSrcset: `/api/common/image/${slug}?width=560 560w, /api/common/image/${slug}?width=1200 1200w`,
    PhotoCredit: 'Illustration: Tradepact, CC BY 4.0',
    CreatedTime: '2026-03-02T15:00:00Z',
    UpdatedTime: '2026-03-02T15:00:00Z',
    IsRead: true,
    ...overrides,
  };
}

/** An article as the read call answers it. */
export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    ...aSummary(3, {
      Slug: 'deposits-and-payment-schedules',
      Title: 'Deposits & payment schedules',
      MetaDescription: 'How much to ask up front, and when.',
    }),
    Content: '<h2>Ask for a deposit</h2><p>A deposit covers your materials.</p>',
    Translations: [],
    ...overrides,
  };
}

/** A stub of a page call over `articles`: searched by title and paged as the server does. */
export function pageOf(articles: ArticleSummary[]) {
  return (call: FetchCall) => {
    const { pageIndex, pageSize, searchWords } = call.body as {
      pageIndex: number;
      pageSize: number;
      searchWords: string;
    };
    const matching = articles.filter((article) =>
      article.Title.toLowerCase().includes(searchWords.toLowerCase()),
    );
    const rows = matching.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    return jsonResponse(envelope({ Rows: rows, Total: matching.length }));
  };
}

/** An answer that never comes, to see what shows while loading. */
export const never = () => new Promise<Response>(() => undefined);

/** The public blog routes alone at `path`, with the home page's stand-in. */
export function renderPublicBlog(path: string) {
  return renderFeatureRoutes([...blogPublicRoutes, { path: '/', element: <h1>Home</h1> }], [path]);
}

/** The in-app blog route alone (no signed-in layout) at `path`. */
export function renderInnerBlog(path: string) {
  return renderFeatureRoutes(blogSignedInRoutes, [path]);
}

export const siteCalls = {
  page: routeOf(blogApi.sitePage),
  read: routeOf(blogApi.siteRead),
  recent: routeOf(blogApi.siteRecent),
};
export const appCalls = {
  page: routeOf(blogApi.appPage),
  read: routeOf(blogApi.appRead),
  recent: routeOf(blogApi.appRecent),
};
