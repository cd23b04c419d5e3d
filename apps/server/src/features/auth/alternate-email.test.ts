import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, translate } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createActiveUser, outbox, outboxNow, userRow, type ActiveUser } from '../../../test/accounts.js';
import { codeRequests } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const from = () => `10.8.${counter >> 8}.${counter++ & 255}`;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, remoteAddress: from(), ...(payload ? { payload } : {}) });

async function signIn(user: ActiveUser) {
  const tokens = (await post('/api/auth/login', { account: user.email, password: user.password })).json()
    .Data;
  return { authorization: `Bearer ${tokens.AccessToken}` };
}

const settingsOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/identity/usersettings', headers })).json().Data;

const newAddress = () => `alt.${randomUUID().slice(0, 8)}@example.org`;

/** Saves the settings with this alternate email (no code needed: it is not a sign-in name). */
async function saveAlternate(headers: Record<string, string>, address: string) {
  const saved = await post(
    '/api/identity/updateusersettings',
    { ...(await settingsOf(headers)), AlternateEmail: address },
    headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The key of the newest confirmation link emailed to the address. */
async function linkKeyFor(address: string, count = 1) {
  const [message] = await outbox(t, address, count);
  expect(message?.Subject).toBe(translate('en', 'emailAlternateConfirmSubject', { product: 'Tradepact' }));
  const key = /\/ConfirmAlternateEmail\?key=([^\s"&<]+)/.exec(message?.Text ?? '')?.[1] ?? '';
  return decodeURIComponent(key);
}

const confirm = (Key: string) => post('/api/identity/confirmalternateemail', { Key });

/** An account with an alternate email it has confirmed. */
async function withVerifiedAlternate() {
  const user = await createActiveUser(t);
  const headers = await signIn(user);
  const alternate = newAddress();
  await saveAlternate(headers, alternate);
  expect((await confirm(await linkKeyFor(alternate))).statusCode).toBe(200);
  return { user, headers, alternate };
}

describe('the alternate email (issue 18 §2)', () => {
  it('emails a link to a new alternate email and shows it unverified until the link is opened', async () => {
    const user = await createActiveUser(t);
    const headers = await signIn(user);
    const alternate = newAddress();
    await saveAlternate(headers, alternate);

    expect(await settingsOf(headers)).toMatchObject({
      AlternateEmail: alternate,
      AlternateEmailVerified: false,
    });
    expect((await userRow(t, user.id))?.alternateEmailConfirmedAt).toBeNull();
    const key = await linkKeyFor(alternate);

    // Opened without a session, as on another device.
    const opened = await confirm(key);
    expect(opened.json()).toMatchObject({ Type: 200, Content: en.settingsAlternateEmailConfirmed });
    expect(await settingsOf(headers)).toMatchObject({ AlternateEmailVerified: true });
  });

  it('voids the link of an older address once the field changes, and clearing it clears the verification', async () => {
    const user = await createActiveUser(t);
    const headers = await signIn(user);
    const first = newAddress();
    await saveAlternate(headers, first);
    const firstKey = await linkKeyFor(first);
    const second = newAddress();
    await saveAlternate(headers, second);

    const stale = await confirm(firstKey);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Content).toBe(en.settingsAlternateEmailLinkInvalid);
    expect(await settingsOf(headers)).toMatchObject({
      AlternateEmail: second,
      AlternateEmailVerified: false,
    });

    expect((await confirm(await linkKeyFor(second))).statusCode).toBe(200);
    await saveAlternate(headers, '');
    expect(await settingsOf(headers)).toMatchObject({ AlternateEmail: '', AlternateEmailVerified: false });
    expect((await userRow(t, user.id))?.alternateEmailConfirmedAt).toBeNull();
  });

  it('refuses the account’s own email as its alternate email and keeps the old one', async () => {
    const { user, headers, alternate } = await withVerifiedAlternate();
    const refused = await post(
      '/api/identity/updateusersettings',
      { ...(await settingsOf(headers)), AlternateEmail: user.email.toUpperCase() },
      headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.settingsAlternateEmailSameAsEmail);
    expect(await settingsOf(headers)).toMatchObject({
      AlternateEmail: alternate,
      AlternateEmailVerified: true,
    });
  });

  it('sends the link again only after the resend wait, and not once confirmed', async () => {
    const user = await createActiveUser(t);
    const headers = await signIn(user);
    const alternate = newAddress();
    await saveAlternate(headers, alternate);
    await linkKeyFor(alternate);

    const tooSoon = await post('/api/identity/resendalternateemail', undefined, headers);
    expect(tooSoon.statusCode).toBe(429);
    expect(await outboxNow(t, alternate)).toHaveLength(1);

    await t.services.database.db
      .update(codeRequests)
      .set({ createdAt: sql`${codeRequests.createdAt} - interval '2 minutes'` })
      .where(eq(codeRequests.destination, alternate));
    const again = await post('/api/identity/resendalternateemail', undefined, headers);
    expect(again.json()).toMatchObject({ Type: 200, Content: en.settingsAlternateEmailLinkSent });
    expect((await confirm(await linkKeyFor(alternate, 2))).statusCode).toBe(200);

    const confirmed = await post('/api/identity/resendalternateemail', undefined, headers);
    expect(confirmed.json().Content).toBe(en.settingsAlternateEmailNothingToConfirm);
    expect(await outboxNow(t, alternate)).toHaveLength(2);
  });

  it('lets no other account confirm it: a key names its account and is signed', async () => {
    const owner = await createActiveUser(t);
    const ownerHeaders = await signIn(owner);
    const other = await createActiveUser(t);
    const otherHeaders = await signIn(other);
    const ownerAlternate = newAddress();
    const otherAlternate = newAddress();
    await saveAlternate(ownerHeaders, ownerAlternate);
    await saveAlternate(otherHeaders, otherAlternate);
    const otherKey = await linkKeyFor(otherAlternate);

    // The other account's own key, pointed at the owner, or a forged signature: refused.
    const [, expires, signature] = otherKey.split('.');
    expect((await confirm(`${owner.id}.${expires}.${signature}`)).statusCode).toBe(400);
    expect((await confirm(`${owner.id}.${expires}.${'A'.repeat(43)}`)).statusCode).toBe(400);
    expect((await confirm(otherKey)).statusCode).toBe(200);
    expect(await settingsOf(ownerHeaders)).toMatchObject({ AlternateEmailVerified: false });
    expect(await settingsOf(otherHeaders)).toMatchObject({ AlternateEmailVerified: true });
  });
});

describe('the alternate email is no identity (issue 18 §2)', () => {
  it('signs in nowhere: login, codes and the existence check know only the account email', async () => {
    const { user, alternate } = await withVerifiedAlternate();
    const byAlternate = await post('/api/auth/login', { account: alternate, password: user.password });
    const unknown = await post('/api/auth/login', { account: newAddress(), password: user.password });
    expect(byAlternate.statusCode).not.toBe(200);
    expect(byAlternate.json()).toEqual(unknown.json());

    await post('/api/identity/send2fa', { account: alternate });
    const sent = await outboxNow(t, alternate);
    expect(sent.map((message) => message.Subject)).toEqual([
      translate('en', 'emailAlternateConfirmSubject', { product: 'Tradepact' }),
    ]);
    const exists = await t.app.inject({
      url: `/api/identity/CheckEmailExists?email=${encodeURIComponent(alternate)}`,
      remoteAddress: from(),
    });
    expect(exists.json().Data).toBe(false);
  });

  it('matches no contract party: a project for it stays out of the account’s lists', async () => {
    const { user, headers, alternate } = await withVerifiedAlternate();
    const contractor = await t.createUser();
    const projectFor = async (email: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/app/project/create',
        headers: contractor.headers,
        payload: {
          Name: 'Deck',
          Comments: '',
          Address: '12 Maple Avenue',
          City: 'Ottawa',
          Province: 'Ontario',
          PostalCode: 'K1A 0B1',
          Clients: [{ FirstName: 'Alt', LastName: 'Party', Email: email, Phone: '6135550177' }],
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().Data.Id as string;
    };
    const forAlternate = await projectFor(alternate);
    // The same project for the account's own email makes it a party: the check itself works.
    const forAccount = await projectFor(user.email);

    const list = await t.app.inject({ url: '/api/app/project/readlist', headers });
    const listed = (list.json().Data as { Id: string }[]).map((project) => project.Id);
    expect(listed).toContain(forAccount);
    expect(listed).not.toContain(forAlternate);
    const read = (id: string) => t.app.inject({ url: `/api/app/project/read?id=${id}`, headers });
    expect((await read(forAccount)).statusCode).toBe(200);
    expect((await read(forAlternate)).statusCode).toBe(404);
  });
});
