import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogApi, type ArticleSummary } from '@tradepact/shared';
import { callAs } from '../../../test/contractor.js';
import { pngOf } from '../../../test/images.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { publishTestArticle } from '../../../test/articles.js';
import { withdrawArticle } from './publish.js';

let t: TestApp;
/** An account made before the articles below were published: they are all new to it. */
let earlyReader: Awaited<ReturnType<TestApp['createUser']>>;

const sitePage = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: blogApi.sitePage.path, payload: body });
const rowsOf = (answer: { json(): { Data: { Rows: ArticleSummary[]; Total: number } } }) =>
  answer.json().Data;

beforeAll(async () => {
  t = await createTestApp();
  earlyReader = await t.createUser();
  await publishTestArticle(
    t,
    {
      title: 'Deposits that work',
      slug: 'deposits',
      tags: 'payments, deposits',
      body: 'Ask for a deposit. The owner keeps a 10% holdback.',
    },
    await pngOf(1600, 900),
  );
  await publishTestArticle(t, { title: 'Change orders', slug: 'change-orders', body: 'Sign each change.' });
  await publishTestArticle(t, {
    title: 'Électricité and permits',
    slug: 'permits',
    description: 'Who pulls the permit and who pays the deposit for inspections.',
  });
  await publishTestArticle(t, { title: 'Withdrawn deposit tips', slug: 'withdrawn', body: 'deposit' });
  await withdrawArticle(t.services.database.db, 'withdrawn');
}, 60_000);
afterAll(() => t.close());

describe('POST /api/site/readarticlepage', () => {
  it('lists the published articles by number, leaving a withdrawn one out of the page and the Total', async () => {
    const answer = await sitePage({});
    expect(answer.statusCode, answer.body).toBe(200);
    const { Rows, Total } = rowsOf(answer);
    expect(Rows.map((row) => row.Slug)).toEqual(['deposits', 'change-orders', 'permits']);
    expect(Total).toBe(3);
    expect(Rows.every((row) => row.IsRead)).toBe(true);
  });

  it('pages with pageIndex and pageSize, the Total counting every match', async () => {
    const { Rows, Total } = rowsOf(await sitePage({ pageIndex: 2, pageSize: 2 }));
    expect(Rows.map((row) => row.Slug)).toEqual(['permits']);
    expect(Total).toBe(3);
  });

  it('sorts by the first sort condition', async () => {
    const { Rows } = rowsOf(
      await sitePage({ sortConditions: [{ sortField: 'Title', listSortDirection: 1 }] }),
    );
    expect(Rows.map((row) => row.Title)).toEqual([
      'Électricité and permits',
      'Deposits that work',
      'Change orders',
    ]);
  });

  it('finds the articles holding every search word, in any case, in title, description, tags or text', async () => {
    const both = rowsOf(await sitePage({ searchWords: 'DEPOSIT holdback' }));
    expect(both.Rows.map((row) => row.Slug)).toEqual(['deposits']);
    expect(both.Total).toBe(1);

    const one = rowsOf(await sitePage({ searchWords: 'deposit' }));
    expect(one.Rows.map((row) => row.Slug)).toEqual(['deposits', 'permits']);
    expect(one.Total).toBe(2);

    const byTag = rowsOf(await sitePage({ searchWords: 'payments' }));
    expect(byTag.Rows.map((row) => row.Slug)).toEqual(['deposits']);

    expect(rowsOf(await sitePage({ searchWords: '100%' })).Total).toBe(0);
  });
});

describe('GET /api/site/readarticle', () => {
  it('answers an article by number and by slug in any case, with its HTML', async () => {
    const byId = await t.app.inject({ url: `${blogApi.siteRead.path}?id=1` });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().Data).toMatchObject({ Id: 1, Slug: 'deposits', Title: 'Deposits that work' });
    expect(byId.json().Data.Content).toContain('<p>Ask for a deposit.');

    const bySlug = await t.app.inject({ url: `${blogApi.siteRead.path}?id=Change-Orders` });
    expect(bySlug.json().Data).toMatchObject({ Id: 2, Slug: 'change-orders' });
  });

  it('answers 404 for a withdrawn or unknown article', async () => {
    for (const id of ['withdrawn', '4', 'nothing-here', '999']) {
      const answer = await t.app.inject({ url: `${blogApi.siteRead.path}?id=${id}` });
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().Code).toBe('blogArticleNotFound');
    }
  });

  it('names the photo at 560 and 1200 wide, served as JPEG with long cache headers', async () => {
    const { Photo, PhotoLarge } = (await t.app.inject({ url: `${blogApi.siteRead.path}?id=deposits` })).json()
      .Data as ArticleSummary;
    expect(Photo).toMatch(/^\/api\/site\/articlephoto\/1-[0-9a-f]{12}\/560$/);
    expect(PhotoLarge).toBe(Photo.replace(/560$/, '1200'));
    for (const [url, width] of [
      [Photo, 560],
      [PhotoLarge, 1200],
    ] as const) {
      const image = await t.app.inject({ url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toContain('immutable');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width, height: (width * 9) / 16 });
    }
    const missing = await t.app.inject({ url: Photo.replace(/-[0-9a-f]{12}/, '-000000000000') });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the photo at 400, 560, 800 and 1200 wide as a srcset, each served at its width', async () => {
    const { Photo, PhotoSrcset } = (
      await t.app.inject({ url: `${blogApi.siteRead.path}?id=deposits` })
    ).json().Data as ArticleSummary;
    const sources = PhotoSrcset.split(', ').map((source) => source.split(' '));
    expect(sources.map(([, width]) => width)).toEqual(['400w', '560w', '800w', '1200w']);
    expect(sources[1]?.[0]).toBe(Photo);
    for (const [url = '', width = ''] of sources) {
      const image = await t.app.inject({ url });
      expect(image.statusCode, url).toBe(200);
      const pixels = Number.parseInt(width, 10);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        width: pixels,
        height: (pixels * 9) / 16,
      });
    }
  });

  it('makes a width a photo was not kept at from its largest, once, and keeps it', async () => {
    const { Photo } = (await t.app.inject({ url: `${blogApi.siteRead.path}?id=deposits` })).json()
      .Data as ArticleSummary;
    const key = `blog/${Photo.split('/').at(-2)}/800.jpg`;
    await t.services.storage.delete(key);
    const image = await t.app.inject({ url: Photo.replace(/560$/, '800') });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 800, height: 450 });
    expect(await t.services.storage.get(key)).toEqual(image.rawPayload);
  });

  it('serves the photo as WebP to a browser that accepts it, at its width, varying on Accept', async () => {
    const { Photo } = (await t.app.inject({ url: `${blogApi.siteRead.path}?id=deposits` })).json()
      .Data as ArticleSummary;
    const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const webp = await t.app.inject({ url: Photo, headers: { accept } });
    const jpeg = await t.app.inject({ url: Photo, headers: { accept: '*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/accept/i);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 560,
      height: 315,
    });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toMatch(/accept/i);
    expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
  });

  it('makes a WebP of a photo kept only as JPEG from its largest, once, and keeps it', async () => {
    const { Photo } = (await t.app.inject({ url: `${blogApi.siteRead.path}?id=deposits` })).json()
      .Data as ArticleSummary;
    const key = `blog/${Photo.split('/').at(-2)}/400.webp`;
    await t.services.storage.delete(key);
    const image = await t.app.inject({
      url: Photo.replace(/560$/, '400'),
      headers: { accept: 'image/webp' },
    });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 225,
    });
    expect(await t.services.storage.get(key)).toEqual(image.rawPayload);
  });

  it('has no photo for an article published without one', async () => {
    const answer = await t.app.inject({ url: `${blogApi.siteRead.path}?id=permits` });
    expect(answer.json().Data).toMatchObject({ Photo: '', PhotoLarge: '', PhotoSrcset: '' });
  });
});

describe('GET /api/site/readarticlerecent', () => {
  it('answers the newest published articles first', async () => {
    const answer = await t.app.inject({ url: `${blogApi.siteRecent.path}?count=2` });
    expect(answer.json().Data.map((row: ArticleSummary) => row.Slug)).toEqual(['permits', 'change-orders']);
  });
});

describe('the in-app blog', () => {
  it('refuses a visitor with 401', async () => {
    for (const [method, url] of [
      ['POST', blogApi.appPage.path],
      ['GET', `${blogApi.appRead.path}?id=1`],
      ['GET', blogApi.appRecent.path],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
    }
  });

  it('marks the articles the reader opened, and opening one marks it', async () => {
    const reader = earlyReader;
    const before = rowsOf(await callAs(t, reader, 'POST', blogApi.appPage.path, {}));
    expect(before.Rows.map((row) => row.IsRead)).toEqual([false, false, false]);

    const opened = await callAs(t, reader, 'GET', `${blogApi.appRead.path}?id=change-orders`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().Data).toMatchObject({ Slug: 'change-orders', IsRead: true });

    const after = rowsOf(await callAs(t, reader, 'POST', blogApi.appPage.path, {}));
    expect(after.Rows.map((row) => [row.Slug, row.IsRead])).toEqual([
      ['deposits', false],
      ['change-orders', true],
      ['permits', false],
    ]);
    const recent = (await callAs(t, reader, 'GET', `${blogApi.appRecent.path}?count=6`)).json().Data;
    expect(recent.map((row: ArticleSummary) => [row.Slug, row.IsRead])).toEqual([
      ['permits', false],
      ['change-orders', true],
      ['deposits', false],
    ]);
    const withdrawn = await callAs(t, reader, 'GET', `${blogApi.appRead.path}?id=withdrawn`);
    expect(withdrawn.statusCode).toBe(404);
  });

  it('counts as UnreadBlog exactly the articles it marks new: published since the account was made, not opened', async () => {
    const reader = await t.createUser();
    const other = await t.createUser();
    const unread = async (user = reader) =>
      (await callAs(t, user, 'GET', '/api/auth/userinfo')).json().Data.Metadata.UnreadBlog as number;
    const marked = async () =>
      rowsOf(await callAs(t, reader, 'POST', blogApi.appPage.path, { pageSize: 20 }))
        .Rows.filter((row) => !row.IsRead)
        .map((row) => row.Slug);
    // Articles published before the account existed are not news to it: neither marked nor counted.
    expect(await marked()).toEqual([]);
    expect(await unread()).toBe(0);

    await publishTestArticle(t, { title: 'Fresh one', slug: 'fresh-one' });
    await publishTestArticle(t, { title: 'Fresh two', slug: 'fresh-two' });
    await publishTestArticle(t, { title: 'Fresh gone', slug: 'fresh-gone' });
    await withdrawArticle(t.services.database.db, 'fresh-gone');
    expect(await marked()).toEqual(['fresh-one', 'fresh-two']);
    // Opening the list leaves both: the badge stays while articles are marked new.
    expect(await unread()).toBe(2);

    await callAs(t, reader, 'GET', `${blogApi.appRead.path}?id=fresh-two`);
    expect(await marked()).toEqual(['fresh-one']);
    expect(await unread()).toBe(1);
    // Another account's reading is its own.
    await callAs(t, other, 'GET', `${blogApi.appRead.path}?id=fresh-one`);
    expect(await unread()).toBe(1);
    expect(await unread(other)).toBe(1);

    await callAs(t, reader, 'GET', `${blogApi.appRead.path}?id=fresh-one`);
    expect(await marked()).toEqual([]);
    expect(await unread()).toBe(0);
  });
});

describe('articles in two languages', () => {
  beforeAll(async () => {
    await publishTestArticle(t, {
      title: 'Acomptes qui fonctionnent',
      slug: 'acomptes',
      language: 'fr',
      translationOf: 'deposits',
    });
    await publishTestArticle(t, { title: 'Permis', slug: 'permis', language: 'fr' });
    await publishTestArticle(t, {
      title: 'Ordres de modification',
      slug: 'ordres-de-modification',
      language: 'fr',
      translationOf: 'change-orders',
    });
    await withdrawArticle(t.services.database.db, 'ordres-de-modification');
  });

  const inLanguage = (language: string, cookie = false): Record<string, string> =>
    cookie ? { cookie: `lang=${language}`, 'accept-language': 'en-CA' } : { 'accept-language': language };
  const listedFor = async (headers: Record<string, string>) =>
    rowsOf(await t.app.inject({ method: 'POST', url: blogApi.sitePage.path, payload: {}, headers })).Rows.map(
      (row) => [row.Slug, row.Language],
    );

  it('lists the reader’s language first, then the others, each part in the order asked, each row saying its language', async () => {
    const english = await listedFor(inLanguage('en-CA'));
    expect(english.slice(0, 2)).toEqual([
      ['deposits', 'en'],
      ['change-orders', 'en'],
    ]);
    expect(english.slice(-2)).toEqual([
      ['acomptes', 'fr'],
      ['permis', 'fr'],
    ]);
    // The same request in French is not the English answer kept by the public cache.
    const french = await listedFor(inLanguage('fr-CA,fr;q=0.9'));
    expect(french.slice(0, 3)).toEqual([
      ['acomptes', 'fr'],
      ['permis', 'fr'],
      ['deposits', 'en'],
    ]);
    // The language the visitor chose (the cookie) wins over the browser's.
    expect(await listedFor(inLanguage('fr', true))).toEqual(french);
    expect(await listedFor({ cookie: 'lang=en', 'accept-language': 'fr' })).toEqual(english);
  });

  it('lists the newest articles of the reader’s language first, in the site’s and the app’s recent lists', async () => {
    const recent = await t.app.inject({
      url: `${blogApi.siteRecent.path}?count=3`,
      headers: inLanguage('fr'),
    });
    expect(recent.json().Data.map((row: ArticleSummary) => row.Slug)).toEqual([
      'permis',
      'acomptes',
      'fresh-two',
    ]);
    const reader = await t.createUser();
    const app = await t.app.inject({
      url: `${blogApi.appRecent.path}?count=2`,
      headers: { ...reader.headers, 'accept-language': 'fr' },
    });
    expect(app.json().Data.map((row: ArticleSummary) => row.Slug)).toEqual(['permis', 'acomptes']);
    const page = await t.app.inject({
      method: 'POST',
      url: blogApi.appPage.path,
      payload: {},
      headers: { ...reader.headers, 'accept-language': 'fr' },
    });
    expect(
      rowsOf(page)
        .Rows.slice(0, 2)
        .map((row) => row.Slug),
    ).toEqual(['acomptes', 'permis']);
  });

  it('answers an article with its published versions in the other languages, each link worded in its own', async () => {
    const english = (
      await t.app.inject({ url: `${blogApi.siteRead.path}?id=deposits`, headers: inLanguage('en') })
    ).json().Data;
    expect(english).toMatchObject({
      Language: 'en',
      Translations: [{ Slug: 'acomptes', Language: 'fr', ReadIn: 'Lire en français' }],
    });
    const french = (
      await t.app.inject({ url: `${blogApi.siteRead.path}?id=acomptes`, headers: inLanguage('fr') })
    ).json().Data;
    expect(french).toMatchObject({
      Language: 'fr',
      Translations: [{ Slug: 'deposits', Language: 'en', ReadIn: 'Read in English' }],
    });
    // A withdrawn translation is no version to offer; an original without any has none.
    const changeOrders = (await t.app.inject({ url: `${blogApi.siteRead.path}?id=change-orders` })).json()
      .Data;
    expect(changeOrders.Translations).toEqual([]);
  });
});
