import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howWeWorkTopics, type HowWeWorkItem } from '@tradepact/shared';
import {
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { currentTermsVersion } from './content.repository.js';
import { defaultTermsVersion1 } from './default-terms-v1.js';
import { defaultTermsVersion2 } from './default-terms-v2.js';
import { defaultTermsVersion3 } from './default-terms-v3.js';
import { publishDefaultTerms } from './publish.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (headers: Record<string, string> = {}): Promise<HowWeWorkItem[]> => {
  const response = await t.app.inject({ url: '/api/site/howwework', headers });
  expect(response.statusCode).toBe(200);
  return response.json().Data;
};

/** The first bold words of a clause's HTML, its heading ('Payment.'), with the entities decoded. */
const headingOf = (html: string) =>
  (/<strong>(.*?)<\/strong>/s.exec(html)?.[1] ?? '')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The rendered contract's clauses: each printed number with its clause's heading. */
function clauseHeadings(html: string): Map<number, string> {
  const clauses = html.split('<div class="clause">').slice(1);
  return new Map(
    clauses.map((clause) => [
      Number(/<span class="clause-number">(\d+)\.<\/span>/.exec(clause)?.[1]),
      headingOf(clause),
    ]),
  );
}

describe('GET /api/site/howwework', () => {
  it('answers a visitor every problem with the published clause that answers it', async () => {
    expect(await currentTermsVersion(t.services.database.db)).toBe(3);
    const items = await read();
    expect(items.map((item) => item.Key)).toEqual(howWeWorkTopics.map((topic) => topic.key));
    const byKey = new Map(items.map((item) => [item.Key, item.Text]));
    expect(byKey.get('latePayment')).toContain('<strong>Payment.</strong>');
    expect(byKey.get('scopeCreep')).toContain('<strong>Change orders.</strong>');
    expect(byKey.get('poaching')).toContain('<strong>Non-solicitation.</strong>');
    expect(byKey.get('photos')).toContain('no people');
    expect(byKey.get('jointLiability')).toContain('<strong>Joint and several liability.</strong>');
    expect(items.filter((item) => item.Type === 1)).toHaveLength(2);
  });

  it('numbers each clause as the contract made from the default terms prints it', async () => {
    const owner = await t.createUser('how-we-work@example.com');
    await saveBusinessProfile(t, owner);
    const { projectId } = await projectWithParties(t, owner);
    const defaults = (await callAs(t, owner, 'GET', '/api/app/term/readlist?type=0')).json().Data as {
      Text: string;
    }[];
    const preview = await callAs(
      t,
      owner,
      'POST',
      '/api/app/contract/preview',
      saveRequest(projectId, contractForm({ Terms: defaults.map((term) => term.Text) })),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const printed = clauseHeadings(preview.json().Data.Body);

    const items = (await read()).filter((item) => item.Type === 0);
    expect(items).toHaveLength(13);
    for (const item of items) expect(printed.get(item.Number), item.Key).toBe(headingOf(item.Text));
    // The three the phone walk found numbered apart from the contract (3, 7 and 9 on this page).
    const numberOf = (key: string) => items.find((item) => item.Key === key)?.Number;
    expect([numberOf('latePayment'), numberOf('warranty'), numberOf('cancellation')]).toEqual([4, 9, 11]);
  });

  it('answers a French reader the French clauses, numbered as the English, and an English reader still the English', async () => {
    const english = await read();
    const french = await read({ 'accept-language': 'fr-CA,fr;q=0.8' });
    expect(french.map(({ Key, Type, Number }) => [Key, Type, Number])).toEqual(
      english.map(({ Key, Type, Number }) => [Key, Type, Number]),
    );
    const byKey = new Map(french.map((item) => [item.Key, item.Text]));
    expect(byKey.get('latePayment')).toContain('<strong>Paiement.</strong>');
    expect(byKey.get('scopeCreep')).toContain('<strong>Ordres de modification.</strong>');
    expect(byKey.get('jointLiability')).toContain('<strong>Responsabilité solidaire.</strong>');
    expect(byKey.get('latePayment')).toContain('2\u00a0% par mois (26,8\u00a0% par année)');
    // Each language is kept apart in the public cache.
    expect(await read({ cookie: 'lang=en', 'accept-language': 'fr-CA' })).toEqual(english);
    expect(await read({ cookie: 'lang=fr' })).toEqual(french);
  });

  it('starts a contract from the clauses of its language, the page’s when the builder names none', async () => {
    const owner = await t.createUser('default-terms-language@example.com');
    const terms = async (query: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({
        url: `/api/app/term/readlist?${query}`,
        headers: { ...owner.headers, ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().Data as { Text: string }[]).map((term) => term.Text);
    };
    const french = await terms('type=0&language=fr');
    const english = await terms('type=0&language=en', { cookie: 'lang=fr' });
    expect(french).toHaveLength(english.length);
    expect(french[0]).toContain('<strong>Étendue des travaux.</strong>');
    expect(english[0]).toContain('<strong>Scope of work.</strong>');
    expect(await terms('type=0', { cookie: 'lang=fr' })).toEqual(french);
    const subcontract = await terms('type=1&language=fr');
    expect(subcontract[2]).toContain('2\u00a0000\u00a0000\u00a0$ par sinistre');
    const refused = await t.app.inject({
      url: '/api/app/term/readlist?type=0&language=de',
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('shows the text of a newer published version, and leaves out a topic whose clause it removed', async () => {
    await publishDefaultTerms(
      t.services.database.db,
      defaultTermsVersion2
        .filter((term) => !(term.type === 0 && term.number === 15))
        .map((term) =>
          term.type === 0 && term.number === 3
            ? { ...term, text: '<p><strong>Payment.</strong> Due in 10 days.<script>x()</script></p>' }
            : term,
        ),
    );
    const items = await read();
    expect(items.find((item) => item.Key === 'latePayment')?.Text).toBe(
      '<p><strong>Payment.</strong> Due in 10 days.</p>',
    );
    expect(items.some((item) => item.Key === 'photos')).toBe(false);
    expect(items).toHaveLength(howWeWorkTopics.length - 1);
  });
});

describe('default terms version 2', () => {
  it('keeps every version 1 term with its number and text, adding only new numbers', async () => {
    const key = (term: { type: number; number: number }) => `${term.type}:${term.number}`;
    const v2 = new Map(defaultTermsVersion2.map((term) => [key(term), term.text]));
    for (const term of defaultTermsVersion1) expect(v2.get(key(term))).toBe(term.text);
    expect(v2.size).toBe(defaultTermsVersion1.length + 7);
    expect(new Set(defaultTermsVersion2.map(key)).size).toBe(defaultTermsVersion2.length);
    for (const topic of howWeWorkTopics) expect(v2.has(key({ ...topic, number: topic.term }))).toBe(true);
  });
});

describe('default terms version 3', () => {
  it('keeps version 2’s terms, numbers, order and English, each with a French twin of the same outline', () => {
    const outline = (html: string) => html.match(/<\/?[a-z]+/g) ?? [];
    const heading = (html: string) => /<strong>(.*?)<\/strong>/.exec(html)?.[1];
    expect(
      defaultTermsVersion3.map(({ type, number, text, video }) => ({ type, number, text, video })),
    ).toEqual(defaultTermsVersion2.map(({ type, number, text, video }) => ({ type, number, text, video })));
    for (const term of defaultTermsVersion3) {
      const french = term.translations?.fr ?? '';
      expect(outline(french), `${term.type}:${term.number}`).toEqual(outline(term.text));
      expect(heading(french), `${term.type}:${term.number}`).not.toBe(heading(term.text));
    }
  });
});
