import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@tradepact/shared';
import { callAs } from '../../../test/contractor.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const seen = async (user: TestUser) =>
  (await callAs(t, user, 'GET', authApi.userInfo.path)).json().Data.Metadata.FirstProjectHintSeen as boolean;

describe('POST /api/auth/firstprojecthintseen', () => {
  it('remembers the first-time hint for the account, not for a device', async () => {
    const pat = await t.createUser();
    expect(await seen(pat)).toBe(false);

    const answer = await callAs(t, pat, 'POST', authApi.firstProjectHintSeen.path);
    expect(answer.statusCode, answer.body).toBe(200);
    // Kept on the server: whichever device reads the account next finds it.
    expect(await seen(pat)).toBe(true);
    // Seen twice keeps the first time.
    expect((await callAs(t, pat, 'POST', authApi.firstProjectHintSeen.path)).statusCode).toBe(200);
    expect(await seen(pat)).toBe(true);
  });

  it('is each account’s own: another account neither reads nor changes it', async () => {
    const pat = await t.createUser();
    const other = await t.createUser();

    await callAs(t, other, 'POST', authApi.firstProjectHintSeen.path);
    expect(await seen(other)).toBe(true);
    expect(await seen(pat)).toBe(false);

    await callAs(t, pat, 'POST', authApi.firstProjectHintSeen.path);
    const otherInfo = (await callAs(t, other, 'GET', authApi.userInfo.path)).json().Data;
    expect(otherInfo.UserId).toBe(other.id);
    expect(await seen(pat)).toBe(true);
  });

  it('refuses a visitor with 401', async () => {
    const answer = await t.app.inject({ method: 'POST', url: authApi.firstProjectHintSeen.path });
    expect(answer.statusCode).toBe(401);
  });
});
