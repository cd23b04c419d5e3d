import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, fr, translate } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  activationKeyIn,
  codeIn,
  outbox,
  outboxNow,
  strongPassword,
  uniquePhone,
  userRow,
} from '../../../test/accounts.js';
import { users } from '../../db/schema/index.js';
import { signInCodeMinutes } from './account-messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let captchaCounter = 0;
/** Each call from its own address, so per-address limits stay out of the way of these tests. */
const nextAddress = () => `10.8.${captchaCounter >> 8}.${captchaCounter++ & 255}`;

async function solvedCaptcha() {
  const id = `cap-${captchaCounter}-${Date.now()}`;
  const image = await t.app.inject({ url: `/api/common/captcha?id=${id}`, remoteAddress: nextAddress() });
  expect(image.headers['content-type']).toBe('image/png');
  const answer = (await t.app.inject({ url: `/api/dev/captcha?id=${id}` })).json().Data as string;
  return { captchaId: id, captcha: answer };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: `marie.${Date.now()}.${captchaCounter}@example.com`,
  phoneNumber: uniquePhone(),
  password: strongPassword,
  confirmPassword: strongPassword,
  ...overrides,
});

/** Each sign-up from its own address: the file makes more than the 20 an address may make an hour. */
const register = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/register',
    payload: body,
    remoteAddress: nextAddress(),
  });
const languageOfAccount = async (email: string) =>
  (await t.services.database.db.select().from(users).where(eq(users.email, email)))[0]?.language;
const userCount = async () => (await t.services.database.db.select().from(users)).length;

describe('POST /api/identity/register', () => {
  it('creates the account, answers the spec’s message and emails an activation link', async () => {
    const body = form();
    const response = await register({ ...body, ...(await solvedCaptcha()) });
    expect(response.statusCode).toBe(200);
    expect(response.json().Content).toBe(en.registerSuccess);
    const [mail] = await outbox(t, body.email);
    expect(mail?.Text).toContain('http://localhost:3000/?key=');
    expect(activationKeyIn(mail?.Text ?? '')).not.toBe('');
  });

  it("keeps the page's language for the account and writes its activation email in it", async () => {
    const body = form();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/register',
      payload: { ...body, ...(await solvedCaptcha()) },
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'en-CA', cookie: 'lang=fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.services.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.language).toBe('fr');
    const [mail] = await outbox(t, body.email);
    expect(mail?.Subject).toBe(
      translate('fr', 'emailActivationSubject', { product: t.services.config.productName }),
    );
  });

  it('gives the account the language of a French browser when the form names none', async () => {
    const body = form();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/register',
      payload: { ...body, ...(await solvedCaptcha()) },
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Content).toBe(fr.registerSuccess);
    expect(await languageOfAccount(body.email)).toBe('fr');
  });

  it('keeps the language chosen on the form over the page’s, and writes everything it sends in it', async () => {
    const english = form({ Language: 'en' });
    await t.app.inject({
      method: 'POST',
      url: '/api/identity/register',
      payload: { ...english, ...(await solvedCaptcha()) },
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(await languageOfAccount(english.email)).toBe('en');
    expect((await outbox(t, english.email))[0]?.Subject).toBe(
      translate('en', 'emailActivationSubject', { product: t.services.config.productName }),
    );

    const french = form({ Language: 'fr' });
    const answer = await register({ ...french, ...(await solvedCaptcha()) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await languageOfAccount(french.email)).toBe('fr');
    const [mail] = await outbox(t, french.email);
    expect(mail?.Subject).toBe(
      translate('fr', 'emailActivationSubject', { product: t.services.config.productName }),
    );
    // The link opened from an English page still texts the code in the account's language.
    await t.app.inject({
      url: `/api/common/readkey?key=${activationKeyIn(mail?.Text ?? '')}`,
      headers: { 'accept-language': 'en-CA' },
    });
    const [sms] = await outbox(t, french.phoneNumber);
    const code = codeIn(sms?.Text ?? '');
    expect(sms?.Text).toBe(
      translate('fr', 'smsActivationCode', {
        code,
        minutes: signInCodeMinutes,
        product: t.services.config.productName,
      }),
    );
  });

  it('refuses a language the product does not speak and creates nothing', async () => {
    const before = await userCount();
    const response = await register({ ...form({ Language: 'de' }), ...(await solvedCaptcha()) });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(en.languageUnknown);
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong captcha and creates nothing', async () => {
    const before = await userCount();
    const { captchaId } = await solvedCaptcha();
    const response = await register({ ...form(), captchaId, captcha: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe('The captcha code is not correct. Please try again.');
    expect(await userCount()).toBe(before);
  });

  it('lets each captcha be tried once only, even when the attempt fails for another reason', async () => {
    const taken = form();
    await register({ ...taken, ...(await solvedCaptcha()) });
    const captcha = await solvedCaptcha();
    const first = await register({ ...form({ email: taken.email }), ...captcha });
    expect(first.json().Content).toBe('This email is already in use');
    const second = await register({ ...form(), ...captcha });
    expect(second.json().Content).toBe('The captcha code is not correct. Please try again.');
  });

  it('answers the spec’s messages in the spec’s order', async () => {
    const captcha = await solvedCaptcha();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'Please enter your first name'],
      [{ lastName: '' }, 'Please enter your last name'],
      [{ email: 'nope' }, 'Please enter a valid email. Ex. john.smith@example.com'],
      [{ phoneNumber: '12345' }, 'Please enter a valid mobile number. Ex. 4165550123'],
      [{ password: 'weakpass' }, 'Please enter a valid password'],
      [{ confirmPassword: 'Other8tion!' }, 'Passwords do not match'],
      [{ captcha: '' }, 'Please enter the captcha code'],
    ];
    for (const [change, message] of cases) {
      const response = await register({ ...form(), ...captcha, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().Content).toBe(message);
    }
  });

  it('refuses an email or a phone already in use, whatever the letter case or format', async () => {
    const first = form();
    await register({ ...first, ...(await solvedCaptcha()) });
    const sameEmail = await register({
      ...form({ email: first.email.toUpperCase() }),
      ...(await solvedCaptcha()),
    });
    expect(sameEmail.json().Content).toBe('This email is already in use');
    const formatted = `(${first.phoneNumber.slice(0, 3)}) ${first.phoneNumber.slice(3, 6)}-${first.phoneNumber.slice(6)}`;
    const samePhone = await register({ ...form({ phoneNumber: formatted }), ...(await solvedCaptcha()) });
    expect(samePhone.json().Content).toBe('This phone number is already in use');
  });

  it('keeps the referral code of an existing account', async () => {
    const referrer = form();
    await register({ ...referrer, ...(await solvedCaptcha()) });
    const [row] = (await t.services.database.db.select().from(users)).filter(
      (u) => u.email === referrer.email,
    );
    const referred = form();
    await register({ ...referred, ref: row?.referralCode.toLowerCase(), ...(await solvedCaptcha()) });
    const [child] = (await t.services.database.db.select().from(users)).filter(
      (u) => u.email === referred.email,
    );
    expect(child?.referredByCode).toBe(row?.referralCode);
    expect(child?.referralCode).not.toBe(row?.referralCode);
  });
});

describe('activation', () => {
  it('confirms the email by link, texts a code, and the code signs the new account in on the trial', async () => {
    const body = form();
    await register({ ...body, ...(await solvedCaptcha()) });
    const [mail] = await outbox(t, body.email);
    const key = activationKeyIn(mail?.Text ?? '');

    const read = await t.app.inject({ url: `/api/common/readkey?key=${key}` });
    expect(read.json()).toMatchObject({
      Type: 200,
      Content: 'Your account has been activated successfully',
      Data: { PhoneNumber: body.phoneNumber },
    });
    const [sms] = await outbox(t, body.phoneNumber);
    const code = codeIn(sms?.Text ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login2fa',
      payload: { account: body.phoneNumber, token: code },
    });
    expect(login.statusCode).toBe(200);
    const tokens = login.json().Data;
    const info = await t.app.inject({
      url: '/api/auth/userinfo',
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(info.json().Data).toMatchObject({
      UserName: body.email,
      Subscription: { Plan: { Type: 1 } },
      Metadata: { IsRestricted: false },
    });
    expect(info.json().Data.Metadata.TrialEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers a password sign-in before activation with the silent message and sends a new email and SMS', async () => {
    const body = form();
    await register({ ...body, ...(await solvedCaptcha()) });
    await outbox(t, body.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: body.email, password: strongPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe('Your account has not been activated yet.');
    expect((await outbox(t, body.email, 2)).length).toBe(2);
    expect((await outbox(t, body.phoneNumber)).length).toBe(1);
  });

  it('answers a used activation link like an unknown one once the account is active', async () => {
    const body = form();
    await register({ ...body, ...(await solvedCaptcha()) });
    const [mail] = await outbox(t, body.email);
    const key = activationKeyIn(mail?.Text ?? '');
    expect((await t.app.inject({ url: `/api/common/readkey?key=${key}` })).statusCode).toBe(200);
    const [sms] = await outbox(t, body.phoneNumber);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login2fa',
      payload: { account: body.phoneNumber, token: codeIn(sms?.Text ?? '') },
    });
    expect(login.statusCode).toBe(200);

    const replay = await t.app.inject({ url: `/api/common/readkey?key=${key}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ Content: en.authActivationKeyInvalid, Data: null });
    expect(replay.body).not.toContain(body.phoneNumber);
  });

  it('refuses an unknown activation key', async () => {
    const response = await t.app.inject({ url: '/api/common/readkey?key=not-a-real-key' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe('This activation link is not valid or has expired.');
  });

  it('does not activate with a wrong code', async () => {
    const body = form();
    await register({ ...body, ...(await solvedCaptcha()) });
    const [mail] = await outbox(t, body.email);
    const read = await t.app.inject({ url: `/api/common/readkey?key=${activationKeyIn(mail?.Text ?? '')}` });
    expect(read.statusCode).toBe(200);
    await outbox(t, body.phoneNumber);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login2fa',
      payload: { account: body.phoneNumber, token: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const messages = await outboxNow(t, body.phoneNumber);
    expect(messages).toHaveLength(1);
    const [row] = (await t.services.database.db.select().from(users)).filter((u) => u.email === body.email);
    expect((await userRow(t, row?.id ?? ''))?.activatedAt).toBeNull();
  });
});
