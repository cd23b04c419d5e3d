import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { apiKeyPrefix, contractsApi } from '@tradepact/shared';
import { apiKeyOf } from '../../test/api-keys.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { lazyRequestLoggers, redactUrl } from './request-log.js';

let t: TestApp;
let logged: FastifyInstance;
let user: TestUser;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
  // The same app as production builds it, on the test's services, logging into `lines`.
  logged = await buildApp(t.services, pino({ level: 'info' }, { write: (line: string) => lines.push(line) }));
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const logOf = async (url: string, headers: Record<string, string> = {}) => {
  lines.length = 0;
  await logged.inject({ url, headers });
  return lines.join('');
};

describe('the request log', () => {
  it.each([
    '/api/common/readkey?key=SECRET-activation-1234',
    '/Signature?key=SECRET-signing-key&email=a%40example.com',
    '/api/auth/external/google/callback?code=SECRET-code&state=SECRET-state',
    '/api/auth/external/exchange?ticket=SECRET-ticket',
    '/api/test?token=SECRET-token&AccessToken=SECRET-2&Password=SECRET-3',
  ])('keeps secrets of %s out of the logged URL', async (url) => {
    const log = await logOf(url);
    expect(log).toContain('"url":');
    expect(log).not.toContain('SECRET');
  });

  it('keeps the path and the other query values', async () => {
    const log = await logOf('/api/app/address/suggest?q=main%20street&key=SECRET');
    expect(log).toContain('"url":"/api/app/address/suggest?q=main%20street&key=[redacted]"');
  });

  it('writes the id of the API key a request was made with, never its token', async () => {
    const key = await apiKeyOf(t, user, ['contracts:read']);
    const log = await logOf(contractsApi.categories.path, key.headers);
    expect(log).toContain('"statusCode":200');
    expect(log).toContain(`"apiKeyId":"${key.id}"`);
    expect(log).not.toContain(key.token);
    expect(log).not.toContain(key.token.slice(apiKeyPrefix.length));
  });

  it('never writes the token of a refused API key', async () => {
    const token = `${apiKeyPrefix}SECRET-never-made`;
    const log = await logOf(contractsApi.categories.path, { authorization: `Bearer ${token}` });
    expect(log).toContain('"statusCode":401');
    expect(log).not.toContain('SECRET');
  });

  it('never writes the Authorization header or the access cookie', async () => {
    const token = user.tokens.AccessToken;
    const log = await logOf('/api/auth/userinfo', { ...user.headers, cookie: `tp_access=${token}` });
    expect(log).toContain('"url":"/api/auth/userinfo"');
    expect(log).not.toContain(token);
  });
});

describe('the probes', () => {
  it.each(['/healthz', '/readyz', '/metrics'])('leave %s out of the request log', async (url) => {
    expect(await logOf(url)).toBe('');
  });

  it('while other requests are logged', async () => {
    expect(await logOf('/api/site/blog/read?id=1')).toContain('"url":"/api/site/blog/read?id=1"');
  });
});

describe('redactUrl', () => {
  it('leaves a URL without secrets as it is', () => {
    expect(redactUrl('/api/app/project/readpage?pageIndex=1&pageSize=10')).toBe(
      '/api/app/project/readpage?pageIndex=1&pageSize=10',
    );
  });

  it('recognises encoded names', () => {
    expect(redactUrl('/x?%6Bey=abc')).toBe('/x?%6Bey=[redacted]');
  });
});

describe('lazyRequestLoggers', () => {
  const writtenBy = (level: string) => {
    const written: Record<string, unknown>[] = [];
    const parent = pino({ level }, { write: (line: string) => written.push(JSON.parse(line)) });
    return { parent, written, child: vi.spyOn(parent, 'child') };
  };

  it('makes no pino child for lines below the level, and one, bound, for the first line written', () => {
    const { parent, written, child } = writtenBy('warn');
    const log = lazyRequestLoggers(parent, { reqId: 'abc-1' }, {});
    log.info('incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(written).toEqual([]);
    log.warn({ route: '/x' }, 'slow');
    log.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(written).toMatchObject([
      { reqId: 'abc-1', route: '/x', msg: 'slow', level: 40 },
      { reqId: 'abc-1', msg: 'failed', level: 50 },
    ]);
  });

  it('keeps the route’s own level, as a pino child would', () => {
    const { parent, written } = writtenBy('info');
    const log = lazyRequestLoggers(parent, { reqId: 'abc-2' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('incoming request');
    expect(written).toEqual([]);
    log.level = 'info';
    log.info('now written');
    expect(written).toMatchObject([{ reqId: 'abc-2', msg: 'now written' }]);
  });
});
