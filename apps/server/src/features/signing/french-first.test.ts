import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, fr } from '@tradepact/shared';
import {
  acceptEula,
  callAs,
  contractForm,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, signWithKey } from '../../../test/signing.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { contractEvents, contractSigners, contracts } from '../../db/schema/index.js';

/**
 * Quebec's French first (Charter of the French language s. 55, issue 31 §3): a consumer contract the
 * contractor also gives in English is sent as its French original and an English version; the signing
 * page offers the English only after the French, the express wish is recorded per signer, and the
 * English is sealed only when every client signer wished it.
 */

let t: TestApp;
let owner: TestUser;
const db = () => t.services.database.db;
const firstEmail = 'lea.gagnon@example.com';
const secondEmail = 'marc.gagnon@example.com';

/** A project in `province` whose clients read French, one per email. */
async function projectFor(province: string, emails: string[]): Promise<string> {
  const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
    Name: 'Cuisine',
    Comments: '',
    Address: '25 rue Principale',
    City: province === 'Quebec' ? 'Laval' : 'Ottawa',
    Province: province,
    PostalCode: province === 'Quebec' ? 'H7N 1A1' : 'K1A 0B1',
    Clients: emails.map((Email, index) => ({
      FirstName: index === 0 ? 'Léa' : 'Marc',
      LastName: 'Gagnon',
      Email,
      Phone: `450555010${index}`,
      Language: 'fr',
    })),
  });
  if (created.statusCode !== 200) throw new Error(`project create failed: ${created.body}`);
  return created.json().Data.Id as string;
}

async function send(projectId: string, alsoEnglish = true): Promise<string> {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ AlsoEnglish: alsoEnglish })),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().Data.Id as string;
}

const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];
const signerRows = (id: string) =>
  db()
    .select()
    .from(contractSigners)
    .where(eq(contractSigners.contractId, id))
    .orderBy(asc(contractSigners.position));
const preview = (key: string) => t.app.inject({ url: `/api/app/contract/preview3?code=${key}` });
const wish = (key: string, value: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/contract/englishwish',
    headers: { 'user-agent': 'Quebec test browser', ...headers },
    payload: { code: key, wish: value },
  });

async function sealedText(id: string): Promise<string> {
  await eventually(async () => ((await contractRow(id))?.status === 'Signed' ? true : undefined), 'the seal');
  const pdf = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${id}&kind=signed`);
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('entrepreneur.quebec@example.com', 'special');
  await saveBusinessProfile(t, owner, {
    City: 'Montréal',
    Province: 'Quebec',
    PostalCode: 'H2X 1Y4',
    // Both are required before a Quebec consumer contract is sent (issue 31 §3).
    RbqLicence: '5678-1234-01',
    OpcPermit: '123456',
  });
  await acceptEula(t, owner);
});
afterAll(() => t.close());

describe('a Quebec consumer contract also given in English', () => {
  it('is sent as its French original and an English version, with the same document code', async () => {
    const id = await send(await projectFor('Quebec', [firstEmail]));
    const row = await contractRow(id);
    expect(row?.englishPdfKey).toMatch(/^contracts\/.+\/sent-en-/);
    expect(row?.englishSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.englishSha256).not.toBe(row?.originalSha256);
    expect(row?.englishSignatureLayout?.length).toBeGreaterThan(0);
    const french = pdfText((await t.services.storage.get(row?.originalPdfKey ?? '')) ?? new Uint8Array());
    const english = pdfText((await t.services.storage.get(row?.englishPdfKey ?? '')) ?? new Uint8Array());
    expect(french.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
    expect(english.toUpperCase()).toContain(en.documentPaymentHeading.toUpperCase());
    // The same printed document code (and QR code) on both.
    const compact = (text: string) => text.replace(/[^A-Z0-9]/g, '');
    const code = compact(row?.documentCode ?? '');
    expect(code).not.toBe('');
    expect(compact(french)).toContain(code);
    expect(compact(english)).toContain(code);
    // The contractor's own "original" stays the French.
    const original = await callAs(t, owner, 'GET', `/api/app/contract/pdf?id=${id}&kind=original`);
    expect(pdfText(original.rawPayload).toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
  });

  it('offers the English only after the French: the signing data holds the French and no English until wished', async () => {
    const id = await send(await projectFor('Quebec', [firstEmail, secondEmail]));
    const [first, second] = [
      await nextSigningKey(t, firstEmail, id),
      await nextSigningKey(t, secondEmail, id),
    ];
    // A key whose page never showed the French cannot wish the English, and nothing is recorded.
    const early = await wish(second, true);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().Content).toBe(en.signingEnglishFrenchFirst);

    const page = await preview(first);
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().Data;
    expect(data.Language).toBe('fr');
    expect(data.Body.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
    // The right to cancel cites the Act by its French title, as the French contract does.
    expect(data.Cancellation).toMatchObject({
      Statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      Section: 'art. 58 et 59 (contrats conclus par un commerçant itinérant)',
    });
    expect(data.English).toMatchObject({ WishedTime: null, Body: null });
    expect(data.English.Statement).toEqual({
      en: en.signingEnglishWishStatement,
      fr: fr.signingEnglishWishStatement,
    });

    // The wish under the first key is the first signer's only, with its time, address and device.
    const wished = await wish(first, true, { 'user-agent': 'Firefox wishes English' });
    expect(wished.statusCode, wished.body).toBe(200);
    expect(wished.json().Data.Body.toUpperCase()).toContain(en.documentPaymentHeading.toUpperCase());
    const [one, two] = await signerRows(id);
    expect(one?.englishWishedAt).toBeInstanceOf(Date);
    expect(two?.englishWishedAt).toBeNull();
    const events = await db()
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, 'englishWished')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ signerId: one?.id, userAgent: 'Firefox wishes English' });
    expect(events[0]?.ip).not.toBe('');
    // The page now gives the English to read and sign; its PDF to keep is the English.
    expect((await preview(first)).json().Data.English.WishedTime).toBe(one?.englishWishedAt?.toISOString());
    const pdf = await t.app.inject({ url: `/api/app/contract/signerpdf?code=${first}` });
    expect(pdfText(pdf.rawPayload).toUpperCase()).toContain(en.documentPaymentHeading.toUpperCase());

    // Taken back before signing: the French again, and the trail says so.
    const back = await wish(first, false);
    expect(back.json().Data).toMatchObject({ WishedTime: null, Body: null });
    expect((await signerRows(id))[0]?.englishWishedAt).toBeNull();
    const withdrawn = await db()
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, 'englishWithdrawn')));
    expect(withdrawn).toHaveLength(1);
  });

  it('refuses a wish that is not a yes or no, or from an unknown key, and changes nothing', async () => {
    const id = await send(await projectFor('Quebec', [firstEmail]));
    const key = await nextSigningKey(t, firstEmail, id);
    await preview(key);
    expect((await wish(key, 'yes')).statusCode).toBe(400);
    const unknown = await wish(`${key.slice(0, -4)}AAAA`, true);
    expect(unknown.statusCode).toBe(404);
    expect((await signerRows(id))[0]?.englishWishedAt).toBeNull();
  });

  it('seals the English when every client signer wished it, and the certificate says so per signer', async () => {
    const id = await send(await projectFor('Quebec', [firstEmail, secondEmail]));
    const keys = [await nextSigningKey(t, firstEmail, id), await nextSigningKey(t, secondEmail, id)];
    for (const key of keys) {
      await preview(key);
      expect((await wish(key, true)).statusCode).toBe(200);
      expect((await signWithKey(t, key)).statusCode).toBe(200);
    }
    const text = await sealedText(id);
    expect(text.toUpperCase()).toContain(en.documentPaymentHeading.toUpperCase());
    expect(text).toContain('Version signed');
    expect(text.match(/English, at the signer’s express wish on/g)).toHaveLength(2);
    expect(text).toContain('expressly wished to be bound by the English version');
  });

  it('seals the French when a signer did not wish the English, even if another did', async () => {
    const id = await send(await projectFor('Quebec', [firstEmail, secondEmail]));
    const [first, second] = [
      await nextSigningKey(t, firstEmail, id),
      await nextSigningKey(t, secondEmail, id),
    ];
    await preview(first);
    await wish(first, true);
    expect((await signWithKey(t, first)).statusCode).toBe(200);
    await preview(second);
    expect((await signWithKey(t, second)).statusCode).toBe(200);
    const text = await sealedText(id);
    expect(text.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
    expect(text).toContain('Version signée');
    expect(text).toContain('le signataire a souhaité l’anglaise le');
    expect(text).toContain('Française');
  });

  it('without any wish, seals the French', async () => {
    const id = await send(await projectFor('Quebec', [firstEmail]));
    const key = await nextSigningKey(t, firstEmail, id);
    await preview(key);
    expect((await signWithKey(t, key)).statusCode).toBe(200);
    const text = await sealedText(id);
    expect(text.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
    expect(text).not.toContain('Anglaise, à la volonté expresse');
    // The period to cancel the seal keeps (the cancel page and its emails read it) cites the French title.
    const [sealed] = await db()
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, 'sealed')));
    expect(sealed?.data['cancellation']).toMatchObject({
      statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      section: 'art. 58 et 59 (contrats conclus par un commerçant itinérant)',
    });
  });
});

describe('the English version anywhere else', () => {
  it('is cleared on an Ontario contract, whose key may not wish it, and nothing changes', async () => {
    const id = await send(await projectFor('Ontario', [firstEmail]));
    const row = await contractRow(id);
    expect(row?.englishPdfKey).toBeNull();
    expect((row?.data as { AlsoEnglish?: boolean }).AlsoEnglish).toBe(false);
    const key = await nextSigningKey(t, firstEmail, id);
    expect((await preview(key)).json().Data.English).toBeUndefined();
    const refused = await wish(key, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Content).toBe(en.signingEnglishUnavailable);
    expect((await signerRows(id))[0]?.englishWishedAt).toBeNull();
    const events = await db()
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, 'englishWished')));
    expect(events).toHaveLength(0);
  });
});
