import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limits } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { multipartBody, pngOf } from '../../../test/images.js';
import { files } from '../../db/schema/index.js';
import { filesService } from './files.service.js';
import { maxDiscardedBytes } from './upload-receiver.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function upload(user: TestUser, bytes: Buffer, filename = 'logo.png') {
  const body = multipartBody('file', filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/cloud/upload',
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

/** An upload whose body arrives in pieces: the test decides when the rest is sent. */
function slowUpload(user: TestUser, bytes: Buffer, sentFirst: number) {
  const body = multipartBody('file', 'slow.png', bytes);
  const stream = new PassThrough();
  stream.write(body.payload.subarray(0, sentFirst));
  const answer = t.app.inject({
    method: 'POST',
    url: '/api/cloud/upload',
    payload: stream,
    headers: { ...body.headers, ...user.headers },
  });
  return { answer, finish: () => stream.end(body.payload.subarray(sentFirst)) };
}

const rowsOf = async (user: TestUser) =>
  (await t.services.database.db.select().from(files).where(eq(files.ownerId, user.id))).length;

/** Every file under DATA_DIR's storage and upload folders. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(t.dataDir, folder), { recursive: true }).catch(() => []);
  const all = await Promise.all(
    entries.map(async (entry) => ((await stat(path.join(t.dataDir, folder, entry))).isFile() ? [entry] : [])),
  );
  return all.flat();
}
const everythingOnDisk = async () => [...(await filesUnder('files')), ...(await filesUnder('uploading'))];

/** A PNG padded to the given size: the bytes after its end are ignored by decoders. */
async function paddedPng(size: number) {
  const png = await pngOf(20, 20);
  const padded = Buffer.alloc(size, 0);
  png.copy(padded);
  return padded;
}

describe('POST /api/cloud/upload streams to storage', () => {
  it('writes an upload to disk while it is still arriving', async () => {
    const user = await t.createUser();
    const { answer, finish } = slowUpload(user, await paddedPng(2 * 1024 * 1024), 1024 * 1024);
    await vi.waitFor(async () => expect(await filesUnder('uploading')).toHaveLength(1));
    finish();
    expect((await answer).statusCode).toBe(200);
    expect(await filesUnder('uploading')).toEqual([]);
  });

  it('refuses a file of a refused type from its first bytes, before the rest arrives', async () => {
    const user = await t.createUser();
    const program = Buffer.alloc(1024 * 1024, 0x41);
    program.write('MZ\x90\x00', 'latin1');
    const before = await everythingOnDisk();
    const { answer, finish } = slowUpload(user, program, 64 * 1024);
    const response = await answer;
    finish();
    expect(response.statusCode).toBe(415);
    expect(await rowsOf(user)).toBe(0);
    expect(await everythingOnDisk()).toEqual(before);
  });

  it('leaves no file behind when an upload passes 15 MB', async () => {
    const user = await t.createUser();
    const before = await everythingOnDisk();
    const response = await upload(user, await paddedPng(limits.maxUploadBytes + 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json().Content).toContain('15 MB');
    expect(await rowsOf(user)).toBe(0);
    expect(await everythingOnDisk()).toEqual(before);
  });
});

describe('POST /api/cloud/upload refused over a real connection', () => {
  let address: string;
  beforeAll(async () => {
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Sends a whole upload over a socket and answers the status and the Connection header. */
  async function sendOverSocket(address: string, user: TestUser, bytes: Buffer) {
    const body = multipartBody('file', 'big.png', bytes);
    return new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const request = http.request(`${address}/api/cloud/upload`, {
        method: 'POST',
        // Chunked, so no declared length refuses it before its first bytes are read.
        headers: { ...body.headers, ...user.headers, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
      });
      request.on('error', reject);
      request.end(body.payload);
    });
  }

  it('answers a refused upload and reads the rest of its body, keeping the connection', async () => {
    const user = await t.createUser();
    const program = Buffer.alloc(4 * 1024 * 1024, 0x41);
    program.write('MZ', 'latin1');
    expect(await sendOverSocket(address, user, program)).toEqual({ status: 415, connection: 'keep-alive' });
    expect(
      await sendOverSocket(address, user, await paddedPng(limits.maxUploadBytes + 4 * 1024 * 1024)),
    ).toEqual({ status: 413, connection: 'keep-alive' });
  });

  it('closes the connection with the answer when the declared body is too large to read through', async () => {
    const user = await t.createUser();
    const body = multipartBody('file', 'huge.png', await pngOf(8, 8));
    const answer = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
      const request = http.request(`${address}/api/cloud/upload`, {
        method: 'POST',
        headers: { ...body.headers, ...user.headers, 'content-length': String(maxDiscardedBytes + 1) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode, connection: response.headers.connection });
      });
      request.on('error', reject);
      request.write(body.payload);
    });
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });

  const tooLargeEnvelope = {
    Type: 413,
    Content: 'This file is too large. The largest file accepted is 15 MB.',
    Data: null,
    Code: 'fileTooLarge',
  };

  /**
   * 17 MB sent by Node's fetch at a network's pace (256 KB every 5 ms): the client is still sending
   * when the refusal comes, as over any real line, and not on loopback at full speed.
   */
  async function fetchUploadOf17Mb(user: TestUser, declareLength: boolean) {
    const body = multipartBody('file', 'big.png', await paddedPng(17 * 1024 * 1024));
    const size = 256 * 1024;
    let sent = 0;
    const paced = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (sent >= body.payload.length) return controller.close();
        controller.enqueue(body.payload.subarray(sent, sent + size));
        sent += size;
      },
    });
    const length: Record<string, string> = declareLength
      ? { 'content-length': String(body.payload.length) }
      : {};
    // A streamed body needs `duplex`, which the RequestInit type does not know yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { ...body.headers, ...user.headers, ...length },
      body: paced,
      duplex: 'half',
    };
    return fetch(`${address}/api/cloud/upload`, init);
  }

  it("of 17 MB sent by Node's fetch gets the 413 envelope, not a reset connection (EPIPE)", async () => {
    const user = await t.createUser();
    const response = await fetchUploadOf17Mb(user, true);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLargeEnvelope);
    expect(await rowsOf(user)).toBe(0);
  });

  it("of 17 MB streamed by Node's fetch without a declared length gets the 413 envelope", async () => {
    const user = await t.createUser();
    const response = await fetchUploadOf17Mb(user, false);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLargeEnvelope);
    expect(await rowsOf(user)).toBe(0);
  });
});

describe('POST /api/cloud/upload limits per account', () => {
  it('refuses an upload past the storage quota naming it, and changes nothing', async () => {
    const user = await t.createUser();
    await t.services.database.db.insert(files).values({
      ownerId: user.id,
      storageKey: 'files/00/already-stored.png',
      mimeType: 'image/png',
      extension: 'png',
      sizeBytes: limits.storageQuotaBytes - 1000,
      sha256: '0'.repeat(64),
      originalName: 'already-stored.png',
    });
    const before = await everythingOnDisk();

    const response = await upload(user, await paddedPng(2000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      Type: 413,
      Content: 'This file would take your account past its 500 MB storage limit, so it was not stored.',
    });
    expect(await rowsOf(user)).toBe(1);
    expect(await everythingOnDisk()).toEqual(before);

    expect((await upload(user, await paddedPng(900))).statusCode).toBe(200);
  });

  it('answers 429 to a fourth upload at once by one account; others upload meanwhile', async () => {
    const user = await t.createUser();
    const bytes = await paddedPng(256 * 1024);
    // An earlier test's part file may still be on its way out: count only the ones started here.
    const earlier = new Set(await filesUnder('uploading'));
    const slow = [1, 2, 3].map(() => slowUpload(user, bytes, 128 * 1024));
    const started = async () => (await filesUnder('uploading')).filter((file) => !earlier.has(file));
    await vi.waitFor(async () => expect(await started()).toHaveLength(3), { timeout: 10_000 });

    const fourth = await upload(user, await pngOf(10, 10));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toMatch(/^\d+$/);
    expect(fourth.json().Content).toBe(
      'You are already uploading 3 files. Please wait for one to finish, then try again.',
    );
    const someoneElse = await upload(await t.createUser(), await pngOf(10, 10));
    expect(someoneElse.statusCode).toBe(200);

    for (const upload of slow) upload.finish();
    const answers = await Promise.all(slow.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await rowsOf(user)).toBe(3);
    expect((await upload(user, await pngOf(10, 10))).statusCode).toBe(200);
  });
});

describe('POST /api/cloud/upload file names', () => {
  it('stores a file whose name holds a NUL character, without the NUL', async () => {
    const user = await t.createUser();
    const response = await upload(user, await pngOf(10, 10), 'lo\u0000go.png');
    expect(response.statusCode).toBe(200);
    const download = await t.app.inject({
      url: `/api/cloud/files/${response.json().Data}`,
      headers: user.headers,
    });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''logo.png");
  });
});

describe('staged uploads', () => {
  it('are swept when a stopped process left them over an hour ago; recent ones stay', async () => {
    const stagingDir = path.join(t.dataDir, 'uploading-sweep');
    await mkdir(stagingDir, { recursive: true });
    await writeFile(path.join(stagingDir, 'left-behind.part'), 'x');
    await writeFile(path.join(stagingDir, 'arriving.part'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(stagingDir, 'left-behind.part'), twoHoursAgo, twoHoursAgo);

    await filesService(t.services.database.db, t.services.storage, { stagingDir }).sweepStaging();
    expect(await readdir(stagingDir)).toEqual(['arriving.part']);
  });
});
