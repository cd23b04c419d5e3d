import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { isCanadianAddress } from './geo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/common/iscanadaip', () => {
  it('answers true for loopback and private addresses', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.0.0.8', '192.168.1.4']) {
      expect((await t.app.inject({ url: '/api/common/iscanadaip', remoteAddress })).json().Data).toBe(true);
    }
  });

  it('reads the country from the shipped database, without a network call', () => {
    expect(isCanadianAddress('24.114.0.1')).toBe(true);
    expect(isCanadianAddress('8.8.8.8')).toBe(false);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const response = await t.app.inject({
      url: '/api/common/iscanadaip',
      remoteAddress: '8.8.8.8',
      headers: { 'x-forwarded-for': '24.114.0.1' },
    });
    expect(response.json().Data).toBe(false);
  });
});

describe('GET /api/common/captcha', () => {
  it('draws a new PNG each time, never cached', async () => {
    const first = await t.app.inject({ url: '/api/common/captcha?id=abc123' });
    const answerOne = (await t.app.inject({ url: '/api/dev/captcha?id=abc123' })).json().Data;
    await t.app.inject({ url: '/api/common/captcha?id=abc123' });
    const answerTwo = (await t.app.inject({ url: '/api/dev/captcha?id=abc123' })).json().Data;
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await sharp(first.rawPayload).metadata()).format).toBe('png');
    expect(answerOne).toMatch(/^[a-z2-9]{5}$/);
    expect(answerTwo).not.toBe(answerOne);
  });

  it('refuses an id with unexpected characters', async () => {
    expect((await t.app.inject({ url: '/api/common/captcha?id=../x' })).statusCode).toBe(400);
  });
});

describe('GET /api/dev/captcha', () => {
  it('does not exist outside test mode', async () => {
    const development = await createTestApp({ NODE_ENV: 'development' });
    try {
      await development.app.inject({ url: '/api/common/captcha?id=zzz' });
      expect((await development.app.inject({ url: '/api/dev/captcha?id=zzz' })).statusCode).toBe(404);
    } finally {
      await development.close();
    }
  });
});
