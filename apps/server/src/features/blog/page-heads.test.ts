import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument, DomUtils } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../test/images.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestArticle } from '../../../test/articles.js';
import { withdrawArticle } from './publish.js';

let t: TestApp;
let webDir: string;
const site = 'https://contracts.example.ca';
const trickyTitle = 'Quotes "and" <b>tags</b> & </script> too';

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<html><head><title>__PRODUCT_NAME__</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir, PRODUCT_NAME: 'Acme', PUBLIC_URL: site });
  await publishTestArticle(
    t,
    { title: trickyTitle, slug: 'tricky', description: 'Read <this> & "that".', tags: 'a & b, c' },
    await pngOf(1600, 900),
  );
  await publishTestArticle(t, { title: 'Plain', slug: 'plain' });
  await publishTestArticle(t, { title: 'Gone', slug: 'gone' });
  await withdrawArticle(t.services.database.db, 'gone');
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url });
const head = (html: string) => parseDocument(html);
const metaContent = (html: string, attribute: string, key: string) =>
  DomUtils.findOne((el) => el.name === 'meta' && el.attribs[attribute] === key, head(html).children)?.attribs
    .content;

describe('the served HTML of /blog/<slug>', () => {
  it('carries the title, description, canonical address, Open Graph and X card tags, escaped', async () => {
    const response = await page('/Blog/TRICKY');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const photo = `${site}/api/site/articlephoto/1-`;

    expect(html).toContain(
      '<title>Quotes &quot;and&quot; &lt;b&gt;tags&lt;/b&gt; &amp; &lt;/script&gt; too | Acme</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>tags</b>');
    expect(metaContent(html, 'name', 'description')).toBe('Read <this> & "that".');
    expect(html).toContain(`<link rel="canonical" href="${site}/blog/tricky">`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:title')).toBe(trickyTitle);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${site}/blog/tricky`);
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Acme');
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${photo}[0-9a-f]{12}/1200$`));
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="alternate" href="${site}/blog/rss.xml" type="application/rss+xml" title="Acme Blog">`,
    );
  });

  it('carries JSON-LD Article data that no title can break out of', async () => {
    const html = (await page('/blog/tricky')).body;
    const scripts = DomUtils.findAll((el) => el.name === 'script', head(html).children);
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(DomUtils.textContent(scripts[0]!)) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: trickyTitle,
      description: 'Read <this> & "that".',
      author: { name: 'Acme' },
      publisher: { name: 'Acme' },
    });
    expect(String(data.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String(data.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((data.image as string[])[0]).toMatch(/\/1200$/);
  });

  it('answers an article by its number too, with the slug as canonical address', async () => {
    const html = (await page('/blog/2')).body;
    expect(html).toContain(`<link rel="canonical" href="${site}/blog/plain">`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined();
  });

  it('answers 404 with the page for an unknown or withdrawn article', async () => {
    for (const url of ['/blog/gone', '/blog/no-such-article', '/blog/%E2%9C%93']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('og:title');
    }
  });

  it('gives /blog its title, description and feed link, and leaves other pages as built', async () => {
    const blog = (await page('/Blog')).body;
    expect(blog).toContain('<title>Blog | Acme</title>');
    expect(metaContent(blog, 'name', 'description')).toMatch(/Canadian contractors/);
    expect(blog).toContain('type="application/rss+xml"');

    const other = (await page('/MyProjects')).body;
    expect(other).toContain('<title>Acme</title>');
    expect(other).not.toContain('og:');
  });
});

describe('/sitemap.xml and /blog/rss.xml', () => {
  it('the sitemap lists the public pages and each published article with its last change', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const document = parseDocument(response.body, { xmlMode: true });
    const urls = DomUtils.findAll((el) => el.name === 'url', document.children).map((url) => ({
      loc: DomUtils.textContent(DomUtils.findOne((el) => el.name === 'loc', url.children)!),
      lastmod: DomUtils.findOne((el) => el.name === 'lastmod', url.children),
    }));
    expect(urls.map((url) => url.loc)).toEqual([
      `${site}/`,
      `${site}/blog`,
      `${site}/howwework`,
      `${site}/eula`,
      `${site}/blog/plain`,
      `${site}/blog/tricky`,
    ]);
    expect(urls.slice(4).every((url) => url.lastmod)).toBe(true);
  });

  it('the RSS 2.0 feed lists the published articles, newest first, escaped', async () => {
    const response = await page('/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(response.body).toContain('<title>Quotes &quot;and&quot; &lt;b&gt;tags&lt;/b&gt;');
    const document = parseDocument(response.body, { xmlMode: true, decodeEntities: true });
    const rss = DomUtils.findOne((el) => el.name === 'rss', document.children);
    expect(rss?.attribs.version).toBe('2.0');
    const items = DomUtils.findAll((el) => el.name === 'item', document.children);
    const field = (item: (typeof items)[number], name: string) =>
      DomUtils.textContent(DomUtils.findOne((el) => el.name === name, item.children)!);
    expect(items.map((item) => field(item, 'title'))).toEqual(['Plain', trickyTitle]);
    expect(items.map((item) => field(item, 'link'))).toEqual([`${site}/blog/plain`, `${site}/blog/tricky`]);
    expect(new Date(field(items[0]!, 'pubDate')).getTime()).not.toBeNaN();
  });
});
