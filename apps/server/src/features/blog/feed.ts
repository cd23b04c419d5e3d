import { defaultLanguage, languageOf, languages, translate, type Language } from '@tradepact/shared';
import type { ArticleRow } from './blog.repository.js';
import { escapeMarkup } from './escape.js';
import { articlePhotoPath } from './photo.js';

export interface Site {
  publicUrl: string;
  productName: string;
}

/**
 * The public pages a crawler should know, beside each article. Each speaks its visitor's language at
 * one address (the language cookie, else Accept-Language), so there is no other address to name as
 * its language alternate; an article's versions each have their own.
 */
const publicPages = ['/', '/blog', '/howwework', '/eula'];

export const articleUrl = (site: Site, slug: string) => `${site.publicUrl}/blog/${slug}`;

/** A language's BCP 47 tag as hreflang and RSS write it: the product speaks Canada's English and French. */
export const localeOf = (language: Language) => `${language}-CA`;

/** Where a language's feed is: the English one kept the address it always had. */
export const feedPath = (language: Language) =>
  language === defaultLanguage ? '/blog/rss.xml' : `/blog/rss.${language}.xml`;

/** An article's version in a language, and the address it is read at. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of an article among its published versions (an original and its
 * translations, itself included): one per language, in the languages' order, then `x-default`,
 * for a reader whose language none is in: the default language's version, else the original.
 */
export function alternatesOf(site: Site, versions: readonly ArticleRow[]): Alternate[] {
  const byLanguage = [...versions].sort(
    (a, b) => languages.indexOf(languageOf(a.language)) - languages.indexOf(languageOf(b.language)),
  );
  const fallback =
    byLanguage.find((row) => row.language === defaultLanguage) ??
    byLanguage.find((row) => row.originalId === null) ??
    byLanguage[0];
  return [
    ...byLanguage.map((row) => ({
      hreflang: localeOf(languageOf(row.language)),
      href: articleUrl(site, row.slug),
    })),
    ...(fallback ? [{ hreflang: 'x-default', href: articleUrl(site, fallback.slug) }] : []),
  ];
}

/** Each published article's published versions (itself included), from every published article. */
export function versionsAmong(rows: readonly ArticleRow[]): (row: ArticleRow) => ArticleRow[] {
  const originalOf = (row: ArticleRow) => row.originalId ?? row.id;
  const families = new Map<number, ArticleRow[]>();
  for (const row of rows) families.set(originalOf(row), [...(families.get(originalOf(row)) ?? []), row]);
  return (row) => families.get(originalOf(row)) ?? [row];
}

export const articlePhotoUrl = (site: Site, row: ArticleRow) =>
  row.photoKey ? `${site.publicUrl}${articlePhotoPath(row.photoKey, 1200)}` : undefined;

/**
 * The sitemap protocol's urlset: the public pages, then every published article with its last change
 * and its language versions as `xhtml:link` alternates (Google's extension of the protocol: each
 * version lists every version, itself included).
 */
export function sitemap(site: Site, rows: readonly ArticleRow[]): string {
  const versions = versionsAmong(rows);
  const alternate = ({ hreflang, href }: Alternate) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`;
  const url = (loc: string, lastmod?: Date, alternates: readonly Alternate[] = []) =>
    `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates.map(alternate).join('')}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...publicPages.map((page) => url(`${site.publicUrl}${page === '/' ? '/' : page}`)),
    ...rows.map((row) => url(articleUrl(site, row.slug), row.updatedAt, alternatesOf(site, versions(row)))),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * RSS 2.0 of the published articles in one language, newest first. A feed per language rather than
 * one feed with each item tagged: RSS gives a channel one language (readers and their translation
 * features go by it; an item has none), and a reader subscribes to read in one language, who would
 * otherwise get every article twice, once per version. Its words are its language's, whoever asks.
 */
export function articleFeed(site: Site, rows: readonly ArticleRow[], language: Language): string {
  const blogUrl = `${site.publicUrl}/blog`;
  const inLanguage = rows.filter((row) => row.language === language);
  const title = translate(language, 'blogFeedTitle', { product: site.productName });
  const newest = inLanguage.reduce<Date | undefined>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    undefined,
  );
  const item = (row: ArticleRow) => {
    const link = escapeMarkup(articleUrl(site, row.slug));
    const photo = articlePhotoUrl(site, row);
    return [
      '<item>',
      `<title>${escapeMarkup(row.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${row.publishedAt.toUTCString()}</pubDate>`,
      `<description>${escapeMarkup(row.metaDescription)}</description>`,
      ...row.tags.map((tag) => `<category>${escapeMarkup(tag)}</category>`),
      ...(photo ? [`<media:content url="${escapeMarkup(photo)}" medium="image" type="image/jpeg"/>`] : []),
      '</item>',
    ].join('');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${escapeMarkup(title)}</title>`,
    `<link>${escapeMarkup(blogUrl)}</link>`,
    `<atom:link href="${escapeMarkup(`${site.publicUrl}${feedPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeMarkup(translate(language, 'blogFeedDescription'))}</description>`,
    `<language>${localeOf(language)}</language>`,
    ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...inLanguage.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
