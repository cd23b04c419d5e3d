import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipartBody, pngOf } from '../../../test/images.js';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(() => t.close());

async function uploadPng(width: number, height: number): Promise<string> {
  const body = multipartBody('file', 'picture.png', await pngOf(width, height));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cloud/upload',
    payload: body.payload,
    headers: { ...body.headers, ...owner.headers },
  });
  return response.json().Data;
}

const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return [meta.width, meta.height];
};

describe('GET /api/cloud/images/{id} sizes', () => {
  it('serves at most 1,600 pixels however large the request', async () => {
    const unknown = await t.app.inject({
      url: `/api/cloud/images/${crypto.randomUUID()}?width=4000&height=4000`,
    });
    expect(unknown.statusCode).toBe(200);
    expect(await sizeOf(unknown.rawPayload)).toEqual([1600, 1600]);

    const id = await uploadPng(2000, 2000);
    const real = await t.app.inject({
      url: `/api/cloud/images/${id}?width=4000&height=4000&rmode=stretch`,
      headers: owner.headers,
    });
    expect(await sizeOf(real.rawPayload)).toEqual([1600, 1600]);
  });

  it('snaps the width to the nearest allowed size and keeps the requested ratio', async () => {
    const id = await uploadPng(1000, 1000);
    for (const [query, size] of [
      ['width=290&height=130&rmode=stretch', [300, 134]],
      ['width=120&height=80', [100, 67]],
      ['width=120&height=80&rmode=pad', [100, 67]],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/cloud/images/${id}?${query}`,
        headers: owner.headers,
      });
      expect(await sizeOf(response.rawPayload)).toEqual(size);
    }
  });

  it('answers the placeholder at the size a real image would have', async () => {
    const response = await t.app.inject({
      url: `/api/cloud/images/${crypto.randomUUID()}?width=120&height=80`,
    });
    expect(await sizeOf(response.rawPayload)).toEqual([100, 67]);
  });

  it('keeps resized copies out of file storage, so asking many sizes stores nothing', async () => {
    const id = await uploadPng(900, 900);
    for (const size of [50, 100, 200, 400, 800]) {
      const response = await t.app.inject({
        url: `/api/cloud/images/${id}?width=${size}&height=${size}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
    }
    const stored = await readdir(path.join(t.dataDir, 'files')).catch(() => []);
    expect(stored).not.toContain('variants');
  });

  it('answers the same bytes twice for one size of one image', async () => {
    const id = await uploadPng(700, 300);
    const url = `/api/cloud/images/${id}?width=200&height=200&rmode=max`;
    const [first, second] = await Promise.all(
      [1, 2].map(() => t.app.inject({ url, headers: owner.headers })),
    );
    expect(await sizeOf(first!.rawPayload)).toEqual([200, 86]);
    expect(Buffer.compare(first!.rawPayload, second!.rawPayload)).toBe(0);
  });
});

describe('GET /api/cloud/images/{id} rate limit', () => {
  it('answers 429 with Retry-After and the message once an address asks too often', async () => {
    const url = `/api/cloud/images/${crypto.randomUUID()}?width=50&height=50`;
    const ask = () => t.app.inject({ url, remoteAddress: '198.51.100.7' });
    let answer = await ask();
    for (let sent = 1; sent <= 300 && answer.statusCode === 200; sent += 1) answer = await ask();
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.json()).toMatchObject({
      Type: 429,
      Content: 'Too many requests. Please wait a moment and try again.',
    });

    const otherAddress = await t.app.inject({ url, remoteAddress: '198.51.100.8' });
    expect(otherAddress.statusCode).toBe(200);
  });
});
