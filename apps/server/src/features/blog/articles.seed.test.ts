import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogApi, type ArticleSummary } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedArticles, shippedArticlesDir, shippedCoverCredit } from './articles.seed.js';
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

describe('the shipped articles', () => {
  it.each(shipped.map((article) => [article.name, article.text]))(
    '%s has a front matter, 600 to 1000 words, the closing disclaimer and a cover',
    (name, text) => {
      const { markdown } = parseArticleFile(text);
      const words = markdown.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1000);
      expect(markdown).toMatch(
        /general information, not legal advice; check your province's rules\.[_*\s]*$/,
      );
      expect(readdirSync(path.join(shippedArticlesDir, 'covers'))).toContain(name.replace(/\.md$/, '.svg'));
    },
  );

  it('are published once each, in file order, with their covers, naming the product', async () => {
    await seed();
    const { Rows, Total } = await listed();
    expect(Total).toBe(shipped.length);
    expect(Rows.map((row) => row.Slug)).toEqual(
      shipped.map(({ text }) => parseArticleFile(text).frontMatter.slug),
    );
    expect(Rows.every((row) => row.Photo !== '' && row.PhotoCredit === shippedCoverCredit)).toBe(true);
    const withProduct = await t.app.inject({
      url: `${blogApi.siteRead.path}?id=deposits-and-payment-schedules`,
    });
    expect(withProduct.json().Data.Content).toContain('Acme does this arithmetic');
    expect(withProduct.json().Data.Content).not.toContain('{product}');
    const cover = await t.app.inject({ url: Rows[0]!.PhotoLarge });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.length).toBeLessThan(150_000);
  });

  it('never publish again an article the operator withdrew, nor duplicate the others', async () => {
    await withdrawArticle(t.services.database.db, 'change-orders');
    await seed();
    const { Rows } = await listed();
    expect(Rows).toHaveLength(shipped.length - 1);
    expect(Rows.map((row) => row.Slug)).not.toContain('change-orders');
  });
});
