import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A blog article the operator published (`npm run admin -- article …`). The id is the public,
 * ascending number of doc 3 §9's list order; the slug its address. `content_html` is produced from
 * `content_markdown` and sanitised once, when it is published or updated. A withdrawn article is kept
 * (its address answers 404) so that it can be published again under the same id.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    /** The language it is written in (issue 30 §2): the blog lists the reader's first. */
    language: text('language').notNull().default('en'),
    /**
     * The article this one translates, null for an original: an original and its translations are
     * each other's `hreflang` alternates.
     */
    originalId: integer('original_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contentMarkdown: text('content_markdown').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Storage key prefix of the photo's variants (`…/560.jpg`, `…/1200.jpg`); null for none. */
    photoKey: text('photo_key'),
    /** Credit line of the photo (author, licence), shown under it. */
    photoCredit: text('photo_credit').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('articles_published_idx').on(table.publishedAt)],
);

/** The articles an account opened in the in-app blog: doc 3 §3's IsRead. */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.articleId] })],
);

/** Each account's use of the writing help per UTC day, for its daily limits. */
export const writingHelpUsage = pgTable(
  'writing_help_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
    characters: integer('characters').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
