import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { maxJsonDepth, nestsDeeperThan } from './json-depth.js';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** JSON text nesting arrays `depth` deep. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[{{{{ \\" [[[[' }), 1)).toBe(false);
  });
});

describe('a JSON body nested too deep', () => {
  it('is refused with a 400 envelope naming the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"account":"a@example.com","password":"x","more":${nested(maxJsonDepth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Type: 400,
      Content: `This request could not be read: it is nested more than ${maxJsonDepth} levels deep. Please reload the page and try again.`,
      Data: null,
      Code: 'commonNestingTooDeep',
    });
  });

  it('as deep as the limit is read as usual', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"account":"a@example.com","password":"x","more":${nested(maxJsonDepth - 1)}}`,
    });
    expect(response.json().Code).not.toBe('commonNestingTooDeep');
  });

  it('200 KB of nesting sent without sign-in does not hold up another request', async () => {
    const cheap = () => fetch(`${address}/api/common/iscanadaip`, { signal: AbortSignal.timeout(5_000) });
    // Warm: the first answer of a route loads what it needs once, which is not what is measured.
    expect((await cheap()).status).toBe(200);
    const deep = fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(100_000),
    });
    // Let the deep body arrive and its handling start, then time a cheap public request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const other = await cheap();
    const latency = performance.now() - started;
    expect(other.status).toBe(200);
    expect(latency).toBeLessThan(100);
    const refused = await deep;
    expect(refused.status).toBe(400);
    expect((await refused.json()).Code).toBe('commonNestingTooDeep');
  });
});
