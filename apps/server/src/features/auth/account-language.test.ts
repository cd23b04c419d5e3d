import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, fr } from '@tradepact/shared';
import { callAs } from '../../../test/contractor.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const info = async (user: TestUser) => (await callAs(t, user, 'GET', authApi.userInfo.path)).json().Data;
const setLanguage = (user: TestUser, Language: unknown) =>
  callAs(t, user, 'POST', authApi.updateLanguage.path, { Language });

describe('POST /api/auth/updatelanguage', () => {
  it('sets the language the account reads us in, which the user info then speaks', async () => {
    const pat = await t.createUser();
    expect((await info(pat)).Language).toBe('en');

    const answer = await setLanguage(pat, 'fr');
    expect(answer.statusCode, answer.body).toBe(200);
    const now = await info(pat);
    expect(now.Language).toBe('fr');
    expect(Object.values(fr)).toContain(now.Metadata.StatusStr);
  });

  it('refuses a language the product does not speak with a clear message, and changes nothing', async () => {
    const pat = await t.createUser();
    const answer = await setLanguage(pat, 'de');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Content).toBe('Choose one of the languages offered.');
    expect((await info(pat)).Language).toBe('en');
  });

  it('is each account’s own: another account’s choice changes nothing of mine', async () => {
    const pat = await t.createUser();
    const other = await t.createUser();
    await setLanguage(other, 'fr');
    expect((await info(other)).Language).toBe('fr');
    expect((await info(pat)).Language).toBe('en');
  });

  it('refuses a visitor with 401', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: authApi.updateLanguage.path,
      payload: { Language: 'fr' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
