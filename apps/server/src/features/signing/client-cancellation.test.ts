import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en, formatDay, formatMessage } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { contractEvents, contractSigners, contracts, users } from '../../db/schema/index.js';
import { sealedCancellationOf } from './sealed-cancellation.js';

let t: TestApp;
let owner: TestUser;
let projectId: string;
let subcontractorId: string;

const clientEmail = 'helene@example.com';
const contractorEmail = 'office@tremblay.example';
const contractorMobile = '4165550123';
const db = () => t.services.database.db;
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];
const eventsOf = (id: string) => db().select().from(contractEvents).where(eq(contractEvents.contractId, id));
const cancelledEvents = async (id: string) =>
  (await eventsOf(id)).filter((event) => event.type === 'cancelledByClient');
const readCancellation = (key: string) =>
  t.app.inject({ method: 'GET', url: `/api/app/contract/clientcancellation?code=${key}` });
const cancel = (key: string, reason = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/app/contract/clientcancel',
    headers: { 'user-agent': 'CancelTest/1.0' },
    payload: { code: key, reason },
  });

/** The cancel links of the completion emails an address received for a contract number. */
async function cancelKeysFor(email: string): Promise<string[]> {
  return (await outboxFor(t, email)).flatMap((message) =>
    [...message.text.matchAll(/CancelAgreement\?key=([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ''),
  );
}

/**
 * Sends a contract, signs it under the recipient's key and waits for its seal; answers its id, the
 * request's key, and the completion email's cancel key (undefined when the email carries none).
 */
async function sealedContract(
  request: Record<string, unknown>,
  recipient: string,
  beforeSigning: (id: string) => Promise<unknown> = async () => undefined,
) {
  const known = await cancelKeysFor(recipient);
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...request,
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  const key = await nextSigningKey(t, recipient, id);
  await beforeSigning(id);
  const signed = await signWithKey(t, key);
  expect(signed.statusCode, signed.body).toBe(200);
  const sha = await eventually(
    async () => (await contractRow(id))?.sealedSha256 ?? undefined,
    'the seal',
    60_000,
  );
  // The completion email is on the outbox once its job ran.
  await eventually(
    async () =>
      (await outboxFor(t, recipient)).some((message) => message.text.includes(sha)) ? true : undefined,
    'the completion email',
  );
  const cancelKey = (await cancelKeysFor(recipient)).find((one) => !known.includes(one));
  return { id, key, cancelKey };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('canceller@example.com', 'special');
  await db()
    .update(users)
    .set({ phone: contractorMobile, phoneConfirmedAt: new Date() })
    .where(eq(users.id, owner.id));
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId, subcontractorId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('#clientcancel', () => {
  it(
    'cancels within the period: recorded once, the contractor emailed and texted, lists read Cancelled by the client',
    { timeout: 120_000 },
    async () => {
      const { id, key, cancelKey } = await sealedContract(saveRequest(projectId), clientEmail);
      const other = await sealedContract(saveRequest(projectId), clientEmail);
      // The cancel link carries the key of the link the client signed from: one link they keep.
      expect(cancelKey).toBe(key);
      const code = cancelKey ?? '';

      const read = await readCancellation(code);
      expect(read.statusCode, read.body).toBe(200);
      const period = sealedCancellationOf(await eventsOf(id));
      expect(read.json().Data).toMatchObject({
        Number: (await contractRow(id))?.number,
        BusinessName: 'Tremblay Renovations',
        SignerName: 'Hélène Côté',
        // $10,000 plus Ontario's 13 % HST.
        TotalWithTax: 1_130_000,
        LastDay: period?.lastDay,
        RefundDays: 15,
        CancelledTime: null,
      });

      const smsBefore = (await outboxFor(t, contractorMobile)).length;
      const cancelled = await cancel(code, 'We found another contractor.');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().Content).toBe(en.clientCancelRecorded);
      const at = cancelled.json().Data.CancelledTime as string;
      expect(at).toEqual(expect.any(String));

      const row = await contractRow(id);
      expect(row?.status).toBe('Signed');
      expect(row?.clientCancelledAt?.toISOString()).toBe(at);
      const [event, ...more] = await cancelledEvents(id);
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({
        actorName: 'Hélène Côté',
        actorEmail: clientEmail,
        userAgent: 'CancelTest/1.0',
        data: { reason: 'We found another contractor.' },
      });
      expect(event?.signerId).toEqual(expect.any(String));
      expect(event?.ip).not.toBe('');

      const notice = await eventually(
        async () =>
          (await outboxFor(t, contractorEmail)).find((message) =>
            message.subject.startsWith('Hélène Côté cancelled contract'),
          ),
        'the contractor’s email',
      );
      expect(notice.text).toContain('We found another contractor.');
      expect(notice.text).toContain('must be refunded within 15 days');
      const texts = await eventually(async () => {
        const all = await outboxFor(t, contractorMobile);
        return all.length > smsBefore ? all : undefined;
      }, 'the contractor’s text');
      expect(texts[0]?.text).toContain('Hélène Côté cancelled contract');
      const confirmation = await eventually(
        async () =>
          (await outboxFor(t, clientEmail)).find((message) =>
            message.subject.startsWith('You cancelled contract'),
          ),
        'the client’s confirmation',
      );
      expect(confirmation.text).toContain('must refund your payments, a deposit included, within 15 days');

      // A second try answers the first and changes nothing.
      const again = await cancel(code, 'Another reason');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().Data.CancelledTime).toBe(at);
      expect(await cancelledEvents(id)).toHaveLength(1);

      // Its signing link, the project list: Cancelled by the client; the other contract stands.
      const page = await t.app.inject({ method: 'GET', url: `/api/app/contract/preview3?code=${code}` });
      expect(page.statusCode).toBe(410);
      expect(page.json().Content).toBe(en.signingCancelledByClient);
      const list = await callAs(t, owner, 'GET', `/api/app/project/read?id=${projectId}`);
      const summaries = list.json().Data.Contracts as {
        Id: string;
        ClientCancelledTime: string | null;
        IsEditable: boolean;
      }[];
      expect(summaries.find((one) => one.Id === id)).toMatchObject({
        ClientCancelledTime: at,
        IsEditable: false,
      });
      expect(summaries.find((one) => one.Id === other.id)).toMatchObject({
        ClientCancelledTime: null,
        IsEditable: true,
      });
      expect((await contractRow(other.id))?.clientCancelledAt).toBeNull();

      // Nor can it be amended: the client would be asked to sign again what they cancelled.
      const contractsBefore = (await db().select().from(contracts)).length;
      const amended = await callAs(t, owner, 'POST', '/api/app/contract/update', {
        ...saveRequest(projectId, contractForm({ ScopeOfServices: 'Amended after the cancellation.' })),
        Id: id,
        Token: crypto.randomUUID(),
      });
      expect(amended.statusCode, amended.body).toBe(409);
      expect(amended.json().Content).toBe(en.contractNotEditable);
      expect((await db().select().from(contracts)).length).toBe(contractsBefore);
    },
  );

  it(
    'gives a new key with the sealed copy when the signed link’s key was not kept; the old link says it was replaced',
    { timeout: 120_000 },
    async () => {
      const { key, cancelKey } = await sealedContract(saveRequest(projectId), clientEmail, (id) =>
        db().update(contractSigners).set({ keySealed: null }).where(eq(contractSigners.contractId, id)),
      );
      expect(cancelKey).toBeDefined();
      expect(cancelKey).not.toBe(key);
      expect((await readCancellation(cancelKey ?? '')).statusCode).toBe(200);
      const old = await t.app.inject({ method: 'GET', url: `/api/app/contract/preview3?code=${key}` });
      expect(old.statusCode).toBe(410);
      expect(old.json().Content).toBe(en.signingLinkReplaced);
    },
  );

  it(
    'refuses after the period with the day it ended, and changes nothing',
    { timeout: 120_000 },
    async () => {
      const { id, cancelKey } = await sealedContract(saveRequest(projectId), clientEmail);
      const period = sealedCancellationOf(await eventsOf(id));
      expect(period).toBeDefined();
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(period?.endsAt ?? 0) });
      try {
        const message = formatMessage(en.clientCancelPeriodEnded, {
          date: formatDay(period?.lastDay ?? '', 'en-CA'),
        });
        expect(message).toMatch(/^The period to cancel this agreement ended on \w+ \d+, \d{4}\.$/);
        for (const answer of [await readCancellation(cancelKey ?? ''), await cancel(cancelKey ?? '')]) {
          expect(answer.statusCode).toBe(410);
          expect(answer.json().Content).toBe(message);
        }
      } finally {
        vi.useRealTimers();
      }
      expect((await contractRow(id))?.clientCancelledAt).toBeNull();
      expect(await cancelledEvents(id)).toHaveLength(0);
    },
  );

  it(
    'refuses a sub-contract, a business client’s contract and an unsigned one: nothing changes',
    { timeout: 180_000 },
    async () => {
      const sub = await sealedContract(
        saveRequest(projectId, contractForm(), { Type: 0, PartyBId: subcontractorId }),
        'office@royelectric.example',
      );
      expect(sub.cancelKey).toBeUndefined();
      const business = await projectWithParties(t, owner, { IsBusiness: true, Email: 'office@cote.example' });
      const company = await sealedContract(saveRequest(business.projectId), 'office@cote.example');
      expect(company.cancelKey).toBeUndefined();
      for (const { key } of [sub, company]) {
        const refused = await cancel(key);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().Content).toBe(en.clientCancelNoRight);
      }

      const unsigned = await callAs(t, owner, 'POST', '/api/app/contract/create', {
        ...saveRequest(projectId),
        Token: crypto.randomUUID(),
      });
      const unsignedId = unsigned.json().Data.Id as string;
      const unsignedKey = await nextSigningKey(t, clientEmail, unsignedId);
      const early = await cancel(unsignedKey);
      expect(early.statusCode).toBe(409);
      expect(early.json().Content).toBe(en.clientCancelNotSigned);

      const wrong = await cancel('A'.repeat(43));
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().Content).toBe(en.signingKeyInvalid);

      for (const id of [sub.id, company.id, unsignedId]) {
        expect((await contractRow(id))?.clientCancelledAt).toBeNull();
        expect(await cancelledEvents(id)).toHaveLength(0);
      }
    },
  );
});
