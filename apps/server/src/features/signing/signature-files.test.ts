import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { multipartBody, pngOf } from '../../../test/images.js';
import { nextSigningKey } from '../../../test/signing.js';
import { contractSigners, contracts } from '../../db/schema/index.js';
import { sweepSignatureFiles } from './signature-files.js';

let t: TestApp;
let owner: TestUser;
let projectId: string;
const clientEmail = 'helene@example.com';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('drawer@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

/** Draws a signature on the signing page: stored, and named by the signer row as its last upload. */
async function upload(key: string) {
  const body = multipartBody('file', 'signature.png', await pngOf(600, 200));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/app/contract/signature?code=${key}`,
    headers: body.headers,
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
}

/** Makes a stored file look written two hours ago (local-disk storage keeps it under DATA_DIR/files). */
const ageTwoHours = async (storageKey: string) => {
  const then = new Date(Date.now() - 2 * 60 * 60_000);
  await utimes(path.join(t.dataDir, 'files', storageKey), then, then);
};

describe('the sweep of signature images', () => {
  it('removes an old image no signer names, and keeps a named one and a recent one', async () => {
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId),
      Token: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().Data.Id as string;
    const key = await nextSigningKey(t, clientEmail, id);
    const db = t.services.database.db;
    const lastUpload = async () =>
      (await db.select().from(contractSigners).where(eq(contractSigners.contractId, id)))[0]
        ?.uploadedSignatureKey ?? '';

    // Drawn twice: the first image is no longer named by the signer (as an upload that never committed).
    await upload(key);
    const stray = await lastUpload();
    await upload(key);
    const named = await lastUpload();
    expect(named).not.toBe(stray);
    const recent = `contracts/${id}/signatures/${crypto.randomUUID()}-fresh.png`;
    await t.services.storage.put(recent, await pngOf(60, 20), 'image/png');
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, id));
    const sentPdf = contract?.originalPdfKey ?? '';
    await ageTwoHours(stray);
    await ageTwoHours(named);
    await ageTwoHours(sentPdf);

    const removed = await sweepSignatureFiles({
      db,
      storage: t.services.storage,
      log: pino({ level: 'silent' }),
    });

    expect(removed).toBe(1);
    expect(await t.services.storage.get(stray)).toBeUndefined();
    expect(await t.services.storage.get(named)).toBeDefined();
    expect(await t.services.storage.get(recent)).toBeDefined();
    // The PDF as sent, beside the signatures, is no signature image: never the sweep's.
    expect(await t.services.storage.get(sentPdf)).toBeDefined();
  });
});
