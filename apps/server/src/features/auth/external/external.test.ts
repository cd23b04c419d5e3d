import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createActiveUser } from '../../../../test/accounts.js';
import { freePort } from '../../../../test/free-port.js';
import {
  startOpenIdProvider,
  type LocalOpenIdProvider,
  type TestPerson,
} from '../../../../test/oidc-provider.js';
import { externalIdentities, users } from '../../../db/schema/index.js';

let t: TestApp;
let idp: LocalOpenIdProvider;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  idp = await startOpenIdProvider([`${base}/api/auth/external/google/callback`]);
  t = await createTestApp({
    PUBLIC_URL: base,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/**
 * Follows redirects like a browser (one cookie jar; cookies ignore ports) until back on /login;
 * `startHeaders` go with the first request only (the page the sign-in starts from).
 */
async function signInWithGoogle(
  jar = new Map<string, string>(),
  startHeaders: Record<string, string> = {},
): Promise<URL> {
  let url = new URL(`${base}/api/auth/external/google`);
  for (let hop = 0; hop < 15; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: {
        ...(hop === 0 ? startHeaders : {}),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const cleared =
        value === '' || attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (cleared) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`stopped at ${url.href} with ${response.status}`);
    url = new URL(location, url);
    if (url.origin === base && url.pathname === '/login') return url;
  }
  throw new Error('too many redirects');
}

const person = (overrides: Partial<TestPerson> = {}): TestPerson => ({
  sub: randomUUID(),
  email: `${randomUUID().slice(0, 8)}@gmail.example`,
  email_verified: true,
  given_name: 'Luc',
  family_name: 'Gagnon',
  ...overrides,
});

async function exchange(ticket: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/external/exchange', payload: { token: ticket } });
}

async function signedInUserId(landing: URL): Promise<string> {
  const ticket = landing.searchParams.get('token');
  expect(ticket, landing.href).toBeTruthy();
  const tokens = (await exchange(ticket ?? '')).json().Data;
  const info = await t.app.inject({
    url: '/api/auth/userinfo',
    headers: { authorization: `Bearer ${tokens.AccessToken}` },
  });
  return info.json().Data.Id;
}

describe('Google sign-in against a local OpenID provider', () => {
  it('offers only the configured providers', async () => {
    expect((await t.app.inject({ url: '/api/auth/external/providers' })).json().Data).toEqual(['google']);
    expect((await t.app.inject({ url: '/api/auth/external/apple' })).statusCode).toBe(404);
  });

  it('creates an activated account on the trial for a new verified email, and finds it again next time', async () => {
    const someone = person();
    idp.signInAs(someone);
    const userId = await signedInUserId(await signInWithGoogle());
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ email: someone.email, firstName: 'Luc', lastName: 'Gagnon', planType: 1 });
    expect(row?.activatedAt).not.toBeNull();
    expect(row?.passwordHash).toBeNull();

    idp.signInAs({ ...someone, email: `changed.${someone.email}` });
    expect(await signedInUserId(await signInWithGoogle())).toBe(userId);
  });

  it('gives a new account the language of the page the sign-in started from', async () => {
    const someone = person();
    idp.signInAs(someone);
    // Only the start knows the page's language: Apple's cross-site form post brings no cookie back.
    const userId = await signedInUserId(await signInWithGoogle(undefined, { 'accept-language': 'fr-CA' }));
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.language).toBe('fr');

    const english = person();
    idp.signInAs(english);
    const englishId = await signedInUserId(await signInWithGoogle());
    const [englishRow] = await t.services.database.db.select().from(users).where(eq(users.id, englishId));
    expect(englishRow?.language).toBe('en');
  });

  it('links to the existing account with the same verified email and keeps its password', async () => {
    const existing = await createActiveUser(t);
    idp.signInAs(person({ email: existing.email }));
    expect(await signedInUserId(await signInWithGoogle())).toBe(existing.id);
    const links = await t.services.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, existing.id));
    expect(links).toHaveLength(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('asks no code of an account with two-factor on: the provider authenticated the user', async () => {
    const existing = await createActiveUser(t, { twoFactorEmail: true, twoFactorSms: true });
    idp.signInAs(person({ email: existing.email }));
    expect(await signedInUserId(await signInWithGoogle())).toBe(existing.id);
  });

  it('gives an account whose email was never verified to the provider-verified owner, without the password and phone nobody proved', async () => {
    // Someone signed up with another person's address and their own phone, and never confirmed it.
    const squatted = await createActiveUser(t, { emailConfirmedAt: null, activatedAt: null });
    idp.signInAs(person({ email: squatted.email }));
    expect(await signedInUserId(await signInWithGoogle())).toBe(squatted.id);
    const row = (await t.services.database.db.select().from(users).where(eq(users.id, squatted.id)))[0];
    expect(row).toMatchObject({ passwordHash: null, phone: null, phoneConfirmedAt: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: squatted.email, password: squatted.password },
    });
    expect(login.statusCode).toBe(400);
  });

  it('refuses an unverified email: back to the login page with an error, no account', async () => {
    const someone = person({ email_verified: false });
    idp.signInAs(someone);
    const landing = await signInWithGoogle();
    expect(landing.searchParams.get('error')).toBe('external');
    expect(await t.services.database.db.select().from(users).where(eq(users.email, someone.email))).toEqual(
      [],
    );
  });

  it('refuses a callback that this browser did not start', async () => {
    idp.signInAs(person());
    const jar = new Map<string, string>();
    const landing = await signInWithGoogle(jar).catch(() => undefined);
    expect(landing?.searchParams.get('token')).toBeTruthy();
    const forged = await fetch(`${base}/api/auth/external/google/callback?code=stolen&state=guess`, {
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBe('/login?error=external');
  });

  it('lets a ticket be exchanged once only', async () => {
    idp.signInAs(person());
    const ticket = (await signInWithGoogle()).searchParams.get('token') ?? '';
    expect((await exchange(ticket)).statusCode).toBe(200);
    const again = await exchange(ticket);
    expect(again.statusCode).toBe(400);
    expect(again.json().Content).toBe('Your session has expired. Please sign in again.');
  });
});

describe('without provider settings', () => {
  it('offers no provider and has no sign-in route', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/auth/external/providers' })).json().Data).toEqual([]);
      expect((await plain.app.inject({ url: '/api/auth/external/google' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
