import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  codeIn,
  createActiveUser,
  outbox,
  outboxNow,
  uniquePhone,
  userRow,
  type ActiveUser,
} from '../../../test/accounts.js';
import { users } from '../../db/schema/index.js';
import { accountForProfile } from './external/external-accounts.service.js';

let t: TestApp;
let contractor: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  contractor = await t.createUser();
});
afterAll(() => t.close());

let counter = 0;
const from = () => `10.6.${counter >> 8}.${counter++ & 255}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url, headers, remoteAddress: from() });

async function signIn(account: string, password: string) {
  return post('/api/auth/login', { account, password });
}

async function signedIn(user: ActiveUser) {
  const tokens = (await signIn(user.email, user.password)).json().Data;
  return { authorization: `Bearer ${tokens.AccessToken}` };
}

const settingsOf = async (headers: Record<string, string>) =>
  (await get('/api/identity/usersettings', headers)).json().Data;

/** Saves the settings with a change, proving control of the account with a code to `proofAt` (one of its own). */
async function saveWithCode(headers: Record<string, string>, change: object, proofAt: string) {
  const settings = { ...(await settingsOf(headers)), ...change };
  expect((await post('/api/identity/updateusersettings', settings, headers)).statusCode).toBe(203);
  const before = (await outboxNow(t, proofAt)).length;
  await post('/api/identity/send2fa', { account: proofAt });
  const code = codeIn((await outbox(t, proofAt, before + 1))[0]?.Text ?? '');
  return post('/api/identity/updateusersettings', { ...settings, account: proofAt, token: code }, headers);
}

const confirm = (headers: Record<string, string>, Kind: 'email' | 'phone', Code: string) =>
  post('/api/identity/confirmcontactchange', { Kind, Code }, headers);

async function projectWithClient(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/app/project/create',
    headers: contractor.headers,
    payload: {
      Name: 'Basement',
      Address: '12 Rue Principale',
      City: 'Gatineau',
      Province: 'Quebec',
      PostalCode: 'J8X 1A1',
      Clients: [{ FirstName: 'Jean', LastName: 'Roy', Email: email, Phone: '5145550199' }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Data.Id as string;
}

describe('changing the email', () => {
  it('keeps the new email pending, the old one in use, until the code sent to the new address is entered', async () => {
    const user = await createActiveUser(t);
    const headers = await signedIn(user);
    const newEmail = `new.${user.email}`;
    const saved = await saveWithCode(headers, { Email: newEmail, FirstName: 'Maria' }, user.phone);
    expect(saved.json()).toMatchObject({ Type: 200, Content: en.settingsSavedPendingContact });

    expect(await settingsOf(headers)).toMatchObject({
      Email: user.email,
      PendingEmail: newEmail,
      FirstName: 'Maria',
    });
    expect((await userRow(t, user.id))?.email).toBe(user.email);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(400);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);

    const code = codeIn((await outbox(t, newEmail))[0]?.Text ?? '');
    expect((await confirm(headers, 'email', code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    const confirmed = await confirm(headers, 'email', code);
    expect(confirmed.json()).toMatchObject({ Type: 200, Content: en.settingsEmailConfirmed });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({ email: newEmail, userName: newEmail, pendingEmail: null });
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await settingsOf(headers)).toMatchObject({ Email: newEmail, PendingEmail: '' });
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
  });

  it('clears the alternate email when the confirmed new email is that same address', async () => {
    const user = await createActiveUser(t);
    const headers = await signedIn(user);
    const newEmail = `new.${user.email}`;
    await saveWithCode(headers, { Email: newEmail }, user.phone);
    await t.services.database.db
      .update(users)
      .set({ alternateEmail: newEmail, alternateEmailConfirmedAt: new Date() })
      .where(eq(users.id, user.id));
    const code = codeIn((await outbox(t, newEmail))[0]?.Text ?? '');
    expect((await confirm(headers, 'email', code)).statusCode).toBe(200);
    expect(await userRow(t, user.id)).toMatchObject({
      email: newEmail,
      alternateEmail: '',
      alternateEmailConfirmedAt: null,
    });
  });

  it('gives no party view and links no Google account when the change was confirmed through the caller’s own phone', async () => {
    const clientEmail = `client.${Date.now()}@example.com`;
    const projectId = await projectWithClient(clientEmail);
    const attacker = await createActiveUser(t);
    const headers = await signedIn(attacker);

    const saved = await saveWithCode(headers, { Email: clientEmail }, attacker.phone);
    expect(saved.statusCode).toBe(200);

    expect((await get('/api/app/project/readlist', headers)).json().Data).toEqual([]);
    expect((await get('/api/app/project/readpage?status=0', headers)).json().Data.Total).toBe(0);
    expect((await get(`/api/app/project/read?id=${projectId}`, headers)).statusCode).toBe(404);
    const linked = await accountForProfile(
      t.services.database.db,
      'google',
      {
        subject: `google-${Date.now()}`,
        email: clientEmail,
        emailVerified: true,
        firstName: 'Jean',
        lastName: 'Roy',
      },
      'en',
    );
    expect(linked).not.toBe(attacker.id);
    expect((await userRow(t, attacker.id))?.email).toBe(attacker.email);
  });

  it('lets the code be sent again and the change be cancelled', async () => {
    const user = await createActiveUser(t);
    const headers = await signedIn(user);
    const newEmail = `resend.${user.email}`;
    await saveWithCode(headers, { Email: newEmail }, user.phone);
    await outbox(t, newEmail);
    // The per-destination throttle (60 s) applies to resending too.
    const resent = await post('/api/identity/resendcontactchange', { Kind: 'email' }, headers);
    expect(resent.statusCode).toBe(429);

    const cancelled = await post('/api/identity/cancelcontactchange', { Kind: 'email' }, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(await settingsOf(headers)).toMatchObject({ Email: user.email, PendingEmail: '' });
    const code = codeIn((await outbox(t, newEmail))[0]?.Text ?? '');
    expect((await confirm(headers, 'email', code)).statusCode).toBe(400);
    expect((await userRow(t, user.id))?.email).toBe(user.email);
  });

  it('refuses the confirmation when another account has taken the address meanwhile', async () => {
    const user = await createActiveUser(t);
    const headers = await signedIn(user);
    const newEmail = `taken.${user.email}`;
    await saveWithCode(headers, { Email: newEmail }, user.phone);
    const code = codeIn((await outbox(t, newEmail))[0]?.Text ?? '');
    await createActiveUser(t, { email: newEmail });
    const answer = await confirm(headers, 'email', code);
    expect(answer.json()).toMatchObject({ Type: 400, Content: en.registerEmailInUse });
    expect((await userRow(t, user.id))?.email).toBe(user.email);
  });
});

describe('changing the mobile number', () => {
  it('keeps a number confirmed through the caller’s own email pending until the code texted to it is entered', async () => {
    const user = await createActiveUser(t);
    const headers = await signedIn(user);
    const newPhone = uniquePhone();
    const saved = await saveWithCode(headers, { PhoneNumber: newPhone }, user.email);
    expect(saved.json()).toMatchObject({ Type: 200, Content: en.settingsSavedPendingContact });

    expect((await userRow(t, user.id))?.phone).toBe(user.phone);
    expect(await settingsOf(headers)).toMatchObject({
      PhoneNumber: user.phone,
      PendingPhoneNumber: newPhone,
    });
    expect((await signIn(newPhone, user.password)).statusCode).toBe(400);
    const check = await get(`/api/identity/CheckPhoneNumberExists?phoneNumber=${newPhone}`, {});
    expect(check.json().Data).toBe(false);

    const code = codeIn((await outbox(t, newPhone))[0]?.Text ?? '');
    // The code texted to the new number signs no one in: it only confirms the change.
    expect((await post('/api/auth/login2fa', { account: newPhone, token: code })).statusCode).toBe(400);
    const confirmed = await confirm(headers, 'phone', code);
    expect(confirmed.json()).toMatchObject({ Type: 200, Content: en.settingsPhoneConfirmed });
    expect(await userRow(t, user.id)).toMatchObject({ phone: newPhone, pendingPhone: null });
    expect((await signIn(newPhone, user.password)).statusCode).toBe(200);
  });
});

describe('confirming without a pending change', () => {
  it('answers 400 and asks a visitor to sign in', async () => {
    const user = await createActiveUser(t);
    const headers = await signedIn(user);
    expect((await confirm(headers, 'email', '123456')).statusCode).toBe(400);
    expect((await confirm({}, 'email', '123456')).statusCode).toBe(401);
  });
});
