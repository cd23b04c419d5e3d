import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@tradepact/shared';
import { serverTimeouts } from '../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the server limits', () => {
  it('bound how long a client may take: the whole request, its headers, an idle keep-alive', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(serverTimeouts.requestMs);
    expect(server.headersTimeout).toBe(serverTimeouts.headersMs);
    expect(server.keepAliveTimeout).toBe(serverTimeouts.keepAliveMs);
    expect(server.timeout).toBe(serverTimeouts.idleSocketMs);
    // Node refuses a header deadline past the request's; a keep-alive longer than the idle-socket
    // timeout would be cut by it.
    expect(serverTimeouts.headersMs).toBeLessThan(serverTimeouts.requestMs);
    expect(serverTimeouts.keepAliveMs).toBeLessThan(serverTimeouts.idleSocketMs);
    expect(serverTimeouts.keepAliveMs).toBeLessThan(serverTimeouts.headersMs);
  });

  it('read at most the body limit on every route', async () => {
    expect(t.app.initialConfig.bodyLimit).toBe(limits.maxRequestBodyBytes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        UserName: 'a@example.com',
        Password: 'x'.repeat(limits.maxRequestBodyBytes),
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ Type: 413 });
  });
});
