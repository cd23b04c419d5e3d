import { defaultLanguage, translate } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { PageHead } from '../../http/spa.js';
import { findPublished, type ArticleRow } from './blog.repository.js';
import { escapeMarkup, scriptJson } from './escape.js';
import { articlePhotoUrl, articleUrl, type Site } from './feed.js';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

const link = (rel: string, href: string, extra = '') =>
  `<link rel="${rel}" href="${escapeMarkup(href)}"${extra}>`;

const feedLink = (site: Site, feedTitle: string) =>
  link(
    'alternate',
    `${site.publicUrl}/blog/rss.xml`,
    ` type="application/rss+xml" title="${escapeMarkup(feedTitle)}"`,
  );

function articleHead(site: Site, row: ArticleRow, feedTitle: string): PageHead {
  const url = articleUrl(site, row.slug);
  const image = articlePhotoUrl(site, row);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Article',
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
    meta('property', 'og:type', 'article'),
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
    feedLink(site, feedTitle),
    `<script type="application/ld+json">${scriptJson(structured)}</script>`,
  ];
  return { title: `${row.title} | ${site.productName}`, headHtml: tags.join('') };
}

/**
 * What the served HTML of the blog's pages carries in its head for link previews and crawlers, which
 * run none of the page's JavaScript: /blog its title and description, /blog/<slug or number> the
 * article's title, description, canonical address, Open Graph and X card tags and JSON-LD Article
 * data. An unknown or withdrawn article's page answers 404 (the page says so).
 */
export function blogPageHeads(db: Db, site: Site) {
  const t = (key: 'blogListTitle' | 'blogListDescription') => translate(defaultLanguage, key);
  const feedTitle = () => `${site.productName} ${t('blogListTitle')}`;
  return async (page: string): Promise<PageHead | undefined> => {
    if (page === '/blog') {
      const url = `${site.publicUrl}/blog`;
      return {
        title: `${t('blogListTitle')} | ${site.productName}`,
        headHtml: [
          meta('name', 'description', t('blogListDescription')),
          link('canonical', url),
          meta('property', 'og:type', 'website'),
          meta('property', 'og:site_name', site.productName),
          meta('property', 'og:title', feedTitle()),
          meta('property', 'og:description', t('blogListDescription')),
          meta('property', 'og:url', url),
          feedLink(site, feedTitle()),
        ].join(''),
      };
    }
    const slug = /^\/blog\/([^/]+)$/.exec(page)?.[1];
    if (!slug) return undefined;
    // Slugs and numbers are plain ASCII: anything else names no article.
    const row = /^[a-z0-9-]{1,200}$/.test(slug) ? await findPublished(db, slug) : undefined;
    if (!row) return { title: site.productName, headHtml: '', status: 404 };
    return articleHead(site, row, feedTitle());
  };
}
