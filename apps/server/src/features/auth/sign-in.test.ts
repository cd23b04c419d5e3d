import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { codeIn, createActiveUser, outbox, outboxNow } from '../../../test/accounts.js';
import { refreshTokens } from '../../db/schema/index.js';
import { hashToken } from './secrets.js';
import { refreshGraceSeconds } from './sessions.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each request from its own address unless a test names one, so per-address limits stay out of the way. */
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => {
  addressCounter++;
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: remoteAddress ?? `10.9.${addressCounter >> 8}.${addressCounter & 255}`,
  });
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userinfo = (token: string) => t.app.inject({ url: '/api/auth/userinfo', headers: bearer(token) });

describe('POST /api/auth/login', () => {
  it('signs in with the email, the mobile number or the username, in any case', async () => {
    const user = await createActiveUser(t);
    for (const account of [user.email.toUpperCase(), `+1 ${user.phone}`, user.email]) {
      const response = await post('/api/auth/login', { Account: account, Password: user.password });
      expect(response.statusCode, account).toBe(200);
      const tokens = response.json().Data;
      expect(Object.keys(tokens).sort()).toEqual(['AccessExpires', 'AccessToken', 'RefreshToken']);
      expect(response.cookies.find((c) => c.name === 'tp_access')?.httpOnly).toBe(true);
      expect((await userinfo(tokens.AccessToken)).json().Data.Id).toBe(user.id);
    }
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const user = await createActiveUser(t);
    const wrong = await post('/api/auth/login', { account: user.email, password: 'Wrong8tion!' });
    const unknown = await post('/api/auth/login', { account: 'nobody@example.com', password: 'Wrong8tion!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Content).toBe('The username or password is incorrect.');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an eleventh attempt on one account within 15 minutes, from any address', async () => {
    const user = await createActiveUser(t);
    for (let i = 0; i < 10; i++)
      await post('/api/auth/login', { account: user.email, password: 'Wrong8tion!' }, {}, `10.1.0.${i}`);
    const refused = await post(
      '/api/auth/login',
      { account: user.email, password: user.password },
      {},
      '10.1.1.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Type).toBe(429);
  });
});

describe('codes: send2fa and login2fa', () => {
  it('names the channel by the kind of account given', async () => {
    const user = await createActiveUser(t);
    const byEmail = await post('/api/identity/send2fa', { account: user.email });
    expect(byEmail.json().Content).toBe('Verification code has been sent to your email.');
    const byPhone = await post('/api/identity/send2fa', { account: user.phone });
    expect(byPhone.json().Content).toBe('Verification code has been sent to your phone.');
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    expect((await post('/api/auth/login2fa', { account: user.email, token: code })).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one and sends nothing', async () => {
    const known = await post('/api/identity/send2fa', { account: (await createActiveUser(t)).email });
    const unknown = await post('/api/identity/send2fa', { account: 'ghost@example.com' });
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxNow(t, 'ghost@example.com')).toEqual([]);
  });

  it('refuses a second code within 60 seconds, for unknown accounts too', async () => {
    const user = await createActiveUser(t);
    await post('/api/identity/send2fa', { account: user.email });
    const again = await post('/api/identity/send2fa', { account: user.email });
    expect(again.statusCode).toBe(429);
    expect(again.json().Content).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    await post('/api/identity/send2fa', { account: 'ghost2@example.com' });
    expect((await post('/api/identity/send2fa', { account: 'ghost2@example.com' })).statusCode).toBe(429);
  });

  it('uses a code once', async () => {
    const user = await createActiveUser(t);
    await post('/api/identity/send2fa', { account: user.email });
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    expect((await post('/api/auth/login2fa', { account: user.email, token: code })).statusCode).toBe(200);
    const again = await post('/api/auth/login2fa', { account: user.email, token: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().Content).toBe('The code is not correct or has expired. Please request a new code.');
  });

  it('voids a code after five wrong entries', async () => {
    const user = await createActiveUser(t);
    await post('/api/identity/send2fa', { account: user.email });
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      await post('/api/auth/login2fa', { account: user.email, token: wrong }, {}, `10.2.0.${i}`);
    expect(
      (await post('/api/auth/login2fa', { account: user.email, token: code }, {}, '10.2.1.1')).statusCode,
    ).toBe(400);
  });

  it('stores codes hashed, never as sent', async () => {
    const user = await createActiveUser(t);
    await post('/api/identity/send2fa', { account: user.email });
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const rows = await t.services.database.pool.query('select code_hash from verification_codes');
    expect(rows.rows.some((row: { code_hash: string }) => row.code_hash.includes(code))).toBe(false);
  });
});

describe('sessions: refresh, reuse and logout', () => {
  it('rotates the refresh token and retires the old one', async () => {
    const user = await t.createUser();
    const first = await post('/api/auth/refreshToken', { refreshToken: user.tokens.RefreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().Data;
    expect(next.RefreshToken).not.toBe(user.tokens.RefreshToken);
    expect((await userinfo(next.AccessToken)).statusCode).toBe(200);
  });

  it('answers both of two simultaneous refreshes with the same token and keeps the session', async () => {
    const user = await t.createUser();
    const refresh = () => post('/api/auth/refreshToken', { refreshToken: user.tokens.RefreshToken });
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      const pair = answer.json().Data;
      expect((await userinfo(pair.AccessToken)).statusCode).toBe(200);
      expect((await post('/api/auth/refreshToken', { refreshToken: pair.RefreshToken })).statusCode).toBe(
        200,
      );
    }
  });

  it('revokes the whole family when a retired token comes back after the grace window, or an older one', async () => {
    const late = await t.createUser();
    const next = (await post('/api/auth/refreshToken', { refreshToken: late.tokens.RefreshToken })).json()
      .Data;
    await t.services.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - (refreshGraceSeconds + 1) * 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(late.tokens.RefreshToken)));
    expect(
      (await post('/api/auth/refreshToken', { refreshToken: late.tokens.RefreshToken })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/refreshToken', { refreshToken: next.RefreshToken })).statusCode).toBe(401);
    expect((await userinfo(next.AccessToken)).statusCode).toBe(401);

    const older = await t.createUser();
    const second = (await post('/api/auth/refreshToken', { refreshToken: older.tokens.RefreshToken })).json()
      .Data;
    const third = (await post('/api/auth/refreshToken', { refreshToken: second.RefreshToken })).json().Data;
    expect(
      (await post('/api/auth/refreshToken', { refreshToken: older.tokens.RefreshToken })).statusCode,
    ).toBe(401);
    expect((await userinfo(third.AccessToken)).statusCode).toBe(401);
  });

  it('ends the session on logout: the access and refresh tokens stop working', async () => {
    const user = await t.createUser();
    const out = await post('/api/auth/logout', { refreshToken: user.tokens.RefreshToken }, user.headers);
    expect(out.statusCode).toBe(200);
    expect((await userinfo(user.tokens.AccessToken)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/refreshToken', { refreshToken: user.tokens.RefreshToken })).statusCode,
    ).toBe(401);
  });

  it('ends only the session signed out, not the account’s other devices', async () => {
    const phone = await t.createUser();
    const laptop = await post('/api/auth/refreshToken', { refreshToken: phone.tokens.RefreshToken });
    expect(laptop.statusCode).toBe(200);
    const other = await t.createUser();
    await post('/api/auth/logout', {}, other.headers);
    expect((await userinfo(laptop.json().Data.AccessToken)).statusCode).toBe(200);
  });

  it('answers userinfo 401 to a visitor and a forged token', async () => {
    expect((await t.app.inject({ url: '/api/auth/userinfo' })).statusCode).toBe(401);
    expect((await userinfo('eyJhbGciOiJIUzI1NiJ9.e30.forged')).statusCode).toBe(401);
  });

  it('refuses a token signed with the real key but without an expiry, or expiring too far ahead', async () => {
    const user = await t.createUser();
    const { secret, issuer } = t.services.authKey;
    const sessionId = JSON.parse(
      Buffer.from(user.tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString(),
    ).sid;
    const token = new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(issuer)
      .setIssuedAt();
    expect((await userinfo(await token.sign(secret))).statusCode).toBe(401);
    expect((await userinfo(await token.setExpirationTime('365d').sign(secret))).statusCode).toBe(401);
    expect((await userinfo(user.tokens.AccessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/identity/ResetPassword2Fa', () => {
  it('sets a new password with a code and signs the account out everywhere', async () => {
    const user = await createActiveUser(t);
    const session = (await post('/api/auth/login', { account: user.email, password: user.password })).json()
      .Data;
    await post('/api/identity/send2fa', { account: user.phone });
    const code = codeIn((await outbox(t, user.phone))[0]?.Text ?? '');
    const reset = await post('/api/identity/ResetPassword2Fa', {
      account: user.phone,
      token: code,
      password: 'NewPl4n!now',
      confirmPassword: 'NewPl4n!now',
    });
    expect(reset.statusCode).toBe(200);
    expect((await userinfo(session.AccessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { account: user.email, password: user.password })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/login', { account: user.email, password: 'NewPl4n!now' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const user = await createActiveUser(t);
    const reset = await post('/api/identity/ResetPassword2Fa', {
      account: user.email,
      token: '123456',
      password: 'NewPl4n!now',
      confirmPassword: 'NewPl4n!now',
    });
    expect(reset.statusCode).toBe(400);
    expect((await post('/api/auth/login', { account: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });
});
