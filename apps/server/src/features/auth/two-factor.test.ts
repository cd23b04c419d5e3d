import { translate } from '@tradepact/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { codeIn, createActiveUser, outbox, outboxNow, type ActiveUser } from '../../../test/accounts.js';
import { codeRequests, twoFactorTickets } from '../../db/schema/index.js';
import { hashToken } from './secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
/** Each request from its own address, so per-address limits stay out of the way. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
  counter++;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.18.${counter >> 8}.${counter & 255}`,
  });
};
const passwordSignIn = (user: ActiveUser, password = user.password) =>
  post('/api/auth/login', { account: user.email, password });

const channels = [
  {
    name: 'email',
    switches: { twoFactorEmail: true },
    inbox: (user: ActiveUser) => user.email,
    masked: (user: ActiveUser) => `${user.email[0]}•••@example.com`,
  },
  {
    name: 'SMS',
    switches: { twoFactorSms: true },
    inbox: (user: ActiveUser) => user.phone,
    masked: (user: ActiveUser) => `•••-•••-${user.phone.slice(-4)}`,
  },
] as const;

describe.each(channels)('two-factor sign-in by $name', (channel) => {
  it('answers 203 with a ticket and where the code went, then signs in with the code and ticket', async () => {
    const user = await createActiveUser(t, channel.switches);
    const first = await passwordSignIn(user);
    expect(first.statusCode).toBe(203);
    const body = first.json();
    expect(body).toMatchObject({
      Type: 203,
      Content: 'Identity Verification Required',
      Data: { Sent: [channel.masked(user)] },
    });
    expect(body.Data.AccessToken).toBeUndefined();
    expect(body.Data.Ticket).toMatch(/^[\w-]{40,}$/);
    const code = codeIn((await outbox(t, channel.inbox(user)))[0]?.Text ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = await post('/api/auth/login2fa', {
      account: user.email,
      token: code,
      ticket: body.Data.Ticket,
    });
    expect(signedIn.statusCode).toBe(200);
    const tokens = signedIn.json().Data;
    const me = await t.app.inject({
      url: '/api/auth/userinfo',
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(me.json().Data.Id).toBe(user.id);
  });

  it('refuses the same ticket and code a second time', async () => {
    const user = await createActiveUser(t, channel.switches);
    const { Ticket } = (await passwordSignIn(user)).json().Data;
    const code = codeIn((await outbox(t, channel.inbox(user)))[0]?.Text ?? '');
    const form = { account: user.email, token: code, ticket: Ticket };
    expect((await post('/api/auth/login2fa', form)).statusCode).toBe(200);
    const again = await post('/api/auth/login2fa', form);
    expect(again.statusCode).toBe(400);
    expect(again.json().Data).toBeNull();
    expect(again.json().Content).toBe('The code is not correct or has expired. Please request a new code.');
  });

  it('never signs in with a code alone: it asks for the password first', async () => {
    const user = await createActiveUser(t, channel.switches);
    await post('/api/identity/send2fa', { account: channel.inbox(user) });
    const code = codeIn((await outbox(t, channel.inbox(user)))[0]?.Text ?? '');
    const alone = await post('/api/auth/login2fa', { account: channel.inbox(user), token: code });
    expect(alone.statusCode).toBe(203);
    expect(alone.json()).toMatchObject({ Type: 203, Code: 'twoFactorPasswordFirst', Data: null });
  });

  it('sends nothing and gives no ticket for a wrong password', async () => {
    const user = await createActiveUser(t, channel.switches);
    const wrong = await passwordSignIn(user, 'Wrong8tion!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Content: 'The username or password is incorrect.', Data: null });
    expect(await outboxNow(t, channel.inbox(user))).toEqual([]);
    const rows = await t.services.database.db
      .select()
      .from(twoFactorTickets)
      .where(eq(twoFactorTickets.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('lets the password alone sign in when the switch is off', async () => {
    const user = await createActiveUser(t);
    const response = await passwordSignIn(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().Data.AccessToken).toBeTruthy();
    expect(await outboxNow(t, channel.inbox(user))).toEqual([]);
  });
});

describe('two-factor tickets', () => {
  it('sends the same code to the email and the phone when both switches are on', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true, twoFactorSms: true });
    const response = await passwordSignIn(user);
    expect(response.json().Data.Sent).toEqual([
      `${user.email[0]}•••@example.com`,
      `•••-•••-${user.phone.slice(-4)}`,
    ]);
    const byEmail = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const bySms = codeIn((await outbox(t, user.phone))[0]?.Text ?? '');
    expect(byEmail).toBe(bySms);
  });

  it('binds the code to its ticket and to its account', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true });
    const other = await createActiveUser(t, { twoFactorEmail: true });
    const { Ticket } = (await passwordSignIn(user)).json().Data;
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const noTicket = await post('/api/auth/login2fa', {
      account: user.email,
      token: code,
      ticket: 'made-up',
    });
    expect(noTicket.statusCode).toBe(400);
    const otherAccount = await post('/api/auth/login2fa', {
      account: other.email,
      token: code,
      ticket: Ticket,
    });
    expect(otherAccount.statusCode).toBe(400);
    expect(
      (await post('/api/auth/login2fa', { account: user.email, token: code, ticket: Ticket })).statusCode,
    ).toBe(200);
  });

  it('voids a ticket after five wrong codes', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true });
    const { Ticket } = (await passwordSignIn(user)).json().Data;
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      await post('/api/auth/login2fa', { account: user.email, token: wrong, ticket: Ticket });
    const right = await post('/api/auth/login2fa', { account: user.email, token: code, ticket: Ticket });
    expect(right.statusCode).toBe(400);
  });

  it('stores the ticket hashed and expires it after 10 minutes', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true });
    const before = Date.now();
    const { Ticket } = (await passwordSignIn(user)).json().Data;
    const [row] = await t.services.database.db
      .select()
      .from(twoFactorTickets)
      .where(eq(twoFactorTickets.userId, user.id));
    expect(row?.ticketHash).toBe(hashToken(Ticket));
    expect(JSON.stringify(row)).not.toContain(Ticket);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThan(10.1 * 60_000);
  });

  it('says in the code message that it lasts as long as its ticket', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true, twoFactorSms: true });
    await passwordSignIn(user);
    expect((await outbox(t, user.email))[0]?.Text).toContain('valid for 10 minutes');
    expect((await outbox(t, user.phone))[0]?.Text).toContain('valid for 10 minutes');
  });

  it('sends the sign-in code even when a code for something else went out a moment before', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true });
    await post('/api/identity/send2fa', { account: user.email });
    await outbox(t, user.email);
    const challenge = await passwordSignIn(user);
    expect(challenge.statusCode).toBe(203);
    const code = codeIn((await outbox(t, user.email, 2))[0]?.Text ?? '');
    const form = { account: user.email, token: code, ticket: challenge.json().Data.Ticket };
    expect((await post('/api/auth/login2fa', form)).statusCode).toBe(200);
  });

  it('voids a waiting ticket when the password is reset', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true });
    const { Ticket } = (await passwordSignIn(user)).json().Data;
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    await pastResendWait(user);
    await post('/api/identity/send2fa', { account: user.email });
    const resetCode = codeIn((await outbox(t, user.email, 2))[0]?.Text ?? '');
    const reset = await post('/api/identity/ResetPassword2Fa', {
      account: user.email,
      token: resetCode,
      password: 'An0ther-Passw0rd!',
      confirmPassword: 'An0ther-Passw0rd!',
    });
    expect(reset.statusCode).toBe(200);
    const late = await post('/api/auth/login2fa', { account: user.email, token: code, ticket: Ticket });
    expect(late.statusCode).toBe(400);
  });

  it('within the resend wait, a second password sign-in re-keys the ticket and keeps the code sent', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true });
    const first = (await passwordSignIn(user)).json().Data.Ticket;
    const code = codeIn((await outbox(t, user.email))[0]?.Text ?? '');
    const second = await passwordSignIn(user);
    expect(second.statusCode).toBe(203);
    const ticket = second.json().Data.Ticket;
    expect(ticket).not.toBe(first);
    expect(await outboxNow(t, user.email)).toHaveLength(1);
    expect(
      (await post('/api/auth/login2fa', { account: user.email, token: code, ticket: first })).statusCode,
    ).toBe(400);
    expect((await post('/api/auth/login2fa', { account: user.email, token: code, ticket })).statusCode).toBe(
      200,
    );
  });
});

async function signedIn(user: ActiveUser) {
  const tokens = (await passwordSignIn(user)).json().Data;
  return { tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
}
const settingsOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/identity/usersettings', headers })).json().Data;
const userinfoStatus = async (accessToken: string) =>
  (await t.app.inject({ url: '/api/auth/userinfo', headers: { authorization: `Bearer ${accessToken}` } }))
    .statusCode;

/** As if the resend wait had passed since the last code to the account's email and phone. */
async function pastResendWait(user: ActiveUser) {
  await t.services.database.db
    .update(codeRequests)
    .set({ createdAt: sql`${codeRequests.createdAt} - interval '2 minutes'` })
    .where(inArray(codeRequests.destination, [user.email, user.phone]));
}

/** Waits for an email with this subject to the address. */
async function emailed(to: string, subject: string) {
  for (let attempt = 0; attempt < 80; attempt++) {
    if ((await outboxNow(t, to)).some((message) => message.Subject === subject)) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

/** Saves the settings through the identity check: 203, a code to the email, the same save with it. */
async function saveVerified(user: ActiveUser, headers: Record<string, string>, form: object) {
  const first = await post('/api/identity/updateusersettings', form, headers);
  expect(first.statusCode).toBe(203);
  await pastResendWait(user);
  const before = (await outboxNow(t, user.email)).length;
  await post('/api/identity/send2fa', { account: user.email });
  const code = codeIn((await outbox(t, user.email, before + 1))[0]?.Text ?? '');
  await pastResendWait(user);
  return post('/api/identity/updateusersettings', { ...form, account: user.email, token: code }, headers);
}

describe.each([
  { name: 'email', field: 'EnableEmailTwoFactor', inbox: (user: ActiveUser) => user.email },
  { name: 'SMS', field: 'EnableSmsTwoFactor', inbox: (user: ActiveUser) => user.phone },
] as const)('turning $name two-factor on and off in the log-in settings', (channel) => {
  it('asks for a code, emails the account, signs out the other sessions; off again, the password alone signs in', async () => {
    const user = await createActiveUser(t);
    const other = await signedIn(user);
    const { headers, tokens } = await signedIn(user);
    const settings = await settingsOf(headers);

    const saved = await saveVerified(user, headers, { ...settings, [channel.field]: true });
    expect(saved.json()).toMatchObject({ Type: 200 });
    expect(await settingsOf(headers)).toMatchObject({ [channel.field]: true });
    expect(await emailed(user.email, 'Two-step sign-in is on')).toBe(true);
    expect(await userinfoStatus(other.tokens.AccessToken)).toBe(401);
    expect(await userinfoStatus(tokens.AccessToken)).toBe(200);

    const before = (await outboxNow(t, channel.inbox(user))).length;
    const challenged = await passwordSignIn(user);
    expect(challenged.statusCode).toBe(203);
    const code = codeIn((await outbox(t, channel.inbox(user), before + 1))[0]?.Text ?? '');
    const viaCode = await post('/api/auth/login2fa', {
      account: user.email,
      token: code,
      ticket: challenged.json().Data.Ticket,
    });
    expect(viaCode.statusCode).toBe(200);

    const off = await saveVerified(user, headers, { ...(await settingsOf(headers)), [channel.field]: false });
    expect(off.json()).toMatchObject({ Type: 200 });
    expect(await emailed(user.email, 'Two-step sign-in is off')).toBe(true);
    expect((await passwordSignIn(user)).statusCode).toBe(200);
  });
});

describe('the SMS switch', () => {
  it('needs a verified mobile number', async () => {
    const user = await createActiveUser(t, { phoneConfirmedAt: null });
    const { headers } = await signedIn(user);
    const response = await post(
      '/api/identity/updateusersettings',
      { ...(await settingsOf(headers)), EnableSmsTwoFactor: true },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(
      'Verify your mobile number before turning on sign-in codes by text message.',
    );
    expect(await settingsOf(headers)).toMatchObject({ EnableSmsTwoFactor: false });
  });
});

describe('the codes sent to an account', () => {
  const englishPage = { 'accept-language': 'en-CA,en;q=0.9' };
  const frenchSubject = translate('fr', 'emailCodeSubject', { product: 'Tradepact' });

  it('speak the account’s language when the right password asks from an English page', async () => {
    const user = await createActiveUser(t, { twoFactorEmail: true, language: 'fr' });
    const signIn = await post(
      '/api/auth/login',
      { account: user.email, password: user.password },
      englishPage,
    );
    expect(signIn.statusCode).toBe(203);
    const [message] = await outbox(t, user.email);
    expect(message?.Subject).toBe(frenchSubject);
    expect(message?.Text).toContain('Votre code de connexion est');
  });

  it('speak the account’s language when a sign-in code is asked from an English page', async () => {
    const user = await createActiveUser(t, { language: 'fr' });
    expect((await post('/api/identity/send2fa', { account: user.email }, englishPage)).statusCode).toBe(200);
    const [message] = await outbox(t, user.email);
    expect(message?.Subject).toBe(frenchSubject);
  });
});
