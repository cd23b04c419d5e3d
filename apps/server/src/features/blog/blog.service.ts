import {
  languageOf,
  languages,
  translate,
  type ArticleSortField,
  type ArticleSummary,
  type Article,
  type Language,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { PublicCache } from '../../cache/public-cache.js';
import {
  countUnread,
  findPublished,
  findPublishedPage,
  findPublishedRecent,
  findPublishedVersions,
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
    Language: languageOf(row.language),
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

/** An article and its published versions in every language, itself included. */
interface ArticleWithVersions {
  row: ArticleRow;
  versions: ArticleRow[];
}

/**
 * The article with its other languages' versions, each offered by a link worded in that version's
 * language ('Lire en français' on an English page), as a language switch names each language in
 * itself: the words come from that language's catalogue, which the reader's page has not loaded.
 */
const fullArticle = ({ row, versions }: ArticleWithVersions, isRead: boolean): Article => ({
  ...articleSummary(row, isRead),
  Content: row.contentHtml,
  Translations: versions
    .filter((version) => version.id !== row.id)
    .map((version) => ({
      Id: version.id,
      Slug: version.slug,
      Language: languageOf(version.language),
      ReadIn: translate(version.language, 'blogReadInThisLanguage'),
    }))
    .sort((a, b) => languages.indexOf(a.Language) - languages.indexOf(b.Language)),
});

const articleNotFound = () => new AppError(404, 'blogArticleNotFound');

function pageQuery(request: ArticlePageRequest, language: Language) {
  const [first] = request.sortConditions;
  return {
    offset: (request.pageIndex - 1) * request.pageSize,
    limit: request.pageSize,
    sort: { field: first?.sortField ?? 'Id', direction: first?.listSortDirection ?? 'asc' },
    words: request.searchWords.split(/\s+/).filter(Boolean),
    language,
  } as const;
}

/**
 * Published, not withdrawn articles, in every language, the reader's (the request's) first; the
 * in-app calls add the reader's read marks. What every reader of a language sees alike is read
 * through the public cache, keyed by the request and that language.
 */
export function blogService(db: Db, cache: PublicCache) {
  const page = (request: ArticlePageRequest, language: Language) => {
    const query = pageQuery(request, language);
    return cache.read('articles', `page ${JSON.stringify(query)}`, () => findPublishedPage(db, query));
  };
  const article = (idOrSlug: string) =>
    cache.read('articles', `article ${idOrSlug}`, async (): Promise<ArticleWithVersions | undefined> => {
      const row = await findPublished(db, idOrSlug);
      return row && { row, versions: await findPublishedVersions(db, row) };
    });
  const recent = (count: number, language: Language) =>
    cache.read('articles', `recent ${language} ${count}`, () => findPublishedRecent(db, count, language));

  const withReadMarks = async (userId: string, rows: ArticleRow[]) => {
    const unread = await findUnreadIds(
      db,
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => articleSummary(row, !unread.has(row.id)));
  };

  return {
    async sitePage(request: ArticlePageRequest, language: Language) {
      const { rows, total } = await page(request, language);
      return { Rows: rows.map((row) => articleSummary(row, true)), Total: total };
    },

    async siteRead(idOrSlug: string) {
      const found = await article(idOrSlug);
      if (!found) throw articleNotFound();
      return fullArticle(found, true);
    },

    async siteRecent(count: number, language: Language) {
      return (await recent(count, language)).map((row) => articleSummary(row, true));
    },

    async appPage(userId: string, request: ArticlePageRequest, language: Language) {
      const { rows, total } = await page(request, language);
      return { Rows: await withReadMarks(userId, rows), Total: total };
    },

    /** Opening an article takes its 'new' mark off, and one off the unread count (issue 29 §3). */
    async appRead(userId: string, idOrSlug: string) {
      const found = await article(idOrSlug);
      if (!found) throw articleNotFound();
      await insertRead(db, userId, found.row.id);
      return fullArticle(found, true);
    },

    async appRecent(userId: string, count: number, language: Language) {
      return withReadMarks(userId, await recent(count, language));
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
