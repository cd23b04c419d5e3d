import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantIn, todayIn } from '@tradepact/shared';
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
import { clientInvoices, contracts, paymentReminders, paymentSettings } from '../../db/schema/index.js';
import { embeddedDirFor } from '../../db/database.js';
import { startServices, type Services } from '../../services.js';
import { openSigningKey, signingLinkKey } from '../signing/signing-keys.js';
import { overdueReminderSweep } from './overdue-reminders.js';

let t: TestApp;
let owner: TestUser;
let projectId: string;

const clientEmail = 'helene@example.com';
const clientMobile = '6135550199';
const db = () => t.services.database.db;
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs(t, owner, method, url, payload);
const anonymous = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const payment = {
  TotalCost: 10000,
  Deposit: 1000,
  DepositDate: ontarioDay(1),
  Mode: 'percentage',
  Terms: [
    { Name: 'Framing done', Amount: 40 },
    { Name: '', Amount: 60 },
  ],
  CustomTerms: '',
};

async function signedContract(inProject = projectId): Promise<string> {
  const sent = await call('POST', '/api/app/contract/create', {
    ...saveRequest(inProject, contractForm({ Payment: payment })),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  expect((await signWithKey(t, await nextSigningKey(t, clientEmail, id))).statusCode).toBe(200);
  await eventually(async () => {
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    return row?.status === 'Signed' ? true : undefined;
  }, 'the contract Signed');
  return id;
}

/** Issues the invoice of a line and moves its due day to `dueOn`; answers it with its pay key. */
async function overdueInvoice(contractId: string, key: string, dueOn: string) {
  const issued = await call('POST', '/api/app/contract/invoice', { Id: contractId, Key: key });
  expect(issued.statusCode, issued.body).toBe(200);
  const where = and(eq(clientInvoices.contractId, contractId), eq(clientInvoices.receivableKey, key));
  await db().update(clientInvoices).set({ dueOn }).where(where);
  const [invoice] = await db().select().from(clientInvoices).where(where);
  const payKey = invoice && openSigningKey(invoice.payKeySealed, signingLinkKey(t.services.authKey.secret));
  if (!invoice || !payKey) throw new Error('no invoice');
  return { ...invoice, payKey, payUrl: `${t.services.config.publicUrl}/Invoice?key=${payKey}` };
}

const invoiceRow = async (id: string) =>
  (await db().select().from(clientInvoices).where(eq(clientInvoices.id, id)))[0];

async function overdueReminders(on: boolean) {
  await db()
    .insert(paymentSettings)
    .values({ userId: owner.id, overdueReminders: on })
    .onConflictDoUpdate({ target: paymentSettings.userId, set: { overdueReminders: on } });
}

const sweepAt = (at: Date, services: Services = t.services) =>
  overdueReminderSweep({
    db: services.database.db,
    notifier: services.notifier,
    publicUrl: services.config.publicUrl,
    linkKey: signingLinkKey(services.authKey.secret),
    log: pino({ level: 'silent' }),
    now: () => at,
  }).sweep();
const noonIn = (days: number) => instantIn('Ontario', ontarioDay(days), '12:00');

/** The reminder texts and emails the client received with this pay link (the invoice's own say "invoice No." without "reminder"). */
async function remindersWith(payUrl: string) {
  const [texts, emails] = await Promise.all([outboxFor(t, clientMobile), outboxFor(t, clientEmail)]);
  return {
    texts: texts.filter((one) => one.text.includes('A friendly reminder') && one.text.includes(payUrl)),
    emails: emails.filter(
      (one) => one.subject.startsWith('Payment reminder from') && one.text.includes(payUrl),
    ),
  };
}
async function remindedTimes(payUrl: string, times: number) {
  await eventually(async () => {
    const { texts, emails } = await remindersWith(payUrl);
    return texts.length === times && emails.length === times ? true : undefined;
  }, `${times} reminders`);
  // Nothing more comes after a while.
  await sleep(500);
  const { texts, emails } = await remindersWith(payUrl);
  expect([texts.length, emails.length]).toEqual([times, times]);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('overdue@example.com', 'special');
  await saveBusinessProfile(t, owner, { Name: 'Tremblay Renovations Inc.' });
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
}, 120_000);
afterAll(() => t.close());

describe('automatic reminders of overdue invoices', () => {
  it('stay off until the contractor turns them on', async () => {
    const invoice = await overdueInvoice(await signedContract(), 'deposit', ontarioDay(-3));
    await sweepAt(noonIn(0));
    await sleep(500);
    expect((await remindersWith(invoice.payUrl)).texts).toEqual([]);
    expect((await invoiceRow(invoice.id))?.overdueReminders).toBe(0);

    await overdueReminders(true);
    await sweepAt(noonIn(0));
    await remindedTimes(invoice.payUrl, 1);
  }, 60_000);

  it('go 3 days after the due day, then weekly, 3 times at most, by text and email with the pay link', async () => {
    await overdueReminders(true);
    const contractId = await signedContract();
    const invoice = await overdueInvoice(contractId, 'term-0', ontarioDay(-2));
    await sweepAt(noonIn(0));
    await sleep(500);
    expect((await remindersWith(invoice.payUrl)).texts).toEqual([]);

    await db()
      .update(clientInvoices)
      .set({ dueOn: ontarioDay(-3) })
      .where(eq(clientInvoices.id, invoice.id));
    await sweepAt(noonIn(0));
    await remindedTimes(invoice.payUrl, 1);
    const [text] = (await remindersWith(invoice.payUrl)).texts;
    expect(text?.text).toBe(
      `Hello, this is Tremblay Renovations Inc. A friendly reminder: invoice No. ${invoice.number} (Payment 1: Framing done), $3,661.20 including HST 13 %, net of the 10 % holdback, due on ${ontarioDay(-3)}. View and pay: ${invoice.payUrl} Questions? Call 416-555-0123.`,
    );
    const [email] = (await remindersWith(invoice.payUrl)).emails;
    expect(email?.html).toContain(`href="${invoice.payUrl}"`);
    // The contractor sees it among the contract's reminders, as one they sent.
    const terms = (await call('GET', `/api/app/contract/termreminders?id=${contractId}`)).json().Data;
    expect(terms.Terms.find((one: { Id: string }) => one.Id === 'term-0')?.RemindedTime).not.toBeNull();
    expect(terms.Reminders).toMatchObject([{ TermId: 'term-0', Status: 'sent', Message: text?.text }]);

    await sweepAt(noonIn(0));
    await sweepAt(noonIn(6));
    await remindedTimes(invoice.payUrl, 1);
    await sweepAt(noonIn(7));
    await remindedTimes(invoice.payUrl, 2);
    await sweepAt(noonIn(14));
    await remindedTimes(invoice.payUrl, 3);
    await sweepAt(noonIn(21));
    await sweepAt(noonIn(28));
    await remindedTimes(invoice.payUrl, 3);
    expect(await invoiceRow(invoice.id)).toMatchObject({
      overdueReminders: 3,
      overdueRemindedAt: noonIn(14),
    });
  }, 60_000);

  it('wait for 08:00 on the project’s clocks, not the contractor’s', async () => {
    await overdueReminders(true);
    const created = await call('POST', '/api/app/project/create', {
      Name: 'Cabin in Whistler',
      Comments: '',
      Address: '4 Alpine Way',
      City: 'Whistler',
      Province: 'British Columbia',
      PostalCode: 'V0N 1B4',
      Clients: [{ FirstName: 'Hélène', LastName: 'Côté', Email: clientEmail, Phone: clientMobile }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const today = todayIn('British Columbia');
    const invoice = await overdueInvoice(
      await signedContract(created.json().Data.Id),
      'deposit',
      addDays(today, -3),
    );
    const inWhistler = (day: string, time: string) => instantIn('British Columbia', day, time);

    await sweepAt(inWhistler(today, '21:00'));
    // 10:30 in Toronto, 07:30 in Whistler.
    await sweepAt(inWhistler(addDays(today, 1), '07:30'));
    await sleep(500);
    expect((await remindersWith(invoice.payUrl)).texts).toEqual([]);
    await sweepAt(inWhistler(addDays(today, 1), '08:00'));
    await remindedTimes(invoice.payUrl, 1);
  }, 60_000);

  it('stop once the invoice is paid or disputed, or while a payment is on its way', async () => {
    await overdueReminders(true);
    const contractId = await signedContract();
    const [paid, disputed, reported] = await Promise.all(
      ['deposit', 'term-0', 'term-1'].map((key) => overdueInvoice(contractId, key, ontarioDay(-3))),
    );
    if (!paid || !disputed || !reported) throw new Error('no invoices');
    const recorded = await call('POST', '/api/app/invoice/recordpayment', {
      InvoiceId: paid.id,
      Method: 'etransfer',
      AmountCents: paid.payableCents,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const dispute = await anonymous('/api/app/pay/dispute', { Key: disputed.payKey, Reason: 'Not done' });
    expect(dispute.statusCode, dispute.body).toBe(200);
    const sent = await anonymous('/api/app/pay/sent', { Key: reported.payKey, AmountCents: 100_000 });
    expect(sent.statusCode, sent.body).toBe(200);

    await sweepAt(noonIn(0));
    await sleep(500);
    for (const invoice of [paid, disputed, reported]) {
      expect((await remindersWith(invoice.payUrl)).texts).toEqual([]);
      expect((await invoiceRow(invoice.id))?.overdueReminders).toBe(0);
    }
  }, 60_000);

  it('are sent once when two app instances sweep at the same moment', async () => {
    await overdueReminders(true);
    const invoice = await overdueInvoice(await signedContract(), 'term-1', ontarioDay(-3));
    const { connectionString } = t.services.database.connection as { connectionString: string };
    const instance = await startServices(t.services.config, pino({ level: 'silent' }), {
      database: { url: connectionString, embeddedDir: embeddedDirFor(t.dataDir) },
      queue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      periodic: 'off',
    });
    try {
      await Promise.all([sweepAt(noonIn(0)), sweepAt(noonIn(0), instance), sweepAt(noonIn(0))]);
      await remindedTimes(invoice.payUrl, 1);
      await sleep(1500);
    } finally {
      await instance.close();
    }
    await remindedTimes(invoice.payUrl, 1);
    expect((await invoiceRow(invoice.id))?.overdueReminders).toBe(1);
    const rows = await db()
      .select()
      .from(paymentReminders)
      .where(and(eq(paymentReminders.contractId, invoice.contractId), eq(paymentReminders.termId, 'term-1')));
    expect(rows).toHaveLength(1);
  }, 60_000);
});
