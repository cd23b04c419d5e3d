import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Text in the languages other than English, by language code (issue 30 §2): `content` (or `text`) is
 * the English, the version's reference; `translations.fr` its French twin. A language a row lacks reads
 * the English.
 */
export type Translations = Partial<Record<string, string>>;

/** Published EULA versions; the newest is in force, whatever language it was read in. */
export const eulaVersions = pgTable('eula_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().unique(),
  content: text('content').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Announcements; the newest is in force until the operator ends it. */
export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().unique(),
  content: text('content').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** A published set of default contract terms; the newest is in force. */
export const defaultTermVersions = pgTable('default_term_versions', {
  version: integer('version').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The default terms of one version. `number` identifies a term across versions, so a change notice can
 * say which term is new, deleted or changed. Type 0 is the client contract, 1 the sub-contractor's.
 */
export const defaultTerms = pgTable(
  'default_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version')
      .notNull()
      .references(() => defaultTermVersions.version, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    /** The term in other languages, numbered the same (a French contract's clause 4 is clause 4). */
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    video: text('video').notNull().default(''),
    sort: integer('sort').notNull(),
  },
  (table) => [unique('default_terms_identity').on(table.version, table.type, table.number)],
);

/** What each user accepted, and when and from where: one row per kind and version. */
export const contentAcceptances = pgTable(
  'content_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['eula', 'announcement', 'terms'] }).notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.version] }),
    index('content_acceptances_kind_idx').on(table.kind, table.version),
  ],
);
