import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createActiveUser, strongPassword } from '../../test/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** A new client address per request, so that only the per-account limits are in play. */
const nextAddress = () => {
  addressCounter++;
  return `10.7.${addressCounter >> 8}.${addressCounter & 255}`;
};
const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Ten-digit 604-868-xxxx numbers written as people type them. */
const spellingsOf = (digits: string) => {
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [
    digits,
    `+1-${digits}`,
    `${area}.${exchange}.${line}`,
    `(${area}) ${exchange}-${line}`,
    `1 ${area} ${exchange} ${line}`,
    `+1 (${area}) ${exchange}.${line}`,
    `${area}-${exchange}-${line}`,
    `1-${area}-${exchange}-${line}`,
    `+1${area}${exchange}${line}`,
    `${area} ${exchange}${line}`,
    ` ${area}${exchange}-${line} `,
  ];
};

const wrongAttempts: Record<string, (account: string) => object> = {
  '/api/auth/login': (account) => ({ account, password: 'Wrong8tion!' }),
  '/api/auth/login2fa': (account) => ({ account, token: '000000' }),
  '/api/identity/send2fa': (account) => ({ account }),
  '/api/identity/ResetPassword2Fa': (account) => ({
    account,
    token: '000000',
    password: strongPassword,
    confirmPassword: strongPassword,
  }),
};

describe('per-account limits', () => {
  it.each(Object.keys(wrongAttempts))(
    '%s counts every spelling of a mobile number as one account',
    async (url) => {
      const user = await createActiveUser(t);
      const attempt = wrongAttempts[url]!;
      const [last, ...first] = spellingsOf(user.phone).reverse();
      for (const spelling of first.slice(0, 10)) await post(url, attempt(spelling));
      const refused = await post(url, attempt(last!));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Content).toBe('Too many requests. Please wait a moment and try again.');
    },
  );

  it('refuses the right password under another spelling of a locked email', async () => {
    const user = await createActiveUser(t);
    for (let i = 0; i < 10; i++)
      await post('/api/auth/login', { account: ` ${user.email.toUpperCase()}`, password: 'Wrong8tion!' });
    const refused = await post('/api/auth/login', { account: user.email, password: user.password });
    expect(refused.statusCode).toBe(429);
  });
});

describe('429 answers', () => {
  it('say when to try again (Retry-After, in seconds) beside the message', async () => {
    const user = await createActiveUser(t);
    for (let i = 0; i < 10; i++)
      await post('/api/auth/login', { account: user.email, password: 'Wrong8tion!' });
    const refused = await post('/api/auth/login', { account: user.email, password: 'Wrong8tion!' });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('say it for the address limits too', async () => {
    const from = nextAddress();
    let refused;
    for (let i = 0; i < 11 && refused?.statusCode !== 429; i++)
      refused = await post('/api/identity/send2fa', { account: `ghost${i}@example.com` }, from);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().Content).toBe('Too many requests. Please wait a moment and try again.');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('say it when a code was asked for too soon', async () => {
    await post('/api/identity/send2fa', { account: 'soon@example.com' });
    const refused = await post('/api/identity/send2fa', { account: 'soon@example.com' });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(refused.json().Content).toBe(`Please wait ${seconds} seconds before requesting another code.`);
  });
});

describe('forwarded addresses with the default configuration', () => {
  it('cannot reset an address limit by writing X-Forwarded-For', async () => {
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/send2fa',
        payload: { account: `rotate${i}@example.com` },
        remoteAddress: from,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('cannot open the development outbox from another machine', async () => {
    const response = await t.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});
