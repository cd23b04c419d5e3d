import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../test/images.js';
import { publishTestArticle } from '../../../test/articles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { withdrawArticle } from './publish.js';

/** The pages are drawn by the web build's server-side module: `npm run build` makes it. */
const drawingModule = fileURLToPath(new URL('../../../../web/prerender-dist/prerender.js', import.meta.url));

let t: TestApp;
const trickyTitle = 'Holdbacks </script><script>alert(1)</script> & "quotes"';

beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: 'Acme Contracts', PUBLIC_URL: 'https://contracts.example.ca' });
  await publishTestArticle(
    t,
    { title: 'Deposits that work', slug: 'deposits', body: 'Ask for a deposit before you buy materials.' },
    await pngOf(1600, 900),
  );
  await publishTestArticle(t, { title: trickyTitle, slug: 'holdbacks', body: 'Keep the 10% holdback.' });
  await publishTestArticle(t, { title: 'Change orders', slug: 'change-orders' });
  await publishTestArticle(t, {
    title: 'Des acomptes qui fonctionnent',
    slug: 'acomptes',
    language: 'fr',
    translationOf: 'deposits',
    body: 'Demandez un acompte avant d’acheter les matériaux.',
  });
}, 60_000);
afterAll(() => t.close());

interface DrawnState {
  origin: string;
  answers: { queryKey: unknown[]; data: unknown }[];
}

/** The page at `url`: its status, the text of #root and the state the page was drawn with. */
async function drawn(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers });
  const document = parseDocument(response.body);
  const root = DomUtils.findOne((el) => el.attribs.id === 'root', document.children);
  const script = DomUtils.findOne((el) => el.attribs.id === 'drawn-state', document.children);
  return {
    status: response.statusCode,
    body: response.body,
    text: root ? DomUtils.textContent(root) : '',
    state: script ? (JSON.parse(DomUtils.textContent(script)) as DrawnState) : undefined,
    imageOf: (alt: string) =>
      root && DomUtils.findOne((el) => el.name === 'img' && el.attribs.alt === alt, root.children),
    lang: /<html lang="([^"]*)"/.exec(response.body)?.[1],
    /** The element of #root whose own text is `text`. */
    elementOf: (text: string) =>
      root &&
      DomUtils.findOne(
        (el) => DomUtils.textContent(el) === text && el.children.every((c) => c.type === 'text'),
        root.children,
      ),
  };
}

/** The attributes of an element's parent, which a document (the root) has none of. */
const attributesOf = (node: ReturnType<typeof DomUtils.getParent> | undefined) =>
  node && 'attribs' in node ? (node.attribs as Record<string, string>) : undefined;

const dataOf = (state: DrawnState | undefined, key: unknown[]) =>
  state?.answers.find((answer) => JSON.stringify(answer.queryKey) === JSON.stringify(key))?.data;

describe('the blog drawn by the server', () => {
  it('has the web build’s drawing module to draw with', () => {
    expect(existsSync(drawingModule), `${drawingModule}: run npm run build`).toBe(true);
  });

  it('answers /Blog with the articles in #root and the answer its list query reads', async () => {
    const page = await drawn('/Blog');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Deposits that work');
    expect(page.text).toContain(trickyTitle);
    expect(page.text).toContain('Acme Contracts');
    expect(page.state?.origin).toBe('https://contracts.example.ca');
    const list = dataOf(page.state, ['site', 'blog', 'page', 'en', 1, '']) as { Rows: { Title: string }[] };
    expect(list.Rows.map((row) => row.Title)).toEqual([
      'Deposits that work',
      trickyTitle,
      'Change orders',
      'Des acomptes qui fonctionnent',
    ]);
    expect(attributesOf(page.elementOf('Des acomptes qui fonctionnent')?.parent)?.lang).toBe('fr');
  });

  it('draws the first card’s photo to load first, with its size and its widths', async () => {
    const photo = (await drawn('/Blog')).imageOf('Deposits that work');
    expect(photo?.attribs).toMatchObject({ width: '560', height: '315', fetchpriority: 'high' });
    expect(photo?.attribs.loading).not.toBe('lazy');
    expect(photo?.attribs.srcset).toMatch(/\/400 400w, .*\/560 560w, .*\/800 800w, .*\/1200 1200w$/);
  });

  it('draws the search and page the address asks for', async () => {
    const page = await drawn('/blog?q=deposit');
    expect(page.text).toContain('Deposits that work');
    expect(page.text).not.toContain('Change orders');
    expect(dataOf(page.state, ['site', 'blog', 'page', 'en', 1, 'deposit'])).toMatchObject({ Total: 1 });
  });

  it('answers an article with its title and text in #root, and the answers of the article and the recent ones', async () => {
    const page = await drawn('/Blog/deposits');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Deposits that work');
    expect(page.text).toContain('Ask for a deposit before you buy materials.');
    expect(page.text).toContain('Change orders');
    expect(dataOf(page.state, ['site', 'blog', 'article', 'deposits'])).toMatchObject({ Slug: 'deposits' });
    expect(dataOf(page.state, ['site', 'blog', 'recent', 'en'])).toHaveLength(4);
    // The recent articles leave out its French version.
    expect(page.text).not.toContain('Des acomptes qui fonctionnent');
    const photo = page.imageOf('Deposits that work');
    expect(photo?.attribs).toMatchObject({ width: '1200', height: '675', fetchpriority: 'high' });
    expect(photo?.attribs.loading).toBeUndefined();
  });

  it('draws /Blog in the visitor’s language, the articles in it first', async () => {
    const page = await drawn('/Blog', { 'accept-language': 'fr-CA' });
    expect(page.lang).toBe('fr');
    expect(page.text).toContain('Blogue');
    const list = dataOf(page.state, ['site', 'blog', 'page', 'fr', 1, '']) as { Rows: { Slug: string }[] };
    expect(list.Rows.map((row) => row.Slug)).toEqual(['acomptes', 'deposits', 'holdbacks', 'change-orders']);
    expect(attributesOf(page.elementOf('Deposits that work')?.parent)?.lang).toBe('en');
    expect(attributesOf(page.elementOf('Des acomptes qui fonctionnent')?.parent)?.lang).toBeUndefined();
  });

  it('draws an article in its language, with the link to its other version worded in that one', async () => {
    const french = await drawn('/Blog/acomptes', { 'accept-language': 'en-CA' });
    expect(french.lang).toBe('fr');
    expect(french.text).toContain('Publié le');
    expect(french.text).toContain('Demandez un acompte');
    expect(french.elementOf('Read in English')?.attribs).toMatchObject({
      href: '/Blog/deposits',
      lang: 'en',
    });
    expect(dataOf(french.state, ['site', 'blog', 'recent', 'fr'])).toEqual(expect.any(Array));

    const english = await drawn('/Blog/deposits', { 'accept-language': 'fr-CA' });
    expect(english.lang).toBe('en');
    expect(english.text).toContain('Published on');
    expect(english.elementOf('Lire en français')?.attribs).toMatchObject({
      href: '/Blog/acomptes',
      lang: 'fr',
    });
  });

  it('keeps the language the visitor chose, marking the article’s words with its own', async () => {
    const page = await drawn('/Blog/acomptes', { cookie: 'lang=en', 'accept-language': 'fr' });
    expect(page.lang).toBe('en');
    expect(page.text).toContain('Published on');
    expect(page.elementOf('Des acomptes qui fonctionnent')?.attribs.lang).toBe('fr');
  });

  it('keeps every title inside the state’s script: the script is not ended by an article’s text', async () => {
    const page = await drawn('/Blog/holdbacks');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(dataOf(page.state, ['site', 'blog', 'article', 'holdbacks'])).toMatchObject({
      Title: trickyTitle,
    });
  });

  it('answers an unknown article 404 with the page that says so', async () => {
    const page = await drawn('/Blog/no-such-article');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Article not found');
    expect(dataOf(page.state, ['site', 'blog', 'article', 'no-such-article'])).toBeNull();
  });

  it('draws again when the articles change', async () => {
    await publishTestArticle(t, { title: 'Warranties', slug: 'warranties' });
    expect((await drawn('/Blog')).text).toContain('Warranties');
    await withdrawArticle(t.services.database.db, 'warranties');
    expect((await drawn('/Blog')).text).not.toContain('Warranties');
    expect((await drawn('/Blog/warranties')).status).toBe(404);
  });

  it('answers /HowWeWork with the published clauses in #root', async () => {
    const page = await drawn('/HowWeWork');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Non-solicitation.');
    expect(dataOf(page.state, ['site', 'howwework', 'en'])).toEqual(expect.any(Array));
  });

  it('answers /HowWeWork to a French reader with the French clauses, drawn under the French query', async () => {
    const page = await drawn('/HowWeWork', { 'accept-language': 'fr-CA' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Non-sollicitation.');
    expect(page.text).not.toContain('Non-solicitation.');
    expect(dataOf(page.state, ['site', 'howwework', 'fr'])).toEqual(expect.any(Array));
  });

  it('leaves a page that shows no published content to the browser', async () => {
    const page = await drawn('/MyProjects');
    expect(page.text).toBe('');
    expect(page.state).toBeUndefined();
  });
});
