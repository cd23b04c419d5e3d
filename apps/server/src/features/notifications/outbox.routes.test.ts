import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, productionEnv, type TestApp } from '../../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/dev/outbox availability', () => {
  it('answers only requests from this machine', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    const spoofed = await t.app.inject({
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
  });

  it('does not exist in production even with the outbox transport', async () => {
    t = await createTestApp(productionEnv);
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
