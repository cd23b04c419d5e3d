import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDir: string;
const script = `console.log(${JSON.stringify('a built page '.repeat(200))});`;
const brotli = brotliCompressSync(script);
const gzip = gzipSync(script);
const largeData = Array.from({ length: 100 }, (_, index) => ({ Id: index, Name: `Project ${index}` }));

/** Routes that exist only in this test: a large and a tiny JSON answer, and a large PNG. */
function probeRoutes(app: FastifyInstance) {
  app.get('/api/test/large', async () => ({ Type: 200, Content: '', Data: largeData }));
  app.get('/api/test/tiny', async () => ({ Type: 200, Content: '', Data: 1 }));
  app.get('/api/test/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<title>__PRODUCT_NAME__</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'app-1234.js'), script);
  await writeFile(path.join(webDir, 'assets', 'app-1234.js.br'), brotli);
  await writeFile(path.join(webDir, 'assets', 'app-1234.js.gz'), gzip);
  t = await createTestApp({ WEB_DIST_DIR: webDir }, probeRoutes);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the built assets', () => {
  it('answers the brotli file built beside an asset when the browser accepts br', async () => {
    const response = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The file as built, not compressed a second time.
    expect(response.rawPayload.equals(brotli)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers the gzip file when the browser accepts only gzip', async () => {
    const response = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(gzip)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers the plain file to a browser that accepts no compression', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });
});

describe('API answers', () => {
  it('are compressed above 1 KB', async () => {
    const response = await t.app.inject({
      url: '/api/test/large',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).Data).toEqual(largeData);
  });

  it('are sent as they are below 1 KB', async () => {
    const response = await t.app.inject({
      url: '/api/test/tiny',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ Type: 200, Content: '', Data: 1 });
  });

  it('leave images, already compressed, as they are', async () => {
    const response = await t.app.inject({
      url: '/api/test/image',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(4096);
  });
});
