import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, limits, translate } from '@tradepact/shared';
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
  it('saves names and notification switches without a code', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = await currentSettings(headers);
    const response = await post(
      '/api/identity/updateusersettings',
      { ...settings, FirstName: 'Maria', ReceiveGeneralSmsNotifications: true },
      headers,
    );
    expect(response.json()).toMatchObject({
      Type: 200,
      Content: 'Your settings have been saved',
      Data: null,
    });
    expect(await currentSettings(headers)).toMatchObject({
      FirstName: 'Maria',
      ReceiveGeneralSmsNotifications: true,
    });
  });

  it('starts a new account with general emails on and general texts off, and keeps a switch a save leaves out', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = await currentSettings(headers);
    expect(settings).toMatchObject({
      ReceiveGeneralEmailNotifications: true,
      ReceiveGeneralSmsNotifications: false,
    });
    const saved = await post(
      '/api/identity/updateusersettings',
      {
        FirstName: 'Maria',
        LastName: settings.LastName,
        Email: settings.Email,
        PhoneNumber: settings.PhoneNumber,
      },
      headers,
    );
    expect(saved.json()).toMatchObject({ Type: 200 });
    expect(await currentSettings(headers)).toMatchObject({
      FirstName: 'Maria',
      ReceiveGeneralEmailNotifications: true,
      ReceiveGeneralSmsNotifications: false,
    });
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

describe('one rule per field: settings take sign-up’s (issue 18 §5)', () => {
  it('refuses a 9-digit mobile number with sign-up’s message and keeps the old number', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const response = await post(
      '/api/identity/updateusersettings',
      { ...(await currentSettings(headers)), PhoneNumber: '647555019' },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe('Please enter a valid mobile number. Ex. 4165550123');
    expect(await userRow(t, user.id)).toMatchObject({ phone: user.phone, pendingPhone: null });
  });

  it('stores a number typed as "(647) 555-0199" as its ten digits', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = { ...(await currentSettings(headers)), PhoneNumber: '(647) 555-0199' };
    expect((await post('/api/identity/updateusersettings', settings, headers)).statusCode).toBe(203);
    await post('/api/identity/send2fa', { account: user.email });
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    await post(
      '/api/identity/updateusersettings',
      { ...settings, account: user.email, token: code },
      headers,
    );
    expect((await userRow(t, user.id))?.pendingPhone).toBe('6475550199');

    const texted = codeIn((await outbox(t, '6475550199'))[0]?.Text ?? '');
    const confirmed = await post(
      '/api/identity/confirmcontactchange',
      { Kind: 'phone', Code: texted },
      headers,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await currentSettings(headers)).PhoneNumber).toBe('6475550199');
    // Another spelling of the same number is no change.
    const again = await post(
      '/api/identity/updateusersettings',
      { ...(await currentSettings(headers)), PhoneNumber: '+1 647 555 0199' },
      headers,
    );
    expect(again.json().Content).toBe(en.noChangesMade);
  });

  it('holds names and email to sign-up’s limits', async () => {
    const user = await createActiveUser(t);
    const { headers } = await signIn(user);
    const settings = await currentSettings(headers);
    const save = (changes: object) =>
      post('/api/identity/updateusersettings', { ...settings, ...changes }, headers);

    const longName = await save({ FirstName: 'A'.repeat(limits.nameMaxLength + 1) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().Content).toBe(en.registerFirstNameRequired);
    const longLast = await save({ LastName: 'B'.repeat(limits.nameMaxLength + 1) });
    expect(longLast.json().Content).toBe(en.registerLastNameRequired);
    const longEmail = await save({ Email: `${'e'.repeat(limits.emailMaxLength)}@example.com` });
    expect(longEmail.statusCode).toBe(400);
    expect(longEmail.json().Content).toBe(translate('en', 'registerEmailInvalid'));
    const longAlternate = await save({ AlternateEmail: `${'e'.repeat(limits.emailMaxLength)}@example.com` });
    expect(longAlternate.json().Content).toBe(en.settingsEmailInvalid);
    expect(await userRow(t, user.id)).toMatchObject({
      firstName: 'Marie',
      lastName: 'Tremblay',
      alternateEmail: '',
    });

    expect((await save({ FirstName: 'A'.repeat(limits.nameMaxLength) })).statusCode).toBe(200);
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
