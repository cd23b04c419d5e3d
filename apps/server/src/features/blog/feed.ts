import type { ArticleRow } from './blog.repository.js';
import { escapeMarkup } from './escape.js';
import { articlePhotoPath } from './photo.js';

export interface Site {
  publicUrl: string;
  productName: string;
}

/** The public pages a crawler should know, beside each article. */
const publicPages = ['/', '/blog', '/howwework', '/eula'];

export const articleUrl = (site: Site, slug: string) => `${site.publicUrl}/blog/${slug}`;

export const articlePhotoUrl = (site: Site, row: ArticleRow) =>
  row.photoKey ? `${site.publicUrl}${articlePhotoPath(row.photoKey, 1200)}` : undefined;

/** The sitemap protocol's urlset: the public pages, then every published article with its last change. */
export function sitemap(site: Site, rows: readonly ArticleRow[]): string {
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.map((page) => url(`${site.publicUrl}${page === '/' ? '/' : page}`)),
    ...rows.map((row) => url(articleUrl(site, row.slug), row.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** RSS 2.0 of the published articles, newest first. */
export function articleFeed(
  site: Site,
  rows: readonly ArticleRow[],
  words: { title: string; description: string },
): string {
  const blogUrl = `${site.publicUrl}/blog`;
  const newest = rows.reduce<Date | undefined>(
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
    `<title>${escapeMarkup(`${site.productName} ${words.title}`)}</title>`,
    `<link>${escapeMarkup(blogUrl)}</link>`,
    `<atom:link href="${escapeMarkup(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeMarkup(words.description)}</description>`,
    '<language>en-CA</language>',
    ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...rows.map(item),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
