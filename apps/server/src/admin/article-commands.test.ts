import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogApi } from '@tradepact/shared';
import { jpegOf } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { articleText } from '../../test/articles.js';
import { runAdminCommand, UsageError } from './commands.js';

let t: TestApp;
let dir: string;
const admin = (...args: string[]) => runAdminCommand(t.services, args);
const file = (name: string, content: string | Buffer) => {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
};
const read = async (id: string) => (await t.app.inject({ url: `${blogApi.siteRead.path}?id=${id}` })).json();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://contracts.example.ca' });
  dir = mkdtempSync(path.join(tmpdir(), 'tp-articles-'));
}, 60_000);
afterAll(() => t.close());

describe('npm run admin -- article', () => {
  it('publishes a Markdown file without its script, handlers or images', async () => {
    const markdown = file(
      'hostile.md',
      articleText({
        title: 'Holdbacks',
        slug: 'holdbacks',
        body: [
          '# Holdback basics',
          '',
          'Keep **10%** back. <script>alert(1)</script>',
          '',
          '<img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">click</a> [law](https://www.ontario.ca/laws)',
        ].join('\n'),
      }),
    );

    expect(await admin('article', 'publish', markdown)).toBe(
      'Published article 1, holdbacks: https://contracts.example.ca/blog/holdbacks',
    );

    const { Data } = await read('holdbacks');
    expect(Data.Content).toContain('<h2>Holdback basics</h2>');
    expect(Data.Content).toContain('<strong>10%</strong>');
    expect(Data.Content).toContain('<a href="https://www.ontario.ca/laws" rel="noopener">law</a>');
    expect(Data.Content).not.toMatch(/script|alert|onerror|<img|javascript/);
  });

  it('updates an article by slug, keeping its number and date, with a new photo and credit', async () => {
    const first = await read('holdbacks');
    const markdown = file('holdbacks.md', articleText({ title: 'Holdbacks, revised', slug: 'holdbacks' }));
    const photo = file('photo.jpg', await jpegOf(2000, 1000));

    const answer = await admin(
      'article',
      'publish',
      markdown,
      '--photo',
      photo,
      '--credit',
      'Photo: Jo, CC0',
    );

    expect(answer).toMatch(/^Updated article 1, holdbacks \(first published \d{4}-\d{2}-\d{2}\)/);
    const { Data } = await read('holdbacks');
    expect(Data).toMatchObject({ Id: 1, Title: 'Holdbacks, revised', PhotoCredit: 'Photo: Jo, CC0' });
    expect(Data.CreatedTime).toBe(first.Data.CreatedTime);
    expect(Date.parse(Data.UpdatedTime)).toBeGreaterThan(Date.parse(first.Data.UpdatedTime));
    expect(Data.Photo).toMatch(/^\/api\/site\/articlephoto\/1-[0-9a-f]{12}\/560$/);
  });

  it('gives a new slug the next number', async () => {
    const markdown = file('second.md', articleText({ title: 'Second', slug: 'second' }));
    expect(await admin('article', 'publish', markdown)).toMatch(/^Published article 2, second:/);
  });

  it('withdraws an article: its address answers 404 and the list says so', async () => {
    expect(await admin('article', 'withdraw', 'second')).toMatch(/^Withdrew second/);
    expect((await t.app.inject({ url: `${blogApi.siteRead.path}?id=second` })).statusCode).toBe(404);
    expect(await admin('article', 'withdraw', 'second')).toBe('No published article has the slug second.');

    const list = await admin('article', 'list');
    expect(list).toMatch(/^ {2}1 {2}published .* photo {2}holdbacks$/m);
    expect(list).toMatch(/^ {2}2 {2}withdrawn .* no photo {2}second$/m);
  });

  it('publishes a translation of an original, in its language, and lists both with their languages', async () => {
    const french = file(
      'holdbacks.fr.md',
      articleText({ title: 'Retenues', slug: 'retenues', language: 'FR', translationOf: 'holdbacks' }),
    );
    expect(await admin('article', 'publish', french)).toBe(
      'Published article 3, retenues, fr translation of holdbacks: https://contracts.example.ca/blog/retenues',
    );
    expect((await read('retenues')).Data).toMatchObject({
      Language: 'fr',
      Translations: [{ Slug: 'holdbacks' }],
    });
    const list = await admin('article', 'list');
    expect(list).toMatch(/^ {2}1 {2}published .* en {2}photo {2}holdbacks$/m);
    expect(list).toMatch(/^ {2}3 {2}published .* fr {2}no photo {2}retenues {2}translates holdbacks$/m);
  });

  it('refuses a language it does not speak and a translation the pages could not offer, saying why', async () => {
    const refusal = (name: string, fields: Parameters<typeof articleText>[0]) =>
      admin('article', 'publish', file(name, articleText(fields))).then(
        () => 'published',
        (error: Error) => error.message,
      );
    expect(await refusal('de.md', { title: 'De', slug: 'de', language: 'de' })).toMatch(
      /de\.md: front matter language: one of en, fr, e\.g\. language: fr$/,
    );
    expect(
      await refusal('self.md', { title: 'S', slug: 'self', translationOf: 'self', language: 'fr' }),
    ).toMatch(/translationOf: an article cannot translate itself$/);
    expect(
      await refusal('orphan.md', { title: 'O', slug: 'orphan', language: 'fr', translationOf: 'nothing' }),
    ).toMatch(/translationOf: no article has the slug nothing; publish the original first$/);
    expect(await refusal('same.md', { title: 'S', slug: 'same', translationOf: 'holdbacks' })).toMatch(
      /translationOf: holdbacks is in en too; a translation is in another language/,
    );
    expect(await refusal('chain.md', { title: 'C', slug: 'chain', translationOf: 'retenues' })).toMatch(
      /translationOf: retenues is itself a translation of holdbacks; name the original$/,
    );
    expect(
      await refusal('rival.md', { title: 'R', slug: 'rival', language: 'fr', translationOf: 'holdbacks' }),
    ).toMatch(/translationOf: holdbacks has a translation in fr already, retenues$/);
    expect(await refusal('holdbacks.md', { title: 'H', slug: 'holdbacks', translationOf: 'second' })).toMatch(
      /translationOf: holdbacks is the original of retenues, so it cannot translate another article$/,
    );
    expect(await refusal('holdbacks.md', { title: 'H', slug: 'holdbacks', language: 'fr' })).toMatch(
      /language: holdbacks has a translation in fr already, retenues; an original and its translations are in different languages$/,
    );
    expect(await refusal('slug.md', { title: 'S', slug: 'slug', translationOf: 'Not a slug' })).toMatch(
      /front matter translationOf: lower-case letters/,
    );
    for (const slug of ['de', 'self', 'orphan', 'same', 'chain', 'rival', 'slug'])
      expect((await read(slug)).Type, slug).toBe(404);
    expect((await read('holdbacks')).Data).toMatchObject({ Language: 'en', Title: 'Holdbacks, revised' });
  });

  it('refuses a file without front matter, a bad slug, a photo that is not an image and an unknown action', async () => {
    const plain = file('plain.md', '# Just text');
    await expect(admin('article', 'publish', plain)).rejects.toThrow(UsageError);
    const badSlug = file('bad.md', articleText({ title: 'Bad', slug: 'Not A Slug' }));
    await expect(admin('article', 'publish', badSlug)).rejects.toThrow(/slug/);
    const notImage = file('photo.txt', 'not an image');
    const good = file('good.md', articleText({ title: 'Good', slug: 'good' }));
    await expect(admin('article', 'publish', good, '--photo', notImage)).rejects.toThrow(/JPEG, PNG or WebP/);
    expect((await t.app.inject({ url: `${blogApi.siteRead.path}?id=good` })).statusCode).toBe(404);
    await expect(admin('article', 'publish', path.join(dir, 'missing.md'))).rejects.toThrow(/Cannot read/);
    await expect(admin('article', 'rename')).rejects.toThrow(UsageError);
  });
});
