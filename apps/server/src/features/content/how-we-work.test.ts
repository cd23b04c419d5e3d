import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howWeWorkTopics, type HowWeWorkItem } from '@tradepact/shared';
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
    for (const topic of howWeWorkTopics) expect(v2.has(key(topic))).toBe(true);
  });
});
