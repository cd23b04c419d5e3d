import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogApi, type Article, type ArticleSummary } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedArticles, shippedArticlesDir, shippedCoverCredits } from './articles.seed.js';
import { parseArticleFile } from './front-matter.js';
import { withdrawArticle } from './publish.js';

let t: TestApp;
const seed = () => seedArticles(t.services.database.db, t.services.storage, 'Acme');
const listed = async () =>
  (await t.app.inject({ method: 'POST', url: blogApi.sitePage.path, payload: {} })).json().Data as {
    Rows: ArticleSummary[];
    Total: number;
  };

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const shipped = readdirSync(shippedArticlesDir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, text: readFileSync(path.join(shippedArticlesDir, name), 'utf8') }));
const frontMatterOf = (text: string) => parseArticleFile(text).frontMatter;
const originals = shipped.filter(({ text }) => frontMatterOf(text).language === 'en');
const translations = shipped.filter(({ text }) => frontMatterOf(text).language === 'fr');

/** Each language's closing disclaimer, and how long its articles run (French takes some 15 % more words). */
const languageRules = {
  en: {
    disclaimer: /general information, not legal advice; check your province's rules\.[_*\s]*$/,
    words: [600, 1000],
  },
  fr: {
    disclaimer:
      /information générale, pas un avis juridique\u00a0; vérifiez les règles de votre province\.[_*\s]*$/,
    words: [650, 1150],
  },
} as const;

describe('the shipped articles', () => {
  it.each(shipped.map((article) => [article.name, article.text]))(
    '%s has a front matter, a length for its language, the closing disclaimer and a cover',
    (name, text) => {
      const { frontMatter, markdown } = parseArticleFile(text);
      const rules = languageRules[frontMatter.language];
      const words = markdown.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(rules.words[0]);
      expect(words).toBeLessThanOrEqual(rules.words[1]);
      expect(markdown).toMatch(rules.disclaimer);
      expect(readdirSync(path.join(shippedArticlesDir, 'covers'))).toContain(name.replace(/\.md$/, '.svg'));
    },
  );

  it('are the English originals, each translated once into French with the same sections and links', () => {
    expect(originals).toHaveLength(5);
    expect(translations.map(({ text }) => frontMatterOf(text).translationOf)).toEqual(
      originals.map(({ text }) => frontMatterOf(text).slug),
    );
    const outline = (text: string) => {
      const { markdown } = parseArticleFile(text);
      return {
        sections: markdown.match(/^#{2,3} /gm)?.length,
        listItems: markdown.match(/^(?:- |\d+\. )/gm)?.length,
        tableRows: markdown.match(/^\|/gm)?.length,
        product: markdown.match(/\{product\}/g)?.length,
      };
    };
    for (const [index, translation] of translations.entries())
      expect(outline(translation.text), translation.name).toEqual(outline(originals[index]!.text));
  });

  it('write French as Canadian French typography does: no plain space before : ; ? ! or inside « »', () => {
    for (const { name, text } of translations) {
      expect(text, name).not.toMatch(/ [:;?!]|« | »/);
      expect(text, name).not.toMatch(/"|'/);
    }
  });

  it('are published once each, in file order, with their covers, naming the product', async () => {
    await seed();
    const { Rows, Total } = await listed();
    expect(Total).toBe(shipped.length);
    expect(Rows.map((row) => row.Slug)).toEqual(shipped.map(({ text }) => frontMatterOf(text).slug));
    expect(
      Rows.every((row) => row.Photo !== '' && row.PhotoCredit === shippedCoverCredits[row.Language]),
    ).toBe(true);
    const withProduct = await t.app.inject({
      url: `${blogApi.siteRead.path}?id=deposits-and-payment-schedules`,
    });
    expect(withProduct.json().Data.Content).toContain('Acme does this arithmetic');
    expect(withProduct.json().Data.Content).not.toContain('{product}');
    const cover = await t.app.inject({ url: Rows[0]!.PhotoLarge });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.length).toBeLessThan(150_000);
  });

  it('link each French article to its English original, both ways', async () => {
    const read = async (slug: string) =>
      (await t.app.inject({ url: `${blogApi.siteRead.path}?id=${slug}` })).json().Data as Article;
    for (const [index, { text }] of translations.entries()) {
      const french = frontMatterOf(text);
      const english = frontMatterOf(originals[index]!.text);
      expect((await read(french.slug)).Translations).toMatchObject([
        { Slug: english.slug, Language: 'en', ReadIn: 'Read in English' },
      ]);
      expect((await read(english.slug)).Translations).toMatchObject([
        { Slug: french.slug, Language: 'fr', ReadIn: 'Lire en français' },
      ]);
      expect((await read(french.slug)).Content).not.toContain('{product}');
    }
  });

  it('never publish again an article the operator withdrew, nor duplicate the others', async () => {
    await withdrawArticle(t.services.database.db, 'change-orders');
    await seed();
    const { Rows } = await listed();
    expect(Rows).toHaveLength(shipped.length - 1);
    expect(Rows.map((row) => row.Slug)).not.toContain('change-orders');
  });
});
