import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordRetentionYears } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eulaVersions } from '../../db/schema/index.js';
import { eulaVersion3 } from './eula-v3.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PRODUCT_NAME: 'BuildRight' });
});
afterAll(() => t.close());

const read = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: '/api/site/eula', headers });
  expect(response.statusCode).toBe(200);
  return response.json().Data as { Content: string; Version: number };
};

/** The outline of an HTML text: its tags in order, which a faithful translation keeps. */
const outline = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];

describe('GET /api/site/eula', () => {
  it('answers the EULA in force to a visitor, naming the configured product', async () => {
    const data = await read();
    expect(data.Version).toBe(3);
    expect(data.Content).toContain('BuildRight End User License Agreement');
    expect(data.Content).not.toContain('{product}');
  });

  it('is a ready answer: compressed for a browser, tagged per language, and 304 to a client holding it', async () => {
    const english = await t.app.inject({ url: '/api/site/eula', headers: { 'accept-encoding': 'br, gzip' } });
    expect(english.headers['content-encoding']).toBe('br');
    const etag = String(english.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({ url: '/api/site/eula', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const french = await t.app.inject({
      url: '/api/site/eula',
      headers: { 'accept-language': 'fr-CA', 'if-none-match': etag },
    });
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
  });

  it('says in version 2 what closing an account deletes, and what it keeps for how long', async () => {
    const { Content } = await read();
    expect(Content).toContain('<h3>10. Closing your account</h3>');
    expect(Content).toContain(`for ${recordRetentionYears} years`);
    expect(Content).not.toContain('within 90 days');
    // Version 1 stays as it was accepted.
    const [first] = await t.services.database.db
      .select()
      .from(eulaVersions)
      .where(eq(eulaVersions.version, 1));
    expect(first?.content).toContain('within 90 days');
  });

  it('answers version 3 in the reader’s language: French by their choice or their browser, English otherwise', async () => {
    const french = await read({ 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.Version).toBe(3);
    expect(french.Content).toContain('<h2>Contrat de licence d’utilisateur final de BuildRight</h2>');
    expect(french.Content).toContain('<h3>10. Fermeture de votre compte</h3>');
    expect(french.Content).toContain(`pendant ${recordRetentionYears} ans`);
    expect(french.Content).not.toContain('{product}');
    // Kept per language in the public cache: the English reader still reads English.
    expect((await read({ cookie: 'lang=en', 'accept-language': 'fr-CA' })).Content).toContain(
      'BuildRight End User License Agreement',
    );
    expect((await read({ cookie: 'lang=fr' })).Content).toBe(french.Content);
  });

  it('keeps version 2’s English as version 3’s, and a French twin of the same sections and items', async () => {
    const [second, third] = await t.services.database.db
      .select()
      .from(eulaVersions)
      .where(eq(eulaVersions.version, 2))
      .union(t.services.database.db.select().from(eulaVersions).where(eq(eulaVersions.version, 3)))
      .orderBy(eulaVersions.version);
    expect(third?.content).toBe(second?.content);
    expect(outline(eulaVersion3.translations.fr)).toEqual(outline(eulaVersion3.content));
    const headings = (html: string) => [...html.matchAll(/<h3>(\d+)\./g)].map((match) => match[1]);
    expect(headings(eulaVersion3.translations.fr)).toEqual(headings(eulaVersion3.content));
  });
});
