import { z } from 'zod';
import { blogPageSize, blogRecentCount } from '../blog.js';
import { languages } from '../messages/index.js';
import { endpoint } from './endpoint.js';

/** An article in a list or card: everything but its content (doc 3 §3 "Blog article"). */
export const articleSummarySchema = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  /** The language it is written in: a page in another marks its title and text with it. */
  Language: z.enum(languages),
  Title: z.string(),
  MetaDescription: z.string(),
  Tags: z.array(z.string()),
  /** The photo at 560 wide ('' when the article has none); `PhotoLarge` at 1200. */
  Photo: z.string(),
  PhotoLarge: z.string(),
  /** The photo at every width it is kept at, as an img's srcset ('' when the article has none). */
  PhotoSrcset: z.string(),
  PhotoCredit: z.string(),
  /** ISO times: published, last updated. */
  CreatedTime: z.string(),
  UpdatedTime: z.string(),
  /** Opened by the signed-in reader (always true on the public calls). */
  IsRead: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Another language's version of an article: its original or a translation of the same original. */
export const articleTranslationSchema = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Language: z.enum(languages),
  /** The link's words, in that version's language: 'Read in English', 'Lire en français'. */
  ReadIn: z.string(),
});
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;

export const articleSchema = articleSummarySchema.extend({
  /** HTML produced from the operator's Markdown and sanitised by the server. */
  Content: z.string(),
  /** Its published versions in other languages, one per language, in the languages' order. */
  Translations: z.array(articleTranslationSchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articleSortFields = ['Id', 'CreatedTime', 'UpdatedTime', 'Title'] as const;
export type ArticleSortField = (typeof articleSortFields)[number];

/** .NET's ListSortDirection, as the spec's pages send it: 0 ascending, 1 descending (or its name). */
const sortDirectionSchema = z
  .union([z.literal(0), z.literal(1), z.enum(['Ascending', 'Descending', 'asc', 'desc'])])
  .transform((direction) =>
    direction === 1 || direction === 'Descending' || direction === 'desc' ? 'desc' : 'asc',
  );

const articlePageBody = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(blogPageSize),
  /** The first condition decides the order; Id ascending when none (doc 3 §9). */
  sortConditions: z
    .array(z.object({ sortField: z.enum(articleSortFields), listSortDirection: sortDirectionSchema }))
    .max(4)
    .default([]),
  /** Words each found article contains (title, description, tags or text); '' lists all. */
  searchWords: z.string().trim().max(200).default(''),
});

const articlePage = z.object({ Rows: z.array(articleSummarySchema), Total: z.number().int() });
const articleIdQuery = z.object({
  /** The article's number or its slug. */
  id: z.string().trim().min(1).max(200),
});
const recentQuery = z.object({
  count: z.coerce.number().int().min(1).max(20).default(blogRecentCount),
});

/** The blog, public and in-app (doc 3 §7 "Blog"). */
export const blogApi = {
  sitePage: endpoint({
    method: 'POST',
    path: '/api/site/readarticlepage',
    summary: 'A page of published articles, searched by words',
    access: 'public',
    body: articlePageBody,
    data: articlePage,
  }),
  siteRead: endpoint({
    method: 'GET',
    path: '/api/site/readarticle',
    summary: 'One published article by number or slug',
    access: 'public',
    query: articleIdQuery,
    data: articleSchema,
  }),
  siteRecent: endpoint({
    method: 'GET',
    path: '/api/site/readarticlerecent',
    summary: 'The newest published articles',
    access: 'public',
    query: recentQuery,
    data: z.array(articleSummarySchema),
  }),
  appPage: endpoint({
    method: 'POST',
    path: '/api/app/blog/readpage',
    summary: 'A page of articles with the caller’s read marks; resets the unread count',
    access: 'signedIn',
    keyScope: null,
    body: articlePageBody,
    data: articlePage,
  }),
  appRead: endpoint({
    method: 'GET',
    path: '/api/app/blog/read',
    summary: 'One article, marked read for the caller; resets the unread count',
    access: 'signedIn',
    keyScope: null,
    query: articleIdQuery,
    data: articleSchema,
  }),
  appRecent: endpoint({
    method: 'GET',
    path: '/api/app/blog/readrecent',
    summary: 'The newest articles with the caller’s read marks',
    access: 'signedIn',
    keyScope: null,
    query: recentQuery,
    data: z.array(articleSummarySchema),
  }),
};
