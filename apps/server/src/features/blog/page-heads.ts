import { languageOf, languages, translate, type Language } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { PageHead, PageVisitor } from '../../http/spa.js';
import { findPublished, findPublishedVersions, type ArticleRow } from './blog.repository.js';
import { escapeMarkup, scriptJson } from './escape.js';
import { alternatesOf, articlePhotoUrl, articleUrl, feedPath, localeOf, type Site } from './feed.js';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

const link = (rel: string, href: string, extra = '') =>
  `<link rel="${rel}" href="${escapeMarkup(href)}"${extra}>`;

const feedTitle = (site: Site, language: Language) =>
  translate(language, 'blogFeedTitle', { product: site.productName });

/** Every language's feed, the page's language's first, each titled in its language. */
const feedLinks = (site: Site, pageLanguage: Language) =>
  [pageLanguage, ...languages.filter((language) => language !== pageLanguage)]
    .map((language) =>
      link(
        'alternate',
        `${site.publicUrl}${feedPath(language)}`,
        ` type="application/rss+xml" hreflang="${localeOf(language)}" title="${escapeMarkup(feedTitle(site, language))}"`,
      ),
    )
    .join('');

function articleHead(site: Site, row: ArticleRow, versions: readonly ArticleRow[]): PageHead {
  const language = languageOf(row.language);
  const url = articleUrl(site, row.slug);
  const image = articlePhotoUrl(site, row);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    inLanguage: localeOf(language),
    headline: row.title,
    description: row.metaDescription,
    ...(image ? { image: [image] } : {}),
    datePublished: row.publishedAt.toISOString(),
    dateModified: row.updatedAt.toISOString(),
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: site.productName },
    publisher: { '@type': 'Organization', name: site.productName },
  };
  const tags = [
    meta('name', 'description', row.metaDescription),
    link('canonical', url),
    ...alternatesOf(site, versions).map(({ hreflang, href }) =>
      link('alternate', href, ` hreflang="${hreflang}"`),
    ),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:locale', localeOf(language).replace('-', '_')),
    meta('property', 'og:site_name', site.productName),
    meta('property', 'og:title', row.title),
    meta('property', 'og:description', row.metaDescription),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '675'),
        ]
      : []),
    meta('property', 'article:published_time', row.publishedAt.toISOString()),
    meta('property', 'article:modified_time', row.updatedAt.toISOString()),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', row.title),
    meta('name', 'twitter:description', row.metaDescription),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    feedLinks(site, language),
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ];
  return { title: `${row.title} | ${site.productName}`, headHtml: tags.join('') };
}

/**
 * What the served HTML of the blog's pages carries in its head for link previews and crawlers, which
 * run none of the page's JavaScript: /blog its title and description in the visitor's language,
 * /blog/<slug or number> the article's title, description, canonical address, hreflang alternates
 * (its versions in every language), Open Graph and X card tags and JSON-LD Article data. An article's
 * page is drawn in the article's language (its `<html lang>`), the language its address stands for
 * among the alternates, unless the visitor chose another with the switch: then the page keeps theirs
 * and marks the article's text with its own. An unknown or withdrawn article's page answers 404 (the
 * page says so).
 */
export function blogPageHeads(db: Db, site: Site) {
  return async (page: string, visitor: PageVisitor): Promise<PageHead | undefined> => {
    if (page === '/blog') {
      const url = `${site.publicUrl}/blog`;
      const t = (key: 'blogListTitle' | 'blogListDescription') => translate(visitor.language, key);
      return {
        title: `${t('blogListTitle')} | ${site.productName}`,
        headHtml: [
          meta('name', 'description', t('blogListDescription')),
          link('canonical', url),
          meta('property', 'og:type', 'website'),
          meta('property', 'og:site_name', site.productName),
          meta('property', 'og:title', feedTitle(site, visitor.language)),
          meta('property', 'og:description', t('blogListDescription')),
          meta('property', 'og:url', url),
          meta('property', 'og:locale', localeOf(visitor.language).replace('-', '_')),
          feedLinks(site, visitor.language),
        ].join(''),
      };
    }
    const slug = /^\/blog\/([^/]+)$/.exec(page)?.[1];
    if (!slug) return undefined;
    // Slugs and numbers are plain ASCII: anything else names no article.
    const row = /^[a-z0-9-]{1,200}$/.test(slug) ? await findPublished(db, slug) : undefined;
    if (!row) return { title: site.productName, headHtml: '', status: 404 };
    return {
      ...articleHead(site, row, await findPublishedVersions(db, row)),
      ...(visitor.chosen ? {} : { language: languageOf(row.language) }),
    };
  };
}
