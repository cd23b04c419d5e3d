import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { codeIn, createActiveUser, outbox, userRow, type ActiveUser } from '../../../test/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const from = () => `10.7.${counter >> 8}.${counter++ & 255}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });

async function signIn(user: ActiveUser) {
  const tokens = (await post('/api/auth/login', { account: user.email, password: user.password })).json()
    .Data;
  return { tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
}

async function currentSettings(headers: Record<string, string>) {
  return (await t.app.inject({ url: '/api/identity/usersettings', headers })).json().Data;
}

describe('GET /api/identity/usersettings', () => {
  it('answers the signed-in user’s own settings and 401 to a visitor', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    expect(await currentSettings(headers)).toMatchObject({
      Email: user.email,
      PhoneNumber: user.phone,
      FirstName: 'Marie',
    });
    expect((await t.app.inject({ url: '/api/identity/usersettings' })).statusCode).toBe(401);
  });
});

describe('POST /api/identity/updateusersettings', () => {
  it('saves names and switches without a code', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = await currentSettings(headers);
    const response = await post(
      '/api/identity/updateusersettings',
      { ...settings, FirstName: 'Maria', EnableSmsTwoFactor: true },
      headers,
    );
    expect(response.json()).toMatchObject({
      Type: 200,
      Content: 'Your settings have been saved',
      Data: null,
    });
    expect(await currentSettings(headers)).toMatchObject({ FirstName: 'Maria', EnableSmsTwoFactor: true });
  });

  it('answers the silent no-change message when nothing changed', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const response = await post('/api/identity/updateusersettings', await currentSettings(headers), headers);
    expect(response.json()).toMatchObject({ Type: 200, Content: 'No changes made' });
  });

  it('asks for a code before changing the email, then holds the new one pending with it', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = { ...(await currentSettings(headers)), Email: `new.${user.email}` };
    const first = await post('/api/identity/updateusersettings', settings, headers);
    expect(first.statusCode).toBe(203);
    expect(first.json()).toMatchObject({
      Content: 'Identity Verification Required',
      Data: { Accounts: [user.email, user.phone] },
    });
    expect((await userRow(t, user.id))?.email).toBe(user.email);

    await post('/api/identity/send2fa', { account: user.phone });
    const code = codeIn((await outbox(t, user.phone))[0]?.Text ?? '');
    const wrong = await post(
      '/api/identity/updateusersettings',
      { ...settings, account: user.phone, token: '000000' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    const saved = await post(
      '/api/identity/updateusersettings',
      { ...settings, account: user.phone, token: code },
      headers,
    );
    expect(saved.json().Content).toBe(en.settingsSavedPendingContact);
    expect(await userRow(t, user.id)).toMatchObject({ email: user.email, pendingEmail: `new.${user.email}` });
  });

  it('refuses a code sent to someone else’s address', async () => {
    const user = await createActiveUser(t);
    const other = await createActiveUser(t);
    const { headers } = await signIn(user);
    await post('/api/identity/send2fa', { account: other.email });
    const code = codeIn((await outbox(t, other.email))[0]?.Text ?? '');
    const settings = { ...(await currentSettings(headers)), PhoneNumber: '6045550199' };
    const response = await post(
      '/api/identity/updateusersettings',
      { ...settings, account: other.email, token: code },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect((await userRow(t, user.id))?.phone).toBe(user.phone);
  });

  it('changes the password only with the current one, ends other sessions and hands this one new tokens', async () => {
    const user = await createActiveUser(t);
    const elsewhere = await signIn(user);
    const { headers } = await signIn(user);
    const base = {
      ...(await currentSettings(headers)),
      NewPassword: 'Fresh9start!',
      ConfirmPassword: 'Fresh9start!',
    };
    const wrongCurrent = await post(
      '/api/identity/updateusersettings',
      { ...base, Password: 'Wrong8tion!' },
      headers,
    );
    expect(wrongCurrent.json().Content).toBe('The current password is not correct.');

    const asked = await post(
      '/api/identity/updateusersettings',
      { ...base, Password: user.password },
      headers,
    );
    expect(asked.statusCode).toBe(203);
    await post('/api/identity/send2fa', { account: user.email });
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const saved = await post(
      '/api/identity/updateusersettings',
      { ...base, Password: user.password, account: user.email, token: code },
      headers,
    );
    expect(saved.statusCode).toBe(200);
    const fresh = saved.json().Data;
    expect(fresh.AccessToken).toBeTruthy();
    const info = (token: string) =>
      t.app.inject({ url: '/api/auth/userinfo', headers: { authorization: `Bearer ${token}` } });
    expect((await info(elsewhere.tokens.AccessToken)).statusCode).toBe(401);
    expect((await info(fresh.AccessToken)).statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { account: user.email, password: 'Fresh9start!' })).statusCode,
    ).toBe(200);
  });

  it('refuses an email another account uses, and changes nothing', async () => {
    const user = await createActiveUser(t);
    const other = await createActiveUser(t);
    const { headers } = await signIn(user);
    const response = await post(
      '/api/identity/updateusersettings',
      { ...(await currentSettings(headers)), Email: other.email },
      headers,
    );
    expect(response.json().Content).toBe('This email is already in use');
    expect((await userRow(t, user.id))?.email).toBe(user.email);
  });

  it('changes only the caller’s own account, whatever the body says', async () => {
    const user = await createActiveUser(t);
    const other = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = await currentSettings(headers);
    await post(
      '/api/identity/updateusersettings',
      { ...settings, FirstName: 'Changed', UserId: other.id, Id: other.id },
      headers,
    );
    expect((await userRow(t, other.id))?.firstName).toBe('Marie');
    expect((await userRow(t, user.id))?.firstName).toBe('Changed');
  });
});

describe('existence checks', () => {
  it('tells whether an email or a phone is used, but not the caller’s own', async () => {
    const user = await createActiveUser(t);
    const check = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers, remoteAddress: from() });
    expect(
      (await check(`/api/identity/CheckEmailExists?email=${user.email.toUpperCase()}`)).json().Data,
    ).toBe(true);
    expect((await check('/api/identity/CheckEmailExists?email=free@example.com')).json().Data).toBe(false);
    expect((await check(`/api/identity/checkphonenumberexists?phoneNumber=${user.phone}`)).json().Data).toBe(
      true,
    );
    const { headers } = await signIn(user);
    expect((await check(`/api/identity/CheckEmailExists?email=${user.email}`, headers)).json().Data).toBe(
      false,
    );
  });
});
