import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Behind a proxy on this machine (127.0.0.1, inject's default peer) or on 10.0.0.5. A proxy appends
 * the address it saw to whatever X-Forwarded-For the client wrote.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1,10.0.0.5' });
});
afterAll(() => t.close());

const throughProxy = (url: string, clientWrote: string, client: string, proxy = '127.0.0.1') => ({
  url,
  remoteAddress: proxy,
  headers: { 'x-forwarded-for': clientWrote ? `${clientWrote}, ${client}` : client },
});

describe('the client address behind a trusted proxy', () => {
  it('is the address the proxy saw', async () => {
    const response = await t.app.inject(throughProxy('/api/common/iscanadaip', '', '24.114.0.1'));
    expect(response.json().Data).toBe(true);
  });

  it('cannot be chosen by what the client writes in X-Forwarded-For', async () => {
    const response = await t.app.inject(throughProxy('/api/common/iscanadaip', '24.114.0.1', '8.8.8.8'));
    expect(response.json().Data).toBe(false);
  });

  it('keeps the address limits when the client rotates the addresses it writes', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        ...throughProxy('/api/identity/send2fa', `198.51.100.${i}`, '203.0.113.20'),
        method: 'POST',
        payload: { account: `rotate${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('the development outbox behind a trusted proxy', () => {
  it('is closed to a remote client that writes a loopback address', async () => {
    const response = await t.app.inject(throughProxy('/api/dev/outbox', '127.0.0.1', '8.8.8.8'));
    expect(response.statusCode).toBe(404);
  });

  it('is closed to a request relayed by a proxy on another machine', async () => {
    const response = await t.app.inject(throughProxy('/api/dev/outbox', '', '127.0.0.1', '10.0.0.5'));
    expect(response.statusCode).toBe(404);
  });

  it('is closed to a client that reaches the server directly and writes a loopback address', async () => {
    const response = await t.app.inject(throughProxy('/api/dev/outbox', '', '127.0.0.1', '203.0.113.9'));
    expect(response.statusCode).toBe(404);
  });

  it('stays open to this machine', async () => {
    const response = await t.app.inject(throughProxy('/api/dev/outbox', '', '127.0.0.1'));
    expect(response.statusCode).toBe(200);
  });
});
