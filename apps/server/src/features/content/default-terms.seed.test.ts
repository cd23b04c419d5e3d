import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermChange } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { currentTermsVersion, recordAcceptance } from './content.repository.js';
import { seedDefaultTerms } from './default-terms.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the default terms seed', () => {
  it('shows an account that accepted version 1 the seven added client clauses as New, and nothing else', async () => {
    const user = await t.createUser();
    await recordAcceptance(t.services.database.db, {
      userId: user.id,
      kind: 'terms',
      version: 1,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    const response = await t.app.inject({ url: '/api/app/term/changeslist', headers: user.headers });
    const changes: TermChange[] = response.json().Data;
    expect(changes.map((change) => [change.Type, change.Number, change.IsNew])).toEqual(
      [12, 16, 11, 14, 15, 17, 13].map((number) => [0, number, true]),
    );
  });

  it('shows an account that accepted version 2 no change from version 3, which only adds the French, in either language', async () => {
    const user = await t.createUser();
    await recordAcceptance(t.services.database.db, {
      userId: user.id,
      kind: 'terms',
      version: 2,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    for (const cookie of ['lang=en', 'lang=fr']) {
      const response = await t.app.inject({
        url: '/api/app/term/changeslist',
        headers: { ...user.headers, cookie },
      });
      expect(response.json().Data, cookie).toEqual([]);
    }
  });

  it('publishes nothing more when run again on version 3', async () => {
    await seedDefaultTerms(t.services.database.db);
    expect(await currentTermsVersion(t.services.database.db)).toBe(3);
  });
});
