import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage, limits } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, signWithKey } from '../../../test/signing.js';
import { contractEvents, contractSigners, contracts } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;

const db = () => t.services.database.db;
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];

/** A multipart body as the page and the modal send it: the file, and the chosen contract's id. */
function scanBody(bytes: Buffer, contractId?: string) {
  const boundary = `----tradepact${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (contractId) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="ContractId"\r\n\r\n${contractId}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: TestUser, bytes: Buffer, options: { contractId?: string; confirmed?: boolean } = {}) => {
  const body = scanBody(bytes, options.contractId);
  return t.app.inject({
    method: 'POST',
    url: `/api/app/barcode/ScanDocuments?isConfirmed=${options.confirmed ? 'true' : 'false'}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};

/** Sends a contract; answers its id and the PDF as sent (what the contractor prints). */
async function sentContract(): Promise<{ id: string; pdf: Buffer }> {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  const pdf = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${id}&kind=original`);
  return { id, pdf: pdf.rawPayload };
}

/** The first page of a PDF alone: a scan with the other pages missing. */
async function firstPageOf(pdf: Buffer): Promise<Buffer> {
  const source = await PDFDocument.load(pdf);
  const single = await PDFDocument.create();
  const [page] = await single.copyPages(source, [0]);
  if (page) single.addPage(page);
  return Buffer.from(await single.save());
}

async function blankPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]).drawText('Signed on paper', { x: 72, y: 700 });
  return Buffer.from(await document.save());
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('paper@example.com', 'special');
  other = await t.createUser('paper-other@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await saveBusinessProfile(t, other, { Name: 'Other Builders' });
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('filing a copy signed on paper', () => {
  // Reading a whole contract's QR codes, then sealing it, is the slowest path of the suite: on a
  // 2-core machine with another test file running beside it, it has taken longer than 30 s.
  it(
    'files the printed contract by its QR codes and seals it as signed on paper',
    { timeout: 90_000 },
    async () => {
      const { id, pdf } = await sentContract();
      const filed = await upload(owner, pdf, { confirmed: true });
      expect(filed.statusCode, filed.body).toBe(200);
      expect(filed.json()).toMatchObject({ Content: en.uploadContractUploaded, Data: { Id: id } });
      const row = await eventually(async () => {
        const current = await contractRow(id);
        return current?.status === 'Signed' ? current : undefined;
      }, 'the seal');
      expect(row.paperScanSha256).toBe(createHash('sha256').update(pdf).digest('hex'));
      const signers = await db().select().from(contractSigners).where(eq(contractSigners.contractId, id));
      expect(signers.map((signer) => signer.signatureMethod)).toEqual(['paper']);
      const types = (await db().select().from(contractEvents).where(eq(contractEvents.contractId, id))).map(
        (event) => event.type,
      );
      expect(types).toContain('paperSigned');
      const again = await upload(owner, pdf, { confirmed: true });
      expect(again.statusCode, again.body).toBe(400);
      expect(again.json().Content).toBe(formatMessage(en.scanAlreadySigned, { number: row.number }));
    },
  );

  it('asks before filing a scan with pages missing, then files it when confirmed', async () => {
    const { id, pdf } = await sentContract();
    const partial = await firstPageOf(pdf);
    const asked = await upload(owner, partial, { contractId: id });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().Data).toMatchObject({ Reason: 'missingPages', ContractId: id });
    expect(asked.json().Data.MissingPages.length).toBeGreaterThan(0);
    expect((await contractRow(id))?.paperScanKey).toBeNull();
    const filed = await upload(owner, partial, { contractId: id, confirmed: true });
    expect(filed.statusCode, filed.body).toBe(200);
  });

  it('asks before filing a scan without a readable code to the contract chosen in My Projects', async () => {
    const { id } = await sentContract();
    const blank = await blankPdf();
    const asked = await upload(owner, blank, { contractId: id });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().Data).toMatchObject({ Reason: 'noCode', ContractId: id });
    const page = await upload(owner, blank, { confirmed: true });
    expect(page.statusCode).toBe(400);
    expect(page.json().Content).toBe(en.scanNoCode);
    expect((await upload(owner, blank, { contractId: id, confirmed: true })).statusCode).toBe(200);
  });

  it('refuses a scan of another contract than the one chosen, naming both', async () => {
    const first = await sentContract();
    const second = await sentContract();
    const refused = await upload(owner, second.pdf, { contractId: first.id, confirmed: true });
    expect(refused.statusCode).toBe(400);
    const [a, b] = [await contractRow(second.id), await contractRow(first.id)];
    expect(refused.json().Content).toBe(
      formatMessage(en.scanOtherContract, { scanned: a?.number ?? 0, chosen: b?.number ?? 0 }),
    );
    expect((await contractRow(first.id))?.paperScanKey).toBeNull();
  });

  it('answers another contractor as for an unknown code, and files nothing', async () => {
    const { id, pdf } = await sentContract();
    const refused = await upload(other, pdf, { confirmed: true });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().Content).toBe(en.scanContractNotFound);
    expect((await upload(other, pdf, { contractId: id, confirmed: true })).statusCode).toBe(404);
    expect((await contractRow(id))?.paperScanKey).toBeNull();
  });

  it('refuses a file that is not a PDF or an image, whatever its name', async () => {
    const refused = await upload(owner, Buffer.from('just some text, named scan.pdf'), { confirmed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.uploadPdfOrImageOnly);
  });

  it("refuses a scan over 15 MB with doc 2 §5's message naming it, however its last bytes arrive", async () => {
    const big = Buffer.alloc(limits.maxUploadBytes + 1000, 0x20);
    const tooLarge = formatMessage(en.uploadScanTooLarge, { name: 'scan.pdf' });
    const whole = await upload(owner, big, { confirmed: true });
    expect([whole.statusCode, whole.json().Content]).toEqual([413, tooLarge]);

    // Everything up to the limit in one piece, read before the rest arrives: the file is cut exactly
    // at the limit, which the reading alone does not notice.
    const body = scanBody(big);
    const cut = body.payload.indexOf('\r\n\r\n') + 4 + limits.maxUploadBytes;
    async function* pieces() {
      yield body.payload.subarray(0, cut);
      await sleep(100);
      yield body.payload.subarray(cut);
    }
    const split = await t.app.inject({
      method: 'POST',
      url: '/api/app/barcode/ScanDocuments?isConfirmed=true',
      headers: { ...owner.headers, ...body.headers },
      payload: Readable.from(pieces()),
    });
    expect([split.statusCode, split.json().Content]).toEqual([413, tooLarge]);
  });

  it('refuses a contract a recipient already signed online', async () => {
    const { id, pdf } = await sentContract();
    const key = await nextSigningKey(t, 'helene@example.com', id);
    expect((await signWithKey(t, key)).statusCode).toBe(200);
    const refused = await upload(owner, pdf, { confirmed: true });
    expect(refused.statusCode).toBe(400);
  });
});
