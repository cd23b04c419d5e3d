import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerAnswerHeaders, securityHeaders } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('securityHeaders', () => {
  it('are helmet’s headers for the options, the policy written out', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 60 },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self';");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=60; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('refuses options helmet refuses, when the server starts rather than on a request', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'default-src': ["'self'"], defaultSrc: [] } },
      }),
    ).toThrow();
  });
});

describe('every answer', () => {
  it('carries the same security headers, an API answer and a refusal as a page', async () => {
    const page = await t.app.inject({ url: '/' });
    const plans = await t.app.inject({ url: '/api/site/subscriptionplans' });
    const refused = await t.app.inject({ url: '/api/app/project/readlist' });
    expect(refused.statusCode).toBe(401);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options']) {
      expect(page.headers[name]).toBeTruthy();
      expect(plans.headers[name]).toBe(page.headers[name]);
      expect(refused.headers[name]).toBe(page.headers[name]);
    }
    expect(plans.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('lets a route replace one of them', async () => {
    const app = Fastify();
    registerAnswerHeaders(app, {});
    app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    const response = await app.inject({ url: '/framed' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
