import type { ArticleSortField, ArticleSummary, Article } from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { PublicCache } from '../../cache/public-cache.js';
import {
  countUnread,
  findPublished,
  findPublishedPage,
  findPublishedRecent,
  findUnreadIds,
  insertRead,
  type ArticleRow,
} from './blog.repository.js';
import { articlePhotoPath, articlePhotoSrcset } from './photo.js';

/** A page request as the API table parses it (doc 3 §7). */
export interface ArticlePageRequest {
  pageIndex: number;
  pageSize: number;
  sortConditions: { sortField: ArticleSortField; listSortDirection: 'asc' | 'desc' }[];
  searchWords: string;
}

export function articleSummary(row: ArticleRow, isRead: boolean): ArticleSummary {
  return {
    Id: row.id,
    Slug: row.slug,
    Title: row.title,
    MetaDescription: row.metaDescription,
    Tags: row.tags,
    Photo: row.photoKey ? articlePhotoPath(row.photoKey, 560) : '',
    PhotoLarge: row.photoKey ? articlePhotoPath(row.photoKey, 1200) : '',
    PhotoSrcset: row.photoKey ? articlePhotoSrcset(row.photoKey) : '',
    PhotoCredit: row.photoCredit,
    CreatedTime: row.publishedAt.toISOString(),
    UpdatedTime: row.updatedAt.toISOString(),
    IsRead: isRead,
  };
}

const fullArticle = (row: ArticleRow, isRead: boolean): Article => ({
  ...articleSummary(row, isRead),
  Content: row.contentHtml,
});

const articleNotFound = () => new AppError(404, 'blogArticleNotFound');

function pageQuery(request: ArticlePageRequest) {
  const [first] = request.sortConditions;
  return {
    offset: (request.pageIndex - 1) * request.pageSize,
    limit: request.pageSize,
    sort: { field: first?.sortField ?? 'Id', direction: first?.listSortDirection ?? 'asc' },
    words: request.searchWords.split(/\s+/).filter(Boolean),
  } as const;
}

/**
 * Published, not withdrawn articles; the in-app calls add the reader's read marks. What every reader
 * sees alike is read through the public cache, keyed by the request.
 */
export function blogService(db: Db, cache: PublicCache) {
  const page = (request: ArticlePageRequest) => {
    const query = pageQuery(request);
    return cache.read('articles', `page ${JSON.stringify(query)}`, () => findPublishedPage(db, query));
  };
  const article = (idOrSlug: string) =>
    cache.read('articles', `article ${idOrSlug}`, () => findPublished(db, idOrSlug));
  const recent = (count: number) =>
    cache.read('articles', `recent ${count}`, () => findPublishedRecent(db, count));

  const withReadMarks = async (userId: string, rows: ArticleRow[]) => {
    const unread = await findUnreadIds(
      db,
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => articleSummary(row, !unread.has(row.id)));
  };

  return {
    async sitePage(request: ArticlePageRequest) {
      const { rows, total } = await page(request);
      return { Rows: rows.map((row) => articleSummary(row, true)), Total: total };
    },

    async siteRead(idOrSlug: string) {
      const row = await article(idOrSlug);
      if (!row) throw articleNotFound();
      return fullArticle(row, true);
    },

    async siteRecent(count: number) {
      return (await recent(count)).map((row) => articleSummary(row, true));
    },

    async appPage(userId: string, request: ArticlePageRequest) {
      const { rows, total } = await page(request);
      return { Rows: await withReadMarks(userId, rows), Total: total };
    },

    /** Opening an article takes its 'new' mark off, and one off the unread count (issue 29 §3). */
    async appRead(userId: string, idOrSlug: string) {
      const row = await article(idOrSlug);
      if (!row) throw articleNotFound();
      await insertRead(db, userId, row.id);
      return fullArticle(row, true);
    },

    async appRecent(userId: string, count: number) {
      return withReadMarks(userId, await recent(count));
    },
  };
}

/**
 * UnreadBlog of GET /api/auth/userinfo: the articles the in-app blog marks 'new', so that the
 * sidebar's badge and the marks never disagree (issue 29 §3).
 */
export function unreadArticleCount(db: Queryable, userId: string): Promise<number> {
  return countUnread(db, userId);
}
