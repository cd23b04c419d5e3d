import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '@tradepact/shared';
import { cancellationDeadline } from '@tradepact/shared/law/deadline';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { contractEvents, contractSigners, contracts } from '../../db/schema/index.js';
import { loadSealCredentials } from '../../documents/seal/index.js';
import type { SealCredentials } from '../../documents/seal/seal-input.js';
import type { FileStorage } from '../../storage/index.js';
import { SealInProgress, sealingService } from './sealing.service.js';
import { signingLinkKey } from './signing-keys.js';

const run = promisify(execFile);
let t: TestApp;
let owner: TestUser;
let projectId: string;
let credentials: SealCredentials;
const clientEmail = 'helene@example.com';
const db = () => t.services.database.db;
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];

const sealer = (storage: FileStorage) =>
  sealingService({
    db: db(),
    storage,
    notifier: t.services.notifier,
    publicUrl: t.services.config.publicUrl,
    productName: t.services.config.productName,
    credentials,
    log: pino({ level: 'silent' }),
    linkKey: signingLinkKey(t.services.authKey.secret),
    queue: t.services.queue,
  });

/** The sealed files a contract's folder holds (local-disk storage), hidden part files included. */
const sealedFiles = async (id: string) =>
  (await readdir(path.join(t.dataDir, 'files', 'contracts', id))).filter((name) => /^\.?sealed/.test(name));

/**
 * A sent contract its one recipient signed, whose seal was never queued: the test runs it. `from`:
 * where the contractor sent it from.
 */
async function signedContract(from: { ip?: string; userAgent?: string } = {}): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/app/contract/create',
    headers: { ...owner.headers, ...(from.userAgent ? { 'user-agent': from.userAgent } : {}) },
    ...(from.ip ? { remoteAddress: from.ip } : {}),
    payload: { ...saveRequest(projectId), Token: crypto.randomUUID() },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  await db()
    .update(contractSigners)
    .set({ signedAt: new Date(), signatureMethod: 'typed', typedName: 'Hélène Côté' })
    .where(eq(contractSigners.contractId, id));
  return id;
}

/** The completion emails queued for an address that name this sealed file's SHA-256. */
async function completionEmails(to: string, sha256: string): Promise<number> {
  const { rows } = await t.services.database.pool.query<{ count: string }>(
    `select count(*) from pgboss.job where name = 'notify.email' and data->>'to' = $1
       and data->>'subject' like '% is signed: your copy is attached' and data::text like $2`,
    [to, `%${sha256}%`],
  );
  return Number(rows[0]?.count);
}

async function sealedEvents(id: string): Promise<number> {
  const events = await db().select().from(contractEvents).where(eq(contractEvents.contractId, id));
  return events.filter((event) => event.type === 'sealed').length;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('sealer@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
  credentials = await loadSealCredentials({
    dataDir: t.dataDir,
    p12Path: t.services.config.seal.p12Path,
    p12Password: t.services.config.seal.p12Password,
    tsaUrl: t.services.config.seal.tsaUrl,
    productName: t.services.config.productName,
  });
});
afterAll(() => t.close());

describe('sealing a signed contract', () => {
  // Two whole seals (stamping, certificate, signature) in one test: slow on a busy machine.
  it(
    'holds no row lock while it stores; a run whose claim was taken over leaves the winner’s seal alone',
    { timeout: 120_000 },
    async () => {
      const id = await signedContract();
      let takenOver = false;
      let lockedMeanwhile: unknown;
      // The first run stalls once its sealed file is stored, long enough for its claim to go stale: a
      // second run takes the seal over and finishes it. Then the first tries to commit.
      const stalling: FileStorage = {
        ...t.services.storage,
        async put(key, bytes, contentType) {
          await t.services.storage.put(key, bytes, contentType);
          if (takenOver || !key.includes('/sealed-')) return;
          takenOver = true;
          lockedMeanwhile = await db()
            .transaction((tx) => tx.execute(sql`select 1 from contracts where id = ${id} for update nowait`))
            .then(
              () => undefined,
              (error: unknown) => error,
            );
          await db()
            .update(contracts)
            .set({ sealClaimedAt: new Date(Date.now() - 3_600_000) })
            .where(eq(contracts.id, id));
          await sealer(t.services.storage).seal(id);
        },
      };
      await sealer(stalling).seal(id);

      expect(takenOver).toBe(true);
      expect(lockedMeanwhile).toBeUndefined();
      const row = await contractRow(id);
      expect(row?.status).toBe('Signed');
      const bytes = await t.services.storage.get(row?.sealedPdfKey ?? '');
      expect(
        createHash('sha256')
          .update(bytes ?? Buffer.alloc(0))
          .digest('hex'),
      ).toBe(row?.sealedSha256);
      expect(await sealedFiles(id)).toEqual([path.basename(row?.sealedPdfKey ?? '')]);
      expect(await sealedEvents(id)).toBe(1);
      expect(await completionEmails(clientEmail, row?.sealedSha256 ?? '')).toBe(1);
      expect(await completionEmails('office@tremblay.example', row?.sealedSha256 ?? '')).toBe(1);
    },
  );

  it(
    'refuses a second run while the first holds a fresh claim, and removes a dead run’s file once sealed',
    { timeout: 120_000 },
    async () => {
      const id = await signedContract();
      const dead = crypto.randomUUID();
      const deadKey = `contracts/${id}/sealed-${dead}.pdf`;
      await t.services.storage.put(deadKey, Buffer.from('a run killed before its commit'), 'application/pdf');
      await db()
        .update(contracts)
        .set({ sealClaim: dead, sealClaimedAt: new Date() })
        .where(eq(contracts.id, id));

      await expect(sealer(t.services.storage).seal(id)).rejects.toBeInstanceOf(SealInProgress);
      expect((await contractRow(id))?.status).toBe('Sent');

      // The dead run's claim outlives a seal job: the next run takes it over.
      await db()
        .update(contracts)
        .set({ sealClaimedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(contracts.id, id));
      await sealer(t.services.storage).seal(id);
      const row = await contractRow(id);
      expect(row?.status).toBe('Signed');
      expect(row?.sealClaim).toBeNull();
      expect(await t.services.storage.get(deadKey)).toBeUndefined();
      expect(await sealedFiles(id)).toEqual([path.basename(row?.sealedPdfKey ?? '')]);
      expect(await sealedEvents(id)).toBe(1);

      // A run arriving after the seal changes nothing.
      await sealer(t.services.storage).seal(id);
      expect((await contractRow(id))?.sealedPdfKey).toBe(row?.sealedPdfKey);
      expect(await sealedEvents(id)).toBe(1);
    },
  );

  it(
    'lists the contractor first on the certificate: the signature kept when sending, from the sending request’s IP address and device',
    { timeout: 120_000 },
    async () => {
      const edge =
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70';
      const id = await signedContract({ ip: '198.51.100.7', userAgent: edge });
      const [sent] = await db()
        .select()
        .from(contractEvents)
        .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, 'sent')));
      expect(sent).toMatchObject({ ip: '198.51.100.7', userAgent: edge });
      const kept = sent?.data.contractorSignature as { key: string; mimeType: string };
      expect(kept).toEqual({
        key: expect.stringMatching(new RegExp(`^contracts/${id}/contractor-signature-`)),
        mimeType: 'image/png',
      });
      const image = await t.services.storage.get(kept.key);
      expect((await sharp(image).metadata()).format).toBe('png');

      await sealer(t.services.storage).seal(id);
      const row = await contractRow(id);
      const file = path.join(t.dataDir, 'sealed-with-contractor.pdf');
      await writeFile(file, (await t.services.storage.get(row?.sealedPdfKey ?? '')) ?? Buffer.alloc(0));
      const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
      const text = stdout.replace(/[ \t]+/g, ' ');
      const signers = text.slice(text.indexOf('SIGNERS'), text.indexOf('EVENTS'));
      // The contractor's block comes before the client's.
      expect(signers.indexOf('Hélène')).toBeGreaterThan(0);
      const contractor = signers.slice(0, signers.indexOf('Hélène'));
      for (const expected of [
        'Marie Tremblay',
        'Role Contractor',
        'Signature on file, applied when sending',
        'IP address 198.51.100.7',
        'Edge on Windows',
      ]) {
        expect(contractor).toContain(expected);
      }
    },
  );

  it(
    'tells an Ontario consumer client the date they may cancel until, counted from the completion email',
    { timeout: 120_000 },
    async () => {
      const id = await signedContract();
      const before = new Date();
      await sealer(t.services.storage).seal(id);
      const after = new Date();
      const lastDay = cancellationDeadline('Ontario', before)?.lastDay ?? '';
      // The seal takes seconds: only a run across midnight in Toronto could see two days.
      expect(cancellationDeadline('Ontario', after)?.lastDay).toBe(lastDay);
      const row = await contractRow(id);
      const { rows } = await t.services.database.pool.query<{ text: string }>(
        `select data->>'text' as text from pgboss.job where name = 'notify.email' and data->>'to' = $1
           and data::text like $2`,
        [clientEmail, `%${row?.sealedSha256 ?? ''}%`],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.text.replace(/\s+/g, ' ')).toContain(
        `You may cancel this agreement until ${formatDay(lastDay, 'en-CA')} (10 days after you received this copy)`,
      );
    },
  );
});
