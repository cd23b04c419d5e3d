import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createActiveUser, strongPassword } from '../../test/accounts.js';
import { buildApp } from '../app.js';
import { embeddedDirFor, openDatabase } from '../db/database.js';
import { rateLimitCounters } from '../db/schema/index.js';

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

/** A second server on the test app's database: its own Fastify app and its own connection pool. */
async function secondServer(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { connection } = t.services.database;
  if (!('connectionString' in connection)) throw new Error('the test database is named by a URL');
  const database = await openDatabase({
    url: connection.connectionString,
    embeddedDir: embeddedDirFor(t.dataDir),
    poolSize: 2,
  });
  const app = await buildApp({ ...t.services, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('limits shared by every server on the database', () => {
  let b: Awaited<ReturnType<typeof secondServer>>;
  beforeAll(async () => {
    b = await secondServer();
  });
  afterAll(() => b.close());

  /** The statuses of `count` requests from one address, sent in turn to this app and the second one. */
  const alternating = async (
    count: number,
    request: (app: FastifyInstance, i: number, from: string) => Promise<{ statusCode: number }>,
  ) => {
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i < count; i++) statuses.push((await request(i % 2 ? b.app : t.app, i, from)).statusCode);
    return statuses;
  };

  it('refuses the request past an address limit at the same total as one server', async () => {
    // CheckEmailExists allows 30 a minute per address.
    const statuses = await alternating(32, (app, i, remoteAddress) =>
      app.inject({ url: `/api/identity/CheckEmailExists?email=split${i}@example.com`, remoteAddress }),
    );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("counts a route's own limit (config.rateLimit) once too", async () => {
    // Verifying a PDF allows 30 a minute per address; counted before the body is read, so none is needed.
    const statuses = await alternating(32, (app, _i, remoteAddress) =>
      app.inject({ method: 'POST', url: '/api/site/verify', remoteAddress }),
    );
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('locks an account after ten wrong passwords split across both', async () => {
    const user = await createActiveUser(t);
    for (let i = 0; i < 10; i++) {
      const app = i % 2 ? b.app : t.app;
      const payload = { account: user.email, password: 'Wrong8tion!' };
      await app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: nextAddress() });
    }
    const payload = { account: user.phone, password: user.password };
    const refused = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: nextAddress(),
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe('the counters', () => {
  it('start a new window once the last one ended', async () => {
    const { db } = t.services.database;
    const from = nextAddress();
    const check = () =>
      t.app.inject({ url: '/api/identity/CheckEmailExists?email=a@example.com', remoteAddress: from });
    await check();
    const ofAddress = like(rateLimitCounters.key, `%:${from}`);
    await db
      .update(rateLimitCounters)
      .set({ hits: 1000, resetsAt: sql`now() - interval '1 second'` })
      .where(ofAddress);
    expect((await check()).statusCode).toBe(200);
    const [counter] = await db.select().from(rateLimitCounters).where(ofAddress);
    expect(counter?.hits).toBe(1);
  });

  it('are deleted once their window ended', async () => {
    const { db } = t.services.database;
    await db.insert(rateLimitCounters).values([
      { key: 'test:ended', hits: 5, resetsAt: sql`now() - interval '1 second'` },
      { key: 'test:open', hits: 5, resetsAt: sql`now() + interval '1 minute'` },
    ]);
    // A server deletes ended counters on its first count, then once a minute.
    const fresh = await secondServer();
    await fresh.app.inject({
      url: '/api/identity/CheckEmailExists?email=a@example.com',
      remoteAddress: nextAddress(),
    });
    await fresh.close();
    const left = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'test:%'));
    expect(left).toEqual([{ key: 'test:open' }]);
  });
});

describe('per-address limits', () => {
  it('refuse an address over its limit before its body is read', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i++)
      await post('/api/identity/send2fa', { account: `early${i}@example.com` }, from);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/identity/send2fa',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": not json',
      remoteAddress: from,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
