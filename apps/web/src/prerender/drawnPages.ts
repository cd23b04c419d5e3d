import type { Language } from '@tradepact/shared';
import { matchPath, type Params } from 'react-router';
import { articlePageQuery, articleQuery, recentArticlesQuery, siteBlog } from '../features/blog/api';
import { listAddressOf } from '../features/blog/listAddress';
import { howWeWorkQuery } from '../features/guides/api';
import type { DrawnQuery } from './drawnQuery';

interface DrawnPage {
  /** A route's path, matched without regard to case as the router matches it. */
  path: string;
  /** The queries the page's first screen reads, for its address and the language it is drawn in. */
  queries: (params: Params, search: URLSearchParams, language: Language) => DrawnQuery[];
}

/**
 * The pages the server draws at request time (drawPage.tsx), with what they read: public pages whose
 * first screen is data every visitor sees alike, and which crawlers and link previews read.
 */
const drawnPages: readonly DrawnPage[] = [
  {
    path: '/blog',
    queries: (_params, search, language) => {
      const { page, words } = listAddressOf(search);
      return [articlePageQuery(siteBlog, page, words, language)];
    },
  },
  {
    path: '/blog/:slug',
    queries: ({ slug = '' }, _search, language) => [
      articleQuery(siteBlog, slug),
      recentArticlesQuery(siteBlog, language),
    ],
  },
  { path: '/howwework', queries: (_params, _search, language) => [howWeWorkQuery(language)] },
];

/** An address of each drawn page, for loading their code in advance. */
export const drawnPageExamples = drawnPages.map((page) => page.path.replace(/:\w+/g, 'example'));

/**
 * The queries of the drawn page at `url` in `language`; undefined when the server does not draw that
 * page.
 */
export function drawnQueriesOf(url: URL, language: Language): DrawnQuery[] | undefined {
  for (const page of drawnPages) {
    const match = matchPath({ path: page.path, caseSensitive: false, end: true }, url.pathname);
    if (match) return page.queries(match.params, url.searchParams, language);
  }
  return undefined;
}
