import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage } from '@tradepact/shared';
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
import { eventually, nextSigningKey, outboxFor, signWithKey, signingKeysFor } from '../../../test/signing.js';
import { multipartBody } from '../../../test/images.js';
import { contractEvents, contractSigners, contracts, users } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;
let subcontractorId: string;

const clientEmail = 'helene@example.com';
const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  callAs(t, who, method, url, payload);
const db = () => t.services.database.db;
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];
const signerRows = (contractId: string) =>
  db().select().from(contractSigners).where(eq(contractSigners.contractId, contractId));
const preview3 = (key: string) =>
  t.app.inject({ method: 'GET', url: `/api/app/contract/preview3?code=${key}` });

/** Sends a new client contract of the test project; answers its id and the client's key. */
async function sendContract(form = contractForm()) {
  const sent = await call(owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, form),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  return { id, key: await nextSigningKey(t, clientEmail, id) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('sender@example.com', 'special');
  other = await t.createUser('another@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await saveBusinessProfile(t, other, { Name: 'Other Builders' });
  await acceptEula(t, owner);
  await acceptEula(t, other);
  ({ projectId, subcontractorId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('sending a contract', () => {
  it('sends it: stored PDF with its SHA-256, one hashed key per recipient, an email with the link', async () => {
    const { id, key } = await sendContract();
    const row = await contractRow(id);
    expect(row?.status).toBe('Sent');
    const stored = await t.services.storage.get(row?.originalPdfKey ?? '');
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      createHash('sha256')
        .update(stored ?? Buffer.alloc(0))
        .digest('hex'),
    ).toBe(row?.originalSha256);
    const [signer] = await signerRows(id);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(signer)).not.toContain(key);
    const [email] = await outboxFor(t, clientEmail);
    expect(email?.html).toContain(`/Signature?key=${key}`);
    expect(email?.text).toContain('Tremblay Renovations');
  });

  it('sends once when the same send arrives twice at the same time (a double click)', async () => {
    const body = { ...saveRequest(projectId), Token: crypto.randomUUID() };
    const [first, second] = await Promise.all([
      call(owner, 'POST', '/api/app/contract/create', body),
      call(owner, 'POST', '/api/app/contract/create', body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const id = first.json().Data.Id as string;
    expect(second.json().Data.Id).toBe(id);
    expect(await signerRows(id)).toHaveLength(1);
    const emailed = await db().select().from(contractEvents).where(eq(contractEvents.contractId, id));
    expect(emailed.filter((event) => event.type === 'emailed')).toHaveLength(1);
  });

  it('refuses a recipient without an email, naming them, and sends nothing', async () => {
    const created = await call(owner, 'POST', '/api/app/project/create', {
      Name: 'Shed',
      Comments: '',
      Address: '1 Elm Street',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1A 0B1',
      Clients: [{ FirstName: 'Paul', LastName: 'Roy', Email: 'paul@example.com', Phone: '6135550100' }],
    });
    const shedId = created.json().Data.Id as string;
    await db().execute(
      `update clients set email = '' where id in (select client_id from project_clients where project_id = '${shedId}')`,
    );
    const sent = await call(owner, 'POST', '/api/app/contract/create', saveRequest(shedId));
    expect(sent.statusCode).toBe(400);
    expect(sent.json().Content).toBe(formatMessage(en.contractRecipientNoEmail, { name: 'Paul Roy' }));
  });

  it('refuses an account whose trial is over with the subscribe message', async () => {
    const late = await t.createUser();
    await saveBusinessProfile(t, late);
    await acceptEula(t, late);
    const { projectId: lateProject } = await projectWithParties(t, late);
    await db()
      .update(users)
      .set({ trialEndAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, late.id));
    const sent = await callAs(t, late, 'POST', '/api/app/contract/create', saveRequest(lateProject));
    expect(sent.statusCode).toBe(403);
    expect(sent.json().Content).toBe(en.billingSubscribeToGenerate);
  });

  it('refuses an account that has not accepted the EULA in force', async () => {
    const fresh = await t.createUser();
    await saveBusinessProfile(t, fresh);
    const { projectId: freshProject } = await projectWithParties(t, fresh);
    const sent = await callAs(t, fresh, 'POST', '/api/app/contract/create', saveRequest(freshProject));
    expect(sent.statusCode).toBe(403);
    expect(sent.json().Content).toBe(en.contractEulaNotAccepted);
  });

  it('refuses what review refuses, with the review message', async () => {
    const sent = await call(
      owner,
      'POST',
      '/api/app/contract/create',
      saveRequest(projectId, contractForm({ ScopeOfServices: '' })),
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json().Content).toBe(en.contractScopeRequired);
  });
});

describe('the signing key', () => {
  it('opens its contract and counts the view; a wrong key opens nothing', async () => {
    const { id, key } = await sendContract();
    const opened = await preview3(key);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().Data).toMatchObject({
      SignerName: 'Hélène Côté',
      BusinessName: 'Tremblay Renovations',
    });
    expect(opened.json().Data.Body).toContain('Demolish the kitchen');
    // The summary card: the work, its dates, and the price with Ontario's HST, as the document prints them.
    expect(opened.json().Data.Summary).toEqual({
      ServiceType: 'Renovation',
      CommencementDate: ontarioDay(10),
      CompletionDate: ontarioDay(40),
      Price: 1_000_000,
      Taxes: [{ Kind: 'HST', RatePercent: 13, Cents: 130_000 }],
      TotalWithTax: 1_130_000,
      Deposit: 100_000,
      DepositDate: ontarioDay(1),
    });
    // An original changes nothing: only an amendment lists its changes.
    expect(opened.json().Data.Changes).toEqual([]);
    expect((await signerRows(id))[0]?.views).toBe(1);
    // Every view goes in the audit trail (issue 32 §6), a reload within 30 minutes not apart.
    const viewsRecorded = async () =>
      (await db().select().from(contractEvents).where(eq(contractEvents.contractId, id))).filter(
        (event) => event.type === 'viewed',
      ).length;
    await preview3(key);
    expect(await viewsRecorded()).toBe(1);
    await db()
      .update(contractSigners)
      .set({ lastViewedAt: sql`now() - interval '31 minutes'` })
      .where(eq(contractSigners.contractId, id));
    await preview3(key);
    expect(await viewsRecorded()).toBe(2);
    expect((await signerRows(id))[0]?.views).toBe(3);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/app/contract/signerpdf?code=${key}` });
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(
      (await contractRow(id))?.originalSha256,
    );
    const wrong = await preview3('A'.repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().Content).toBe(en.signingKeyInvalid);
  });

  it("carries an Ontario consumer's right to cancel, as the document's first page states it", async () => {
    const { key } = await sendContract();
    const opened = (await preview3(key)).json().Data;
    expect(opened.Cancellation).toEqual({
      Days: 10,
      CountsFrom: 'copyReceived',
      ExtendedYears: 1,
      Reasons: ['copyDefective'],
      RefundDays: 15,
      Statute: 'Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A); O. Reg. 17/05',
      Section: 'ss. 41–43 (direct agreements); O. Reg. 17/05 s. 34 (prescribed amount $50)',
    });
    expect(opened.Body).toContain(en.documentCancelHeading);
  });

  it('carries no right to cancel for a sub-contract or a business client', async () => {
    const sub = await call(owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId, contractForm(), { Type: 0, PartyBId: subcontractorId }),
      Token: crypto.randomUUID(),
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const subKey = await nextSigningKey(t, 'office@royelectric.example', sub.json().Data.Id as string);
    expect((await preview3(subKey)).json().Data).not.toHaveProperty('Cancellation');

    const business = await projectWithParties(t, owner, { IsBusiness: true, Email: 'office@cote.example' });
    const sent = await call(owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(business.projectId),
      Token: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const businessKey = await nextSigningKey(t, 'office@cote.example', sent.json().Data.Id as string);
    expect((await preview3(businessKey)).json().Data).not.toHaveProperty('Cancellation');
  });

  it('shows a key that signed what it signed, then the sealed copy; it cannot sign again', async () => {
    const signed = await sendContract();
    expect((await signWithKey(t, signed.key)).statusCode).toBe(200);
    const back = await preview3(signed.key);
    expect(back.statusCode, back.body).toBe(200);
    const signerRow = (await signerRows(signed.id))[0];
    expect(back.json().Data.SignedTime).toBe(signerRow?.signedAt?.toISOString());
    const again = await signWithKey(t, signed.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().Content).toBe(en.signingAlreadySigned);

    const sha = await eventually(
      async () => (await contractRow(signed.id))?.sealedSha256 ?? undefined,
      'the seal',
      60_000,
    );
    expect((await preview3(signed.key)).json().Data.SealedSha256).toBe(sha);
    const pdf = await t.app.inject({ url: `/api/app/contract/signerpdf?code=${signed.key}` });
    expect(pdf.statusCode).toBe(200);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(sha);
    // Seeing it again is not a view the contractor is told of.
    expect((await signerRows(signed.id))[0]?.views).toBe(signerRow?.views);
  });

  it('refuses a key after the contract is withdrawn, and after an amendment', async () => {
    const withdrawn = await sendContract();
    const cancelled = await call(owner, 'PUT', `/api/app/contract/cancel?id=${withdrawn.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().Content).toBe(en.contractWithdrawn);
    expect((await contractRow(withdrawn.id))?.status).toBe('Cancelled');
    expect((await preview3(withdrawn.key)).json().Content).toBe(en.signingContractCancelled);
    expect((await signWithKey(t, withdrawn.key)).statusCode).toBe(410);

    const amended = await sendContract();
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${amended.id}`)).json().Data;
    const update = await call(owner, 'POST', '/api/app/contract/update', {
      Id: amended.id,
      Data: JSON.stringify({ ...read.Data, ScopeOfServices: 'Demolish the kitchen, then paint.' }),
      ExpiredTime: read.ExpiredTime,
      Attachments: [],
      Token: read.Token,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().Data.Id).not.toBe(amended.id);
    expect((await contractRow(amended.id))?.status).toBe('Superseded');
    expect(await contractRow(update.json().Data.Id)).toMatchObject({
      status: 'Sent',
      revision: 1,
      originalId: amended.id,
    });
    const superseded = (await preview3(amended.key)).json();
    expect(superseded).toMatchObject({
      Content: en.signingContractSuperseded,
      Code: 'signingContractSuperseded',
    });
    // The old link leads to the version sent since, under the same recipient's own key.
    const newVersion = await t.app.inject({
      method: 'GET',
      url: `/api/app/contract/newversion?code=${amended.key}`,
    });
    expect(newVersion.statusCode, newVersion.body).toBe(200);
    const newKey = newVersion.json().Data.Key as string;
    expect(newKey).toBe(await nextSigningKey(t, clientEmail, update.json().Data.Id));
    // Its email names what the amendment changes.
    const [amendmentEmail] = (await outboxFor(t, clientEmail)).filter((message) =>
      message.text.includes(newKey),
    );
    expect(amendmentEmail?.text).toContain(
      formatMessage(en.signEmailAmendmentChanges, { changes: 'Scope of services' }),
    );
    // The amendment's page says what it changes against the version it amends (issue 32 §5).
    expect((await preview3(newKey)).json().Data).toMatchObject({
      Revision: 1,
      SignerName: 'Hélène Côté',
      Changes: [
        {
          Kind: 'scope',
          Before: 'Demolish the kitchen and install new cabinets.',
          After: 'Demolish the kitchen, then paint.',
        },
      ],
    });
    // A contract that was not amended leads nowhere new; a wrong key opens nothing.
    const unamended = await t.app.inject({
      method: 'GET',
      url: `/api/app/contract/newversion?code=${withdrawn.key}`,
    });
    expect(unamended.json().Data).toEqual({ Key: null });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/app/contract/newversion?code=${'A'.repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses a key whose offer expired', async () => {
    const { id, key } = await sendContract();
    await db().update(contracts).set({ expiresOn: '2020-01-01' }).where(eq(contracts.id, id));
    expect((await preview3(key)).json().Content).toBe(en.signingContractExpired);
  });

  it('refuses a sign without a signature', async () => {
    const { key } = await sendContract();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/sign',
      payload: { code: key },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Content).toBe(en.signingSignatureRequired);
  });

  it('keeps a drawn signature without the empty margins of the pad, and refuses an empty pad', async () => {
    const { id, key } = await sendContract();
    const pad = (drawn: boolean) =>
      sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite(
          drawn
            ? [
                {
                  input: Buffer.from(
                    '<svg width="600" height="600"><path d="M200 300 q 50 -80 100 0" stroke="black" stroke-width="4" fill="none"/></svg>',
                  ),
                  top: 0,
                  left: 0,
                },
              ]
            : [],
        )
        .png()
        .toBuffer();
    const upload = async (bytes: Buffer) => {
      const body = multipartBody('file', 'signature.png', bytes);
      return t.app.inject({
        method: 'POST',
        url: `/api/app/contract/signature?code=${key}`,
        headers: body.headers,
        payload: body.payload,
      });
    };
    const empty = await upload(await pad(false));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Content).toBe(en.signingSignatureRequired);
    expect((await upload(await pad(true))).statusCode).toBe(200);
    const stored = await t.services.storage.get((await signerRows(id))[0]?.uploadedSignatureKey ?? '');
    const { width = 0, height = 0 } = await sharp(stored).metadata();
    expect(width).toBeLessThan(200);
    expect(height).toBeLessThan(100);
  });

  it('refuses a signature upload that is not a PNG', async () => {
    const { key } = await sendContract();
    const body = multipartBody('file', 'signature.png', Buffer.from('%PDF-1.4 not an image'));
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/app/contract/signature?code=${key}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Content).toBe(en.signingSignatureUnreadable);
  });
});

describe('signing and sealing', () => {
  it('seals once the last recipient signs: Signed with its sealed PDF, one completion email each', async () => {
    const { id, key } = await sendContract();
    const signed = await signWithKey(t, key, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().Content).toBe(en.signingSigned);
    const row = await eventually(async () => {
      const current = await contractRow(id);
      return current?.status === 'Signed' ? current : undefined;
    }, 'the seal');
    const sealed = await t.services.storage.get(row.sealedPdfKey ?? '');
    expect(
      createHash('sha256')
        .update(sealed ?? Buffer.alloc(0))
        .digest('hex'),
    ).toBe(row.sealedSha256);
    const verified = await verify(sealed ?? Buffer.alloc(0));
    expect(verified).toMatchObject({
      Found: true,
      Contract: { Status: 'Signed', BusinessName: 'Tremblay Renovations' },
    });
    const changed = Buffer.from(sealed ?? Buffer.alloc(0));
    changed[100] = (changed[100] ?? 0) ^ 1;
    expect((await verify(changed)).Found).toBe(false);
    const types = (
      await db()
        .select()
        .from(contractEvents)
        .where(eq(contractEvents.contractId, id))
        .orderBy(contractEvents.id)
    ).map((e) => e.type);
    // The send jobs record 'emailed' and 'texted' when they ran, which on a loaded machine may be after
    // the signature or even the seal: the contract's own life is in order.
    expect(types[0]).toBe('sent');
    expect(types.indexOf('signed')).toBeLessThan(types.indexOf('sealed'));
    expect([...types].sort()).toEqual(['emailed', 'sealed', 'sent', 'signed', 'texted']);
    const [sent] = await db()
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, id), eq(contractEvents.type, 'sent')));
    expect(sent).toMatchObject({ actorName: 'Marie Tremblay', actorEmail: 'office@tremblay.example' });
  });

  it('refuses to cancel a signed contract, saying to amend it', async () => {
    const { id, key } = await sendContract();
    await signWithKey(t, key);
    await eventually(
      async () => ((await contractRow(id))?.status === 'Signed' ? true : undefined),
      'the seal',
    );
    const cancelled = await call(owner, 'PUT', `/api/app/contract/cancel?id=${id}`);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().Content).toBe(en.contractSignedNotCancellable);
  });
});

async function verify(bytes: Buffer) {
  const body = multipartBody('file', 'contract.pdf', bytes);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/site/verify',
    headers: body.headers,
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Data as { Found: boolean; Contract: unknown };
}

describe('the audit trail', () => {
  it('refuses any change or deletion of an event, in the database itself', async () => {
    const { id } = await sendContract();
    await expect(
      db().update(contractEvents).set({ type: 'signed' }).where(eq(contractEvents.contractId, id)),
    ).rejects.toThrow();
    await expect(db().delete(contractEvents).where(eq(contractEvents.contractId, id))).rejects.toThrow();
    expect(
      (await db().select().from(contractEvents).where(eq(contractEvents.contractId, id))).length,
    ).toBeGreaterThan(0);
  });
});

describe('resend, cancel and originals', () => {
  /** Moves a contract's send 10 minutes back: a resend sooner is refused. */
  async function sentAWhileAgo(id: string) {
    const earlier = new Date(Date.now() - 10 * 60_000);
    await db().update(contracts).set({ sentAt: earlier }).where(eq(contracts.id, id));
    await db()
      .update(contractSigners)
      .set({ keyIssuedAt: earlier })
      .where(eq(contractSigners.contractId, id));
  }

  it('resends the link the client already has, once the first send is a few minutes old', async () => {
    const { id, key } = await sendContract();
    const tooSoon = await call(owner, 'PUT', `/api/app/contract/resend?id=${id}`);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().Content).toBe(en.contractResendTooSoon);
    await sentAWhileAgo(id);
    const before = (await signingKeysFor(t, clientEmail)).filter((sent) => sent === key).length;
    const resent = await call(owner, 'PUT', `/api/app/contract/resend?id=${id}`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().Content).toBe(en.contractSent);
    await eventually(
      async () =>
        (await signingKeysFor(t, clientEmail)).filter((sent) => sent === key).length > before || undefined,
      'the same link emailed again',
    );
    expect((await preview3(key)).statusCode).toBe(200);
    // The key itself is never stored in clear: only its hash, and its sealed form.
    const [signer] = await signerRows(id);
    expect(signer?.keySealed).toBeTruthy();
    expect(signer?.keySealed).not.toContain(key);
  });

  it('gives a new key on resend to a signer whose key was not kept, and its old link says it was replaced', async () => {
    const { id, key } = await sendContract();
    await sentAWhileAgo(id);
    await db().update(contractSigners).set({ keySealed: null }).where(eq(contractSigners.contractId, id));
    const known = await signingKeysFor(t, clientEmail);
    expect((await call(owner, 'PUT', `/api/app/contract/resend?id=${id}`)).statusCode).toBe(200);
    const fresh = await nextSigningKey(t, clientEmail, id, known);
    expect(fresh).not.toBe(key);
    expect((await preview3(fresh)).statusCode).toBe(200);
    const old = await preview3(key);
    expect(old.statusCode).toBe(410);
    expect(old.json().Content).toBe(en.signingLinkReplaced);
  });

  it("sends a new link to the client's corrected email; the old link says it was replaced", async () => {
    const { id, key } = await sendContract();
    await sentAWhileAgo(id);
    const [signer] = await signerRows(id);
    const corrected = 'helene.cote@example.com';
    await t.services.database.pool.query('update clients set email = $1 where id = $2', [
      corrected,
      signer?.clientId,
    ]);
    try {
      const sent = await call(owner, 'PUT', `/api/app/contract/newlinks?id=${id}`);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().Content).toBe(en.contractNewLinksSent);
      const fresh = await nextSigningKey(t, corrected, id);
      expect(fresh).not.toBe(key);
      expect((await preview3(fresh)).statusCode).toBe(200);
      const old = await preview3(key);
      expect(old.statusCode).toBe(410);
      expect(old.json().Content).toBe(en.signingLinkReplaced);
      expect((await signerRows(id))[0]?.email).toBe(corrected);
      // A resend after it sends the new link again.
      await sentAWhileAgo(id);
      expect((await call(owner, 'PUT', `/api/app/contract/resend?id=${id}`)).statusCode).toBe(200);
      await eventually(
        async () =>
          (await signingKeysFor(t, corrected)).filter((sent) => sent === fresh).length > 1 || undefined,
        'the new link emailed again',
      );
    } finally {
      await t.services.database.pool.query('update clients set email = $1 where id = $2', [
        clientEmail,
        signer?.clientId,
      ]);
    }
  });

  it('treats a contract everyone signed as signed while its seal is on its way', async () => {
    const { id } = await sendContract();
    // Everyone signed, and the seal has not committed yet (here: it was never queued).
    await db()
      .update(contractSigners)
      .set({ signedAt: new Date(), signatureMethod: 'typed', typedName: 'Hélène Côté' })
      .where(eq(contractSigners.contractId, id));
    const cancelled = await call(owner, 'PUT', `/api/app/contract/cancel?id=${id}`);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().Content).toBe(en.contractSignedNotCancellable);
    await db()
      .update(contracts)
      .set({ sentAt: new Date(Date.now() - 600_000) })
      .where(eq(contracts.id, id));
    expect((await call(owner, 'PUT', `/api/app/contract/resend?id=${id}`)).statusCode).toBe(409);
    expect((await contractRow(id))?.status).toBe('Sent');
  });

  it('deletes a draft on cancel', async () => {
    const saved = await call(owner, 'POST', '/api/app/contract/savedraft', saveRequest(projectId));
    const id = saved.json().Data.Id as string;
    const cancelled = await call(owner, 'PUT', `/api/app/contract/cancel?id=${id}`);
    expect(cancelled.json().Content).toBe(en.contractDeleted);
    expect(await contractRow(id)).toBeUndefined();
  });

  it('answers 404 to another contractor for every action, and changes nothing', async () => {
    const { id, key } = await sendContract();
    for (const [method, url] of [
      ['PUT', `/api/app/contract/resend?id=${id}`],
      ['PUT', `/api/app/contract/newlinks?id=${id}`],
      ['PUT', `/api/app/contract/cancel?id=${id}`],
      ['GET', `/api/app/contract/originals?id=${id}`],
      ['GET', `/api/app/contract/pdf?id=${id}&kind=original`],
    ] as const) {
      expect((await call(other, method, url)).statusCode, url).toBe(404);
    }
    const update = await call(other, 'POST', '/api/app/contract/update', {
      Id: id,
      Data: JSON.stringify(contractForm()),
      Attachments: [],
      Token: crypto.randomUUID(),
    });
    expect(update.statusCode).toBe(404);
    expect((await contractRow(id))?.status).toBe('Sent');
    expect((await preview3(key)).statusCode).toBe(200);
  });

  it('lists the versions an amendment replaces under its originals', async () => {
    const { id } = await sendContract();
    const read = (await call(owner, 'GET', `/api/app/contract/read?id=${id}`)).json().Data;
    const amended = await call(owner, 'POST', '/api/app/contract/update', {
      Id: id,
      Data: JSON.stringify(read.Data),
      ExpiredTime: read.ExpiredTime,
      Attachments: [],
      Token: read.Token,
    });
    const originals = await call(owner, 'GET', `/api/app/contract/originals?id=${amended.json().Data.Id}`);
    expect(originals.json().Data.map((one: { Id: string }) => one.Id)).toEqual([id]);
  });

  it('lists its parties with the business name of the owner (Type 0) as well as of each recipient', async () => {
    const { id } = await sendContract();
    const list = (await call(owner, 'GET', '/api/app/project/readlist')).json().Data as {
      Id: string;
      Contracts: { Id: string; Parties: unknown[] }[];
    }[];
    const listed = list.find((one) => one.Id === projectId)?.Contracts.find((one) => one.Id === id);
    expect(listed?.Parties).toEqual([
      { Type: 0, BusinessName: 'Tremblay Renovations', SignedTime: expect.any(String) },
      expect.objectContaining({ Type: 2, Name: 'Hélène Côté', SignedTime: null }),
    ]);
  });
});

describe('a recipient with an account (doc 3 §4, contract by code)', () => {
  it('lists what was sent to their verified email with Sign Now, and signs by the document code', async () => {
    const { id } = await sendContract();
    const client = await t.createUser(clientEmail);
    await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, client.id));
    const list = await callAs(t, client, 'GET', '/api/app/project/readlist');
    const project = (
      list.json().Data as {
        Id: string;
        Contracts: { Id: string; SignatureUrl: string | null; OrignalPdf: string }[];
      }[]
    ).find((one) => one.Id === projectId);
    const received = project?.Contracts.find((contract) => contract.Id === id);
    const code = (await contractRow(id))?.documentCode ?? '';
    expect(received).toMatchObject({ SignatureUrl: `/Signature?key=${code}`, OrignalPdf: '' });

    const visitor = await preview3(code);
    expect(visitor.statusCode).toBe(404);
    const stranger = await callAs(t, other, 'GET', `/api/app/contract/preview3?code=${code}`);
    expect(stranger.statusCode).toBe(404);
    const opened = await callAs(t, client, 'GET', `/api/app/contract/preview3?code=${code}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const signed = await signWithKey(t, code, client.headers);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await signerRows(id))[0]?.signedAt).not.toBeNull();
  });
});

describe("My Contacts' Project Summary", () => {
  it("lists a client's contracts with their commencement date, project and state", async () => {
    const { id } = await sendContract();
    const clients = (await call(owner, 'GET', '/api/app/client/readlist')).json().Data as {
      Email: string;
      Contracts: { Id: string; Status: string; Data: { CommencementDate: string; ProjectId: string } }[];
    }[];
    const listed = clients
      .find((client) => client.Email === clientEmail)
      ?.Contracts.find((one) => one.Id === id);
    expect(listed).toMatchObject({
      Status: 'Sent',
      Data: { CommencementDate: contractForm().CommencementDate, ProjectId: projectId },
    });
    const others = (await call(other, 'GET', '/api/app/client/readlist')).json().Data as {
      Contracts: { Id: string }[];
    }[];
    expect(others.flatMap((client) => client.Contracts.map((one) => one.Id))).not.toContain(id);
  });
});
