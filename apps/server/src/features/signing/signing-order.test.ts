import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage, instantIn } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  ontarioDay,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { contractSigners, contracts, signingReminders } from '../../db/schema/index.js';
import { reminderDelivery } from '../signing-reminders/reminder-delivery.js';
import { openSigningKey, signingLinkKey } from './signing-keys.js';

let t: TestApp;
let owner: TestUser;
let twoClients: string;
let oneClient: string;

const first = 'helene@example.com';
const second = 'pierre@example.com';
const db = () => t.services.database.db;
const withdrawnSubject = formatMessage(en.signEmailWithdrawnSubject, {
  business: 'Tremblay Renovations',
  number: '',
});

/** Sends a client contract with the clients signing in order; answers its id. */
async function sendInOrder(projectId = twoClients): Promise<string> {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ SignInOrder: true })),
    Token: randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().Data.Id as string;
}

/** A signer's link as the server keeps it, whether or not it was sent yet. */
async function keptKey(contractId: string, email: string): Promise<string> {
  const signers = await db().select().from(contractSigners).where(eq(contractSigners.contractId, contractId));
  const sealed = signers.find((signer) => signer.email === email)?.keySealed ?? '';
  return openSigningKey(sealed, signingLinkKey(t.services.authKey.secret)) ?? '';
}

/** The text of the PDF a key downloads, as pdftotext reads it. */
async function signerPdfText(key: string): Promise<string> {
  const pdf = await t.app.inject({ method: 'GET', url: `/api/app/contract/signerpdf?code=${key}` });
  expect(pdf.statusCode).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-so-far-')), 'contract.pdf');
  writeFileSync(file, pdf.rawPayload);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The emails to an address that carry this contract's link. */
const linksTo = async (email: string, key: string) =>
  (await outboxFor(t, email)).filter((message) => message.text.includes(`Signature?key=${key}`));

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('signing-order@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId: oneClient } = await projectWithParties(t, owner));
  const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
    Name: 'Two owners, in order',
    Comments: '',
    Address: '8 Birch Lane',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    Clients: [
      { FirstName: 'Hélène', LastName: 'Côté', Email: first, Phone: '6135550199' },
      { FirstName: 'Pierre', LastName: 'Côté', Email: second, Phone: '6135550188' },
    ],
  });
  expect(created.statusCode, created.body).toBe(200);
  twoClients = created.json().Data.Id as string;
}, 120_000);
afterAll(() => t.close());

describe('clients signing in order (issue 32 §4)', () => {
  it('asks the first client only; the second is sent the same kept link once the first signed', async () => {
    const id = await sendInOrder();
    const helene = await nextSigningKey(t, first, id);
    const pierre = await keptKey(id, second);
    expect(await linksTo(second, pierre)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/app/contract/preview3?code=${helene}` })).json().Data,
    ).toMatchObject({ InOrder: true });

    // Before his turn, the second client's key signs nothing.
    const early = await signWithKey(t, pierre);
    expect(early.statusCode).toBe(409);
    expect(early.json().Content).toBe(en.signingNotYourTurn);

    expect((await signWithKey(t, helene)).statusCode).toBe(200);
    // Back on her link, the first client downloads the contract with her signature so far (issue 32 §1).
    expect(await signerPdfText(helene)).toContain('Signed electronically by Hélène Côté');
    expect(await signerPdfText(helene)).not.toContain('Signed electronically by Pierre');
    expect(await nextSigningKey(t, second, id)).toBe(pierre);
    expect((await signWithKey(t, pierre)).statusCode).toBe(200);
  });

  it('reminds only the client whose turn it is', async () => {
    const id = await sendInOrder();
    const helene = await nextSigningKey(t, first, id);
    const pierre = await keptKey(id, second);
    const [reminder] = await db()
      .select()
      .from(signingReminders)
      .where(eq(signingReminders.contractId, id))
      .orderBy(signingReminders.emailAt);
    const services = t.services;
    await reminderDelivery({
      db: services.database.db,
      notifier: services.notifier,
      queue: services.queue,
      publicUrl: services.config.publicUrl,
      productName: services.config.productName,
      linkKey: signingLinkKey(services.authKey.secret),
      log: pino({ level: 'silent' }),
      now: () => instantIn('Ontario', ontarioDay(0), '12:00'),
    }).deliver(reminder?.id ?? '', 'email', reminder?.emailJobId ?? '');
    await eventually(
      async () => ((await linksTo(first, helene)).length > 1 ? true : undefined),
      'the first client’s reminder',
    );
    expect(await linksTo(second, pierre)).toEqual([]);
  });

  it('tells only those who were sent the link that it was withdrawn', async () => {
    const id = await sendInOrder();
    await nextSigningKey(t, first, id);
    const before = (await outboxFor(t, second)).length;
    const withdrawn = await callAs(t, owner, 'PUT', `/api/app/contract/cancel?id=${id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await eventually(
      async () =>
        (await outboxFor(t, first)).some((message) => message.subject.startsWith(withdrawnSubject))
          ? true
          : undefined,
      'the withdrawal notice',
    );
    expect((await outboxFor(t, second)).length).toBe(before);
  });

  it('keeps no order for a contract with one client', async () => {
    const id = await sendInOrder(oneClient);
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    expect(row?.data.SignInOrder).toBe(false);
  });
});
