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
    '<html lang="en"><head><title>__PRODUCT_NAME__</title></head><body><div id="root"></div></body></html>',
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
  await publishTestArticle(t, { title: 'Simple', slug: 'simple', language: 'fr', translationOf: 'plain' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const hreflangs = (html: string) =>
  DomUtils.findAll(
    (el) => el.name === 'link' && el.attribs.hreflang !== undefined && !el.attribs.type,
    head(html).children,
  ).map((el) => [el.attribs.hreflang, el.attribs.href]);
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
      `<link rel="alternate" href="${site}/blog/rss.xml" type="application/rss+xml" hreflang="en-CA" title="Acme Blog">`,
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

  it('names the article’s versions in every language as hreflang alternates, and x-default', async () => {
    const alternates = [
      ['en-CA', `${site}/blog/plain`],
      ['fr-CA', `${site}/blog/simple`],
      ['x-default', `${site}/blog/plain`],
    ];
    const english = (await page('/blog/plain')).body;
    const french = (await page('/blog/simple')).body;
    expect(hreflangs(english)).toEqual(alternates);
    expect(hreflangs(french)).toEqual(alternates);
    expect(french).toContain(`<link rel="canonical" href="${site}/blog/simple">`);
    expect(metaContent(french, 'property', 'og:locale')).toBe('fr_CA');
    // An article in one language only is its own alternate, and x-default.
    expect(hreflangs((await page('/blog/tricky')).body)).toEqual([
      ['en-CA', `${site}/blog/tricky`],
      ['x-default', `${site}/blog/tricky`],
    ]);
  });

  it('draws an article’s page in its language unless the visitor chose one', async () => {
    expect(htmlLang((await page('/blog/simple', { 'accept-language': 'en-CA' })).body)).toBe('fr');
    expect(htmlLang((await page('/blog/plain', { 'accept-language': 'fr-CA' })).body)).toBe('en');
    expect(htmlLang((await page('/blog/plain', { cookie: 'lang=fr' })).body)).toBe('fr');
    expect(htmlLang((await page('/blog/simple', { cookie: 'lang=en', 'accept-language': 'fr' })).body)).toBe(
      'en',
    );
    // A page with no article of its own speaks the visitor's language.
    expect(htmlLang((await page('/blog/no-such-article', { 'accept-language': 'fr' })).body)).toBe('fr');
  });

  it('gives /blog its title, description and feed links in the visitor’s language', async () => {
    const french = (await page('/blog', { 'accept-language': 'fr-CA' })).body;
    expect(htmlLang(french)).toBe('fr');
    expect(french).toContain('<title>Blogue | Acme</title>');
    expect(metaContent(french, 'name', 'description')).toMatch(/entrepreneurs canadiens/);
    expect(metaContent(french, 'property', 'og:title')).toBe('Blogue Acme');
    const feeds = DomUtils.findAll((el) => el.attribs.type === 'application/rss+xml', head(french).children);
    expect(feeds.map((el) => [el.attribs.hreflang, el.attribs.href, el.attribs.title])).toEqual([
      ['fr-CA', `${site}/blog/rss.fr.xml`, 'Blogue Acme'],
      ['en-CA', `${site}/blog/rss.xml`, 'Acme Blog'],
    ]);
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
      `${site}/blog/simple`,
      `${site}/blog/plain`,
      `${site}/blog/tricky`,
    ]);
    expect(urls.slice(4).every((url) => url.lastmod)).toBe(true);
  });

  it('the sitemap names each article’s language versions as xhtml:link alternates', async () => {
    const document = parseDocument((await page('/sitemap.xml')).body, { xmlMode: true });
    const urlset = DomUtils.findOne((el) => el.name === 'urlset', document.children);
    expect(urlset?.attribs['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const alternates = Object.fromEntries(
      DomUtils.findAll((el) => el.name === 'url', document.children).map((url) => [
        DomUtils.textContent(DomUtils.findOne((el) => el.name === 'loc', url.children)!),
        DomUtils.findAll((el) => el.name === 'xhtml:link', url.children).map(
          (el) => `${el.attribs.rel} ${el.attribs.hreflang} ${el.attribs.href}`,
        ),
      ]),
    );
    const twins = [
      `alternate en-CA ${site}/blog/plain`,
      `alternate fr-CA ${site}/blog/simple`,
      `alternate x-default ${site}/blog/plain`,
    ];
    expect(alternates[`${site}/blog/plain`]).toEqual(twins);
    expect(alternates[`${site}/blog/simple`]).toEqual(twins);
    expect(alternates[`${site}/blog/tricky`]).toEqual([
      `alternate en-CA ${site}/blog/tricky`,
      `alternate x-default ${site}/blog/tricky`,
    ]);
    // The public pages speak the visitor's language at one address: no other address to name.
    expect(alternates[`${site}/blog`]).toEqual([]);
  });

  it('each language has its feed, in its words, whatever the reader’s browser asks', async () => {
    const french = await page('/blog/rss.fr.xml', { 'accept-language': 'en' });
    expect(french.statusCode).toBe(200);
    const document = parseDocument(french.body, { xmlMode: true, decodeEntities: true });
    const channelElement = DomUtils.findOne((el) => el.name === 'channel', document.children)!;
    const channel = (name: string) =>
      DomUtils.textContent(DomUtils.findOne((el) => el.name === name, channelElement.children, false)!);
    expect(channel('language')).toBe('fr-CA');
    expect(channel('title')).toBe('Blogue Acme');
    expect(channel('description')).toMatch(/entrepreneurs canadiens/);
    const items = DomUtils.findAll((el) => el.name === 'item', document.children);
    expect(items.map((item) => DomUtils.textContent(item.children[0]!))).toEqual(['Simple']);
    const english = (await page('/blog/rss.xml', { 'accept-language': 'fr' })).body;
    expect(english).toContain('<language>en-CA</language>');
    expect(english).toContain('<title>Acme Blog</title>');
    expect(english).not.toContain('Simple');
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
