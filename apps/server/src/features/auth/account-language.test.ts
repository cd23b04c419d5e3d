import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, en, fr } from '@tradepact/shared';
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
  it('sets the language the account reads us in, which the user info then tells', async () => {
    const pat = await t.createUser();
    expect((await info(pat)).Language).toBe('en');

    const answer = await setLanguage(pat, 'fr');
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await info(pat)).Language).toBe('fr');
  });

  it("words what a page shows in that page's language, whatever the account's", async () => {
    const pat = await t.createUser();
    const asFrenchPage = (url: string) =>
      t.app.inject({ url, headers: { ...pat.headers, cookie: 'lang=fr' } });
    const status = (await asFrenchPage(authApi.userInfo.path)).json().Data.Metadata.StatusStr;
    expect(Object.values(fr)).toContain(status);
    expect(Object.values(en)).not.toContain(status);
    const subscription = (await asFrenchPage('/api/app/billing/subscription')).json().Data;
    expect(Object.values(fr)).toContain(subscription.EndTimeTitle);
    expect((await info(pat)).Metadata.StatusStr).not.toBe(status);
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
