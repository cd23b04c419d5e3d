import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limits } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { jpegOf, multipartBody, pngOf } from '../../../test/images.js';
import { eq } from 'drizzle-orm';
import { businesses, files } from '../../db/schema/index.js';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createUser']>>;
let stranger: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  stranger = await t.createUser();
});
afterAll(() => t.close());

async function upload(
  bytes: Buffer,
  filename: string,
  headers: Record<string, string> = owner.headers,
  contentType?: string,
) {
  const body = multipartBody('file', filename, bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/cloud/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const storedFileCount = async () => (await t.services.database.db.select().from(files)).length;
const filesOnDisk = async () => {
  const root = path.join(t.dataDir, 'files', 'files');
  const folders = await readdir(root).catch(() => []);
  const all = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
  return all.flat().length;
};

describe('POST /api/cloud/upload', () => {
  it('requires a signed-in user', async () => {
    const response = await upload(await pngOf(10, 10), 'logo.png', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ Type: 401, Data: null });
  });

  it('stores an image and answers its id in the envelope', async () => {
    const response = await upload(await pngOf(640, 480), 'logo.png');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ Type: 200, Content: '' });
    expect(body.Data).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a renamed non-image by its bytes and stores nothing', async () => {
    const before = [await storedFileCount(), await filesOnDisk()];
    const response = await upload(
      Buffer.from('MZ\x90\x00 this is really a program'),
      'photo.png',
      owner.headers,
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().Content).toContain('PNG');
    expect([await storedFileCount(), await filesOnDisk()]).toEqual(before);
  });

  it('refuses HTML and SVG even when named as images', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'logo.svg', owner.headers, 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(Buffer.from('<html><body>hi</body></html>'), 'a.gif')).statusCode).toBe(415);
  });

  it('refuses a truncated image that only starts like a PNG', async () => {
    const png = await pngOf(50, 50);
    const response = await upload(png.subarray(0, 40), 'broken.png');
    expect(response.statusCode).toBe(415);
    expect(response.json().Content).toBe('Please upload a proper image file');
  });

  it('refuses a file over the 15 MB limit with 413 and stores nothing', async () => {
    const before = await storedFileCount();
    const big = Buffer.alloc(limits.maxUploadBytes + 1024, 0);
    (await pngOf(1, 1)).copy(big);
    const response = await upload(big, 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ Type: 413 });
    expect(response.json().Content).toContain('15 MB');
    expect(await storedFileCount()).toBe(before);
  });

  it('answers 400 naming the problem when the file field is missing', async () => {
    const body = multipartBody('other', 'a.png', await pngOf(5, 5));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cloud/upload',
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe('Please choose a file to upload.');
  });

  it('accepts a PDF document', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const response = await upload(pdf, 'signed.pdf');
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/cloud/files/{id}', () => {
  it('streams the file from storage with its length instead of reading it whole into memory', async () => {
    const png = await pngOf(400, 300);
    const id = (await upload(png, 'plan.png')).json().Data;
    const wholeReads = vi.spyOn(t.services.storage, 'get');
    const response = await t.app.inject({ url: `/api/cloud/files/${id}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(Buffer.compare(response.rawPayload, png)).toBe(0);
    expect(wholeReads).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After once an address asks too often', async () => {
    const url = `/api/cloud/files/${crypto.randomUUID()}`;
    const ask = () => t.app.inject({ url, remoteAddress: '198.51.100.9' });
    let answer = await ask();
    for (let sent = 1; sent <= 120 && answer.statusCode !== 429; sent += 1) answer = await ask();
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect((await t.app.inject({ url, remoteAddress: '198.51.100.10' })).statusCode).toBe(404);
  });

  it('answers the stored bytes with their sniffed type to the owner', async () => {
    const jpeg = await jpegOf(30, 20);
    const id = (await upload(jpeg, 'weird-name.txt')).json().Data;
    const response = await t.app.inject({ url: `/api/cloud/files/${id}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(response.rawPayload, jpeg)).toBe(0);
  });

  it('answers 404 to another account and to a visitor, never the bytes', async () => {
    const id = (await upload(await pngOf(8, 8), 'private.png')).json().Data;
    for (const headers of [stranger.headers, {}]) {
      const response = await t.app.inject({ url: `/api/cloud/files/${id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ Type: 404, Content: 'This file could not be found.' });
    }
  });

  it('reads the access token from the cookie too, for <img src> requests', async () => {
    const id = (await upload(await pngOf(8, 8), 'cookie.png')).json().Data;
    const token = owner.headers.authorization.slice('Bearer '.length);
    const response = await t.app.inject({ url: `/api/cloud/files/${id}`, cookies: { tp_access: token } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 naming the field for an id that is not a UUID', async () => {
    const response = await t.app.inject({ url: '/api/cloud/files/not-an-id', headers: owner.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toContain('id');
  });
});

describe('GET /api/cloud/images/{id}', () => {
  it('resizes to a 300×300 crop by default', async () => {
    const id = (await upload(await pngOf(800, 400), 'wide.png')).json().Data;
    const response = await t.app.inject({ url: `/api/cloud/images/${id}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('honours width, height and rmode, and answers the same copy the second time', async () => {
    const id = (await upload(await jpegOf(800, 400), 'wide.jpg')).json().Data;
    const url = `/api/cloud/images/${id}?width=200&height=200&rmode=MAX`;
    const first = await t.app.inject({ url, headers: owner.headers });
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 100]);
    const second = await t.app.inject({ url, headers: owner.headers });
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  it('answers the placeholder for an id with nothing stored, at the asked size', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'null', crypto.randomUUID()]) {
      const response = await t.app.inject({ url: `/api/cloud/images/${id}?width=150&height=100` });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 150, 100]);
    }
  });

  it('answers the placeholder, not the picture, to another account', async () => {
    const picture = await pngOf(300, 300);
    const id = (await upload(picture, 'mine.png')).json().Data;
    const mine = await t.app.inject({ url: `/api/cloud/images/${id}`, headers: owner.headers });
    const theirs = await t.app.inject({ url: `/api/cloud/images/${id}`, headers: stranger.headers });
    const placeholder = await t.app.inject({ url: `/api/cloud/images/${crypto.randomUUID()}` });
    expect(Buffer.compare(theirs.rawPayload, placeholder.rawPayload)).toBe(0);
    expect(Buffer.compare(theirs.rawPayload, mine.rawPayload)).not.toBe(0);
  });

  it('refuses a size beyond the largest image dimension', async () => {
    const response = await t.app.inject({ url: `/api/cloud/images/${crypto.randomUUID()}?width=99999` });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toContain('width');
  });
});

describe('signature images', () => {
  /** A file of the owner's, marked public, then used by the owner's business as its signature or logo. */
  async function usedAs(use: 'signatureFileId' | 'photoFileId') {
    const id = (await upload(await pngOf(40, 40), `${use}.png`)).json().Data;
    const db = t.services.database.db;
    await db.update(files).set({ isPublic: true }).where(eq(files.id, id));
    await db
      .insert(businesses)
      .values({ userId: owner.id, [use]: id })
      .onConflictDoUpdate({ target: businesses.userId, set: { [use]: id } });
    return id;
  }

  it('serves a business signature to its owner only, even when the file is public', async () => {
    const id = await usedAs('signatureFileId');
    const placeholder = await t.app.inject({ url: `/api/cloud/images/${crypto.randomUUID()}` });
    for (const headers of [stranger.headers, {}]) {
      const file = await t.app.inject({ url: `/api/cloud/files/${id}`, headers });
      expect(file.statusCode).toBe(404);
      const image = await t.app.inject({ url: `/api/cloud/images/${id}`, headers });
      expect(Buffer.compare(image.rawPayload, placeholder.rawPayload)).toBe(0);
    }
    const own = await t.app.inject({ url: `/api/cloud/files/${id}`, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private/);
  });

  it('still serves a public logo to anyone', async () => {
    const id = await usedAs('photoFileId');
    const response = await t.app.inject({ url: `/api/cloud/files/${id}` });
    expect(response.statusCode).toBe(200);
  });
});
