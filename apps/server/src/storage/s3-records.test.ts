import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../test/contractor.js';
import { eventually, nextSigningKey, signWithKey } from '../../test/signing.js';
import { multipartBody } from '../../test/images.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { contracts } from '../db/schema/index.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './storage.js';

let bucket: TestS3Server;
/** The bucket as another server sees it: its own client, nothing shared with the app's. */
let elsewhere: FileStorage;
let t: TestApp;
let owner: TestUser;
let projectId: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const signedRow = (id: string) =>
  eventually(async () => {
    const [row] = await t.services.database.db.select().from(contracts).where(eq(contracts.id, id));
    return row?.status === 'Signed' ? row : undefined;
  }, 'the seal');
/** Nothing fell back to the server's own disk. */
const onLocalDisk = (key: string) => existsSync(path.join(t.dataDir, 'files', key));

async function sendContract() {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().Data.Id as string;
}

beforeAll(async () => {
  bucket = await startS3Server();
  elsewhere = s3Storage(bucket.settings);
  t = await createTestApp(bucket.env);
  owner = await t.createUser('bucket@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(async () => {
  await t.close();
  await bucket.stop();
});

describe('contracts on S3 storage (S3_BUCKET)', () => {
  it('seals a signed contract into the bucket: the sealed PDF read back from it matches its SHA-256', async () => {
    expect(t.services.storage.kind).toBe('s3');
    const id = await sendContract();
    const key = await nextSigningKey(t, 'helene@example.com', id);
    const signed = await signWithKey(t, key);
    expect(signed.statusCode, signed.body).toBe(200);
    const row = await signedRow(id);
    const sealedKey = row.sealedPdfKey ?? '';
    const sealed = await elsewhere.get(sealedKey);
    expect(sealed?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(sealed ?? Buffer.alloc(0))).toBe(row.sealedSha256);
    expect((await elsewhere.get(row.originalPdfKey ?? ''))?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(onLocalDisk(sealedKey)).toBe(false);
  });

  it('files a scan signed on paper into the bucket and seals it from there', async () => {
    const id = await sendContract();
    const printed = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${id}&kind=original`);
    const body = multipartBody('file', 'scan.pdf', printed.rawPayload, 'application/pdf');
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/app/barcode/ScanDocuments?isConfirmed=true',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const row = await signedRow(id);
    const scan = await elsewhere.get(row.paperScanKey ?? '');
    expect(scan?.equals(printed.rawPayload)).toBe(true);
    expect(sha256(scan ?? Buffer.alloc(0))).toBe(row.paperScanSha256);
    const sealed = await elsewhere.get(row.sealedPdfKey ?? '');
    expect(sha256(sealed ?? Buffer.alloc(0))).toBe(row.sealedSha256);
    expect(onLocalDisk(row.paperScanKey ?? '')).toBe(false);
  });
});
