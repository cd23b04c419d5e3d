import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AppError } from './app-error.js';

let t: TestApp;
let webDir: string;
const received: unknown[] = [];

/** Routes that exist only in this test, to exercise the envelope, validation and key matching. */
function probeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          Name: z.string().min(1, { error: 'profileAddressRequired' }),
          Clients: z.array(z.object({ FirstName: z.string() })).default([]),
          pageIndex: z.number().int().min(0).default(0),
        }),
      },
    },
    async (request) => {
      received.push(request.body);
      return { Type: 200, Content: '', Data: request.body };
    },
  );
  typed.get('/api/test/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  typed.get('/api/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
    Type: 200,
    Content: '',
    Data: null,
  }));
  typed.get('/api/test/conflict', async () => {
    throw new AppError(409, 'commonConflict');
  });
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<title>__PRODUCT_NAME__</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: webDir, PRODUCT_NAME: 'Bâtiments & Fils' }, probeRoutes);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the response envelope', () => {
  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await t.app.inject({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Type: 404, Content: 'Not found', Data: null, Code: 'commonNotFound' });
  });

  it('hides the cause of a server error behind a generic message with the request id', async () => {
    const response = await t.app.inject({
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-abcdef12' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.Type).toBe(500);
    expect(body.Content).toContain('req-abcdef12');
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
    expect(response.headers['x-request-id']).toBe('req-abcdef12');
  });

  it('uses the HTTP status as Type for refusals raised by features', async () => {
    const response = await t.app.inject({ url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      Type: 409,
      Content: 'This was changed by someone else. Please reload and try again.',
      Code: 'commonConflict',
    });
  });

  it('answers a rate-limited request with a 429 envelope', async () => {
    expect((await t.app.inject({ url: '/api/test/limited' })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/test/limited' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      Type: 429,
      Content: 'Too many requests. Please wait a moment and try again.',
      Code: 'commonTooManyRequests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"Name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Type: 400,
      Content: 'This request could not be read. Please reload the page and try again.',
      Data: null,
      Code: 'commonBadRequest',
    });
  });
});

describe('request size', () => {
  const over2Mb = JSON.stringify({ Name: 'x'.repeat(2 * 1024 * 1024) });

  it('answers a JSON body over 2 MB with 413 and the request-size message, not the upload one', async () => {
    for (const url of ['/api/test/echo', '/api/auth/login']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: over2Mb,
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual({
        Type: 413,
        Content: 'This request is too large. The most that can be sent at once is 2 MB.',
        Data: null,
        Code: 'commonRequestTooLarge',
      });
    }
  });
});

describe('input validation', () => {
  it('matches field names whatever their case, in nested lists too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Deck', clients: [{ firstname: 'Ann' }], PAGEINDEX: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toEqual({ Name: 'Deck', Clients: [{ FirstName: 'Ann' }], pageIndex: 2 });
  });

  it('answers a schema message that is a catalogue key with the catalogue text', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { Name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Content: 'Please enter the address field',
      Code: 'profileAddressRequired',
    });
  });

  it('names the field of any other schema failure and runs no handler', async () => {
    const before = received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { Name: 'x', Clients: [{ FirstName: 5 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Content: 'Please check the value of Clients.0.FirstName: it is not one this page can accept.',
      Code: 'commonInvalidValue',
    });
    expect(received.length).toBe(before);
  });

  it("never shows zod's own English: a malformed query names its field in catalogue words", async () => {
    const { headers } = await t.createUser();
    const response = await t.app.inject({ url: '/api/app/project/readpage?status=abc', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Type: 400,
      Content: 'Please check the value of status: it is not one this page can accept.',
      Data: null,
      Code: 'commonInvalidValue',
    });
  });
});

describe('language', () => {
  it('answers in English when the requested language has no catalogue', async () => {
    const response = await t.app.inject({
      url: '/api/nothing',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.json().Content).toBe('Not found');
  });
});

describe('the web app', () => {
  it('serves index.html with the product name for deep links, case and all', async () => {
    for (const url of ['/', '/MyProfile/0', '/myprofile/0', '/Signature?key=abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Bâtiments &amp; Fils</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/cloud/upload', '/api/site/subscriptionplans', '/api/site/eula']),
    );
  });
});
