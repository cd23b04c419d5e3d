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
import { publishDefaultTerms } from './publish.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (): Promise<HowWeWorkItem[]> => {
  const response = await t.app.inject({ url: '/api/site/howwework' });
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
    expect(await currentTermsVersion(t.services.database.db)).toBe(2);
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
