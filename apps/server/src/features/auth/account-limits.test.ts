import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createActiveUser } from '../../../test/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** A new client address per request, so that only the per-account limits are in play. */
const nextAddress = () => {
  addressCounter++;
  return `10.9.${addressCounter >> 8}.${addressCounter & 255}`;
};
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
const signIn = (account: string, password: string) => post('/api/auth/login', { account, password });

const wrongPasswords = async (account: string, times = 10) => {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await signIn(account, 'Wrong8tion!'));
  return answers;
};

describe('the sign-in lock is on the account, not on how it was typed', () => {
  it('refuses the right password by phone, in any spelling, after ten wrong ones by email', async () => {
    const user = await createActiveUser(t);
    await wrongPasswords(user.email);
    const [area, exchange, line] = [user.phone.slice(0, 3), user.phone.slice(3, 6), user.phone.slice(6)];
    for (const spelling of [user.phone, `+1-${user.phone}`, `${area}.${exchange}.${line}`]) {
      const refused = await signIn(spelling, user.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Code).toBe('commonTooManyRequests');
    }
  });

  it('refuses the right password by email after ten wrong codes by phone', async () => {
    const user = await createActiveUser(t);
    for (let i = 0; i < 10; i++) await post('/api/auth/login2fa', { account: user.phone, token: '000000' });
    expect((await signIn(user.email.toUpperCase(), user.password)).statusCode).toBe(429);
  });

  it('leaves another account signing in', async () => {
    const [locked, other] = [await createActiveUser(t), await createActiveUser(t)];
    await wrongPasswords(locked.email);
    const answer = await signIn(other.phone, other.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().Data.AccessToken).toEqual(expect.any(String));
  });

  it('counts a name no account uses on its own, so nobody else is locked by it', async () => {
    const user = await createActiveUser(t);
    await wrongPasswords(`nobody-${randomUUID()}@example.com`);
    expect((await signIn(`nobody-${randomUUID()}@example.com`, 'Wrong8tion!')).statusCode).toBe(400);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers a name no account uses exactly as it answers an account', async () => {
    const user = await createActiveUser(t);
    const unknown = `nobody-${randomUUID()}@example.com`;
    const answersOf = async (account: string) =>
      (await wrongPasswords(account, 11)).map((answer) => [answer.statusCode, answer.json().Content]);
    expect(await answersOf(unknown)).toEqual(await answersOf(user.email));
  });
});
