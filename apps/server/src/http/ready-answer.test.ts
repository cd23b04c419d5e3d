import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { countStatements } from '../../test/statements.js';
import { matchesIfNoneMatch, readyAnswer } from './ready-answer.js';
import { securityHeaders } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plans = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/site/subscriptionplans', headers });

describe('readyAnswer', () => {
  it('is the success envelope around the Data given, under a weak tag of its bytes', () => {
    const answer = readyAnswer('[1,2]');
    expect(JSON.parse(answer.body)).toEqual({ Type: 200, Content: '', Data: [1, 2] });
    expect(answer.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(readyAnswer('[1,2]').etag).toBe(answer.etag);
    expect(readyAnswer('[1,3]').etag).not.toBe(answer.etag);
  });

  it('is named by If-None-Match as a tag, weak or strong, in a list, or by *', () => {
    const { etag } = readyAnswer('[]');
    const opaque = etag.slice(2);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(opaque, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other"', etag)).toBe(false);
  });
});

describe('a ready public answer', () => {
  it('carries its ETag and answers 304 without a body to a client holding it', async () => {
    const first = await plans();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await plans({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await plans({ 'if-none-match': 'W/"older"' })).statusCode).toBe(200);
  });

  it('has a tag of its own in each language', async () => {
    const english = await plans();
    const french = await plans({ 'accept-language': 'fr-CA' });
    expect(french.headers.etag).not.toBe(english.headers.etag);
    expect(
      (await plans({ 'accept-language': 'fr-CA', 'if-none-match': String(english.headers.etag) })).statusCode,
    ).toBe(200);
  });

  it('carries the headers every answer carries, as the answers worked out per request do', async () => {
    const page = await t.app.inject({ url: '/' });
    const answer = await plans();
    const perRequest = await t.app.inject({ url: '/api/site/eula' });
    const security = Object.keys(securityHeaders({})).filter((name) => name in page.headers);
    expect(security.length).toBeGreaterThan(10);
    for (const name of security) {
      expect(answer.headers[name], name).toBe(page.headers[name]);
      expect(answer.headers[name], name).toBe(perRequest.headers[name]);
    }
    expect(answer.headers['x-request-id']).toBeTruthy();
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
  });

  it('is answered without finding the caller: a signed-in reader’s request looks up no session', async () => {
    const user = await t.createUser();
    await plans();
    const visitor = await countStatements(t, () => plans());
    const signedIn = await countStatements(t, () => plans(user.headers));
    expect(signedIn.result.statusCode).toBe(200);
    expect(signedIn.count).toBe(visitor.count);
    // The same token does open a signed-in route, which finds its caller.
    const list = await countStatements(t, () =>
      t.app.inject({ url: '/api/app/project/readlist', headers: user.headers }),
    );
    expect(list.result.statusCode).toBe(200);
    expect(list.count).toBeGreaterThan(0);
  });
});
