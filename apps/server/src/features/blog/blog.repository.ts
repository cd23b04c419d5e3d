import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ArticleSortField, Language } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { articleReads, articles, users } from '../../db/schema/index.js';

export type ArticleRow = typeof articles.$inferSelect;

export interface ArticleQuery {
  offset: number;
  limit: number;
  sort: { field: ArticleSortField; direction: 'asc' | 'desc' };
  /** Each word must occur in the title, description, tags or text. */
  words: readonly string[];
  /** The reader's: articles in it come first, each part in the order asked. */
  language: Language;
}

const published = isNull(articles.withdrawnAt);

const sortColumns = {
  Id: articles.id,
  CreatedTime: articles.publishedAt,
  UpdatedTime: articles.updatedAt,
  Title: articles.title,
} as const;

/** The reader's language's articles before the others (true sorts after false, hence desc). */
const readersFirst = (language: Language) => desc(sql`(${articles.language} = ${language})`);

/** A word as an ILIKE pattern that matches it literally anywhere. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matchesWords(words: readonly string[]): SQL | undefined {
  const perWord = words.map((word) => {
    const pattern = containing(word);
    return or(
      ilike(articles.title, pattern),
      ilike(articles.metaDescription, pattern),
      ilike(sql`array_to_string(${articles.tags}, ' ')`, pattern),
      ilike(articles.contentMarkdown, pattern),
    );
  });
  return perWord.length === 0 ? undefined : and(...perWord);
}

/** A page of the published articles and how many match in all. */
export async function findPublishedPage(db: Queryable, query: ArticleQuery) {
  const where = and(published, matchesWords(query.words));
  const order = query.sort.direction === 'desc' ? desc : asc;
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(readersFirst(query.language), order(sortColumns[query.sort.field]), order(articles.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ total: count() }).from(articles).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The newest published articles, the reader's language's first. */
export async function findPublishedRecent(db: Queryable, limit: number, language: Language) {
  return db
    .select()
    .from(articles)
    .where(published)
    .orderBy(readersFirst(language), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** A published article by its number or its slug (any case). */
export async function findPublished(db: Queryable, idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug) ? eq(articles.id, Number(idOrSlug)) : undefined;
  const bySlug = eq(articles.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(articles)
    .where(and(published, byId ? or(byId, bySlug) : bySlug))
    .limit(1);
  return row;
}

/**
 * The published versions of an article in every language: its original and the original's
 * translations, itself included, by number.
 */
export async function findPublishedVersions(db: Queryable, row: Pick<ArticleRow, 'id' | 'originalId'>) {
  const original = row.originalId ?? row.id;
  return db
    .select()
    .from(articles)
    .where(and(published, or(eq(articles.id, original), eq(articles.originalId, original))))
    .orderBy(asc(articles.id));
}

/** The articles translating an original, withdrawn ones too. */
export async function findTranslationsOf(db: Queryable, originalId: number) {
  return db.select().from(articles).where(eq(articles.originalId, originalId)).orderBy(asc(articles.id));
}

export async function findArticleById(db: Queryable, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row;
}

/** Every published article, for the sitemap and the feed: newest first. */
export async function findAllPublished(db: Queryable) {
  return db.select().from(articles).where(published).orderBy(desc(articles.publishedAt), desc(articles.id));
}

/** Every article, withdrawn ones too, for the operator's list. */
export async function findAllArticles(db: Queryable) {
  return db.select().from(articles).orderBy(asc(articles.id));
}

export async function findArticleBySlug(db: Queryable, slug: string) {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row;
}

export async function findArticleSlugs(db: Queryable, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(inArray(articles.slug, [...slugs]));
  return new Set(rows.map((row) => row.slug));
}

export type ArticleValues = Pick<
  ArticleRow,
  | 'slug'
  | 'language'
  | 'originalId'
  | 'title'
  | 'metaDescription'
  | 'tags'
  | 'contentMarkdown'
  | 'contentHtml'
> & { photoKey?: string | null; photoCredit?: string };

export async function insertArticle(db: Queryable, values: ArticleValues) {
  const [row] = await db.insert(articles).values(values).returning();
  if (!row) throw new Error('article insert returned nothing');
  return row;
}

/** Republishes an article in place: its number and first publication date stay. */
export async function updateArticle(db: Queryable, id: number, values: ArticleValues) {
  const [row] = await db
    .update(articles)
    .set({ ...values, updatedAt: new Date(), withdrawnAt: null })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new Error(`article ${id} vanished`);
  return row;
}

export async function setWithdrawn(db: Queryable, slug: string) {
  const [row] = await db
    .update(articles)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(articles.slug, slug), published))
    .returning({ id: articles.id });
  return row;
}

/**
 * What the in-app blog marks 'new' and the sidebar's NEW badge counts, one rule for both: published
 * after the account was made (older articles are not news to it) and not opened by it yet.
 */
function unreadBy(userId: string): SQL {
  const joinedAt = sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`;
  const opened = sql`exists (select 1 from ${articleReads}
    where ${articleReads.userId} = ${userId} and ${articleReads.articleId} = ${articles.id})`;
  return and(published, gt(articles.publishedAt, joinedAt), sql`not ${opened}`) as SQL;
}

/** Of these articles, the ones that are new to the account. */
export async function findUnreadIds(db: Queryable, userId: string, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, [...ids]), unreadBy(userId)));
  return new Set(rows.map((row) => row.id));
}

export async function insertRead(db: Queryable, userId: string, articleId: number) {
  await db.insert(articleReads).values({ userId, articleId }).onConflictDoNothing();
}

/** How many published articles are new to the account. */
export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(articles).where(unreadBy(userId));
  return row?.total ?? 0;
}
