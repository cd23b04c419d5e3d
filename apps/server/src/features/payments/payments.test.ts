import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantIn, salesTaxOn, type ContractPayments, type PayPage } from '@tradepact/shared';
import { pdfText } from '../../../test/pdf-text.js';
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
import { holdbackReminderSweep } from './holdback-reminders.js';
import { clientInvoices, clientPayments, contractEvents, contracts } from '../../db/schema/index.js';
import { hashSigningKey, openSigningKey, signingLinkKey } from '../signing/signing-keys.js';
import { createHash } from 'node:crypto';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;
let contractId: string;

const clientEmail = 'helene@example.com';
const db = () => t.services.database.db;
const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs(t, who, method, url, payload);
const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }) });

/** $12,345.67 before tax in Ontario: a $1,000.01 deposit, then three milestones of odd cents. */
const milestonePayment = {
  TotalCost: 12_345.67,
  Deposit: 1_000.01,
  DepositDate: ontarioDay(1),
  Mode: 'milestone',
  Terms: [
    { Name: 'Framing', Amount: 3_333.33 },
    { Name: 'Other Type', CustomName: 'Cabinets installed', Amount: 3_333.33 },
    { Name: 'Final inspection', Amount: 4_679 },
  ],
  CustomTerms: '',
};

async function signedContract(payment: Record<string, unknown>): Promise<string> {
  const sent = await call(owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ Payment: payment })),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  const signed = await signWithKey(t, await nextSigningKey(t, clientEmail, id));
  expect(signed.statusCode, signed.body).toBe(200);
  await eventually(async () => {
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    return row?.status === 'Signed' ? true : undefined;
  }, 'the contract Signed');
  return id;
}

const readPayments = async (who: TestUser, id = contractId) => {
  const answer = await call(who, 'GET', `/api/app/contract/payments?id=${id}`);
  return { status: answer.statusCode, data: answer.json().Data as ContractPayments, body: answer.body };
};
const issue = (who: TestUser, key: string, id = contractId) =>
  call(who, 'POST', '/api/app/contract/invoice', { Id: id, Key: key });

/** The pay key of a contract's invoice for a line, as its link carries it. */
async function payKeyOf(key: string, id = contractId): Promise<string> {
  const rows = await db().select().from(clientInvoices).where(eq(clientInvoices.contractId, id));
  const row = rows.find((one) => one.receivableKey === key);
  const opened = row && openSigningKey(row.payKeySealed, signingLinkKey(t.services.authKey.secret));
  if (!opened) throw new Error(`no invoice for ${key}`);
  return opened;
}
const payPage = async (key: string) => {
  const answer = await anonymous('GET', `/api/app/pay?key=${key}`);
  return { status: answer.statusCode, data: answer.json().Data as PayPage, body: answer.body };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('payments@example.com', 'special');
  other = await t.createUser('other-payments@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await saveBusinessProfile(t, other, { Name: 'Other Builders' });
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
  contractId = await signedContract(milestonePayment);
}, 120_000);
afterAll(() => t.close());

describe('a signed contract’s payments', () => {
  it('lists the deposit, each milestone and the holdback release, retaining 10 % and adding up to the signed total with HST', async () => {
    const { status, data, body } = await readPayments(owner);
    expect(status, body).toBe(200);
    expect(
      data.Lines.map((line) => [line.Key, line.Name, line.GrossCents, line.HoldbackCents, line.NetCents]),
    ).toEqual([
      ['deposit', 'Deposit', 100_001, 10_001, 90_000],
      ['term-0', 'Payment 1: Framing', 333_333, 33_333, 300_000],
      ['term-1', 'Payment 2: Cabinets installed', 333_333, 33_333, 300_000],
      ['term-2', 'Payment 3: Final inspection', 467_900, 46_790, 421_110],
      ['holdback', 'Holdback release', 123_457, 0, 123_457],
    ]);
    expect(data.Lines[0]?.TaxLines).toEqual([{ Kind: 'HST', RatePercent: 13, Cents: 11_700 }]);
    expect(data.Lines[0]).toMatchObject({ PayableCents: 101_700, DueOn: ontarioDay(1), Status: 'notDue' });
    expect(data.TotalCents).toBe(salesTaxOn(1_234_567, 'Ontario', ontarioDay(0)).totalCents);
    expect(data.PaidCents).toBe(0);
    expect(data.NextDue).toEqual({ Key: 'deposit', PayableCents: 101_700, DueOn: ontarioDay(1) });
    // The work ends within the year (day 40): no annual release; the lien period runs 60 days after it.
    expect(data.Holdback).toEqual({
      Percent: 10,
      RetainedCents: 0,
      ReleaseCents: 123_457,
      AnnualReleaseOn: null,
      ClosingReleaseOn: ontarioDay(100),
    });
    expect(data.Lines.map((line) => line.IsInvoiceable)).toEqual([true, true, true, true, false]);
  });

  it('issues an invoice once, numbered, with the clock of Ontario’s Construction Act, and records it on the trail', async () => {
    const issued = await issue(owner, 'deposit');
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().Content).toBe(
      'Invoice No. 1 issued. Your client will receive it by email and text.',
    );
    const deposit = (issued.json().Data as ContractPayments).Lines[0];
    expect(deposit?.Status).toBe('invoiced');
    expect(deposit?.IsInvoiceable).toBe(false);
    expect(deposit?.Invoice).toMatchObject({ Number: 1, IssuedOn: ontarioDay(0), DueOn: ontarioDay(28) });
    expect(deposit?.Invoice?.Clock).toMatchObject({ PayBy: ontarioDay(28), DisputeBy: ontarioDay(14) });
    expect(deposit?.Invoice?.PayUrl).toMatch(/\/Invoice\?key=[A-Za-z0-9_-]{43}$/);
    expect(deposit?.Invoice?.Reference).toMatch(/^TP-\d+-1$/);

    const again = await issue(owner, 'deposit');
    expect(again.statusCode).toBe(409);
    expect(again.json().Content).toBe('This payment was already invoiced.');
    const release = await issue(owner, 'holdback');
    expect(release.statusCode).toBe(409);
    expect(release.json().Content).toBe('Invoice every other payment before the holdback release.');
    expect((await issue(owner, 'term-9')).statusCode).toBe(400);

    const trail = await db().select().from(contractEvents).where(eq(contractEvents.contractId, contractId));
    expect(trail.filter((event) => event.type === 'invoiced')).toHaveLength(1);
  });

  it('gives the next invoice the next number, even when two are issued at once', async () => {
    const [a, b] = await Promise.all([issue(owner, 'term-0'), issue(owner, 'term-1')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const numbers = (await db().select().from(clientInvoices).where(eq(clientInvoices.ownerId, owner.id)))
      .map((row) => row.number)
      .sort();
    expect(numbers).toEqual([1, 2, 3]);
  });
});

describe('an issued invoice', () => {
  it('is emailed with its PDF and texted with its pay link to the client, once, in the contract’s language', async () => {
    const key = await payKeyOf('deposit');
    const [email] = await eventually(async () => {
      const found = (await outboxFor(t, clientEmail)).filter((message) =>
        message.subject.startsWith('Invoice No. 1 from Tremblay Renovations'),
      );
      return found.length > 0 ? found : undefined;
    }, 'the invoice email');
    expect(email?.text).toContain(`/Invoice?key=${key}`);
    const texts = await eventually(async () => {
      const found = (await outboxFor(t, '6135550199')).filter((message) =>
        message.text.includes(`/Invoice?key=${key}`),
      );
      return found.length > 0 ? found : undefined;
    }, 'the invoice text');
    expect(texts).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(clientInvoices)
      .where(eq(clientInvoices.payKeyHash, hashSigningKey(key)));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the PDF as issued, by its key and to its contractor, unchanged after the profile changes; to no one else', async () => {
    const key = await payKeyOf('deposit');
    const byKey = await anonymous('GET', `/api/app/pay/pdf?key=${key}`);
    expect(byKey.statusCode).toBe(200);
    expect(byKey.headers['content-type']).toBe('application/pdf');
    const [row] = await db()
      .select()
      .from(clientInvoices)
      .where(eq(clientInvoices.payKeyHash, hashSigningKey(key)));
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(byKey.rawPayload)).toBe(row?.pdfSha256);
    await saveBusinessProfile(t, owner, { Name: 'Tremblay Renovations Inc.' });
    const byOwner = await call(owner, 'GET', `/api/app/invoice/pdf?id=${row?.id}`);
    expect(byOwner.statusCode).toBe(200);
    expect(sha(byOwner.rawPayload)).toBe(row?.pdfSha256);
    await saveBusinessProfile(t, owner);
    expect((await call(other, 'GET', `/api/app/invoice/pdf?id=${row?.id}`)).statusCode).toBe(404);
    expect((await anonymous('GET', `/api/app/pay/pdf?key=${'B'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('the pay page', () => {
  it('shows the invoice to anyone with its key: the amounts as issued, the holdback, the tax, the reference', async () => {
    const { status, data, body } = await payPage(await payKeyOf('deposit'));
    expect(status, body).toBe(200);
    expect(data.Invoice).toMatchObject({
      Number: 1,
      Description: 'Deposit',
      GrossCents: 100_001,
      HoldbackCents: 10_001,
      HoldbackPercent: 10,
      NetCents: 90_000,
      PayableCents: 101_700,
      PaidCents: 0,
      Status: 'invoiced',
    });
    expect(data.Contractor.Name).toBe('Tremblay Renovations');
    expect(data.Language).toBe('en');
  });

  it('answers 404 to a wrong or malformed key', async () => {
    for (const key of ['A'.repeat(43), 'nope']) {
      const answer = await anonymous('GET', `/api/app/pay?key=${key}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().Content).toBe(
        'This payment link is not valid. Please use the latest link you received.',
      );
    }
  });

  it('takes a reported e-Transfer, which the contractor confirms for the amount that arrived; the rest recorded makes it paid', async () => {
    const key = await payKeyOf('deposit');
    const reported = await anonymous('POST', '/api/app/pay/sent', { Key: key, AmountCents: 101_700 });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().Content).toBe(
      'Thank you. Tremblay Renovations will confirm when the money arrives.',
    );
    expect((reported.json().Data as PayPage).Invoice).toMatchObject({ ReportedCents: 101_700, PaidCents: 0 });

    const line = (await readPayments(owner)).data.Lines[0];
    const payment = line?.Payments[0];
    expect(payment).toMatchObject({ Method: 'etransfer', Status: 'reported', AmountCents: 101_700 });
    // Another account cannot confirm it.
    const foreign = await call(other, 'POST', '/api/app/invoice/confirmpayment', {
      PaymentId: payment?.Id,
      AmountCents: 101_700,
    });
    expect(foreign.statusCode).toBe(404);

    const confirmed = await call(owner, 'POST', '/api/app/invoice/confirmpayment', {
      PaymentId: payment?.Id,
      AmountCents: 100_000,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().Content).toBe('Payment of $1,000.00 confirmed.');
    const partly = (confirmed.json().Data as ContractPayments).Lines[0];
    expect(partly).toMatchObject({ PaidCents: 100_000, Status: 'partlyPaid' });
    const twice = await call(owner, 'POST', '/api/app/invoice/confirmpayment', {
      PaymentId: payment?.Id,
      AmountCents: 100_000,
    });
    expect(twice.statusCode).toBe(409);

    const recorded = await call(owner, 'POST', '/api/app/invoice/recordpayment', {
      InvoiceId: partly?.Invoice?.Id,
      Method: 'other',
      AmountCents: 1_700,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const paid = recorded.json().Data as ContractPayments;
    expect(paid.Lines[0]).toMatchObject({ PaidCents: 101_700, Status: 'paid' });
    expect(paid.PaidCents).toBe(101_700);
    expect(paid.NextDue?.Key).toBe('term-0');
    expect(paid.Holdback?.RetainedCents).toBe(10_001 + 33_333 + 33_333);

    const receipts = await eventually(async () => {
      const found = (await outboxFor(t, clientEmail)).filter((message) =>
        message.subject.startsWith('Receipt:'),
      );
      return found.length >= 2 ? found : undefined;
    }, 'the two receipts');
    expect(receipts.map((message) => message.subject).sort()).toEqual([
      'Receipt: $1,000.00 received by Tremblay Renovations',
      'Receipt: $17.00 received by Tremblay Renovations',
    ]);

    const page = await payPage(key);
    expect(page.data.Invoice.Status).toBe('paid');
    expect(page.data.Card).toBeNull();
    const more = await anonymous('POST', '/api/app/pay/sent', { Key: key, AmountCents: 100 });
    expect(more.statusCode).toBe(409);
    const trail = await db().select().from(contractEvents).where(eq(contractEvents.contractId, contractId));
    expect(trail.filter((event) => event.type === 'paymentReceived')).toHaveLength(2);
  });

  it('refuses a report the contractor says never arrived, and it counts for nothing', async () => {
    const key = await payKeyOf('term-0');
    await anonymous('POST', '/api/app/pay/sent', { Key: key, AmountCents: 5_000 });
    const [reported] = await db().select().from(clientPayments).where(eq(clientPayments.status, 'reported'));
    const refused = await call(owner, 'POST', '/api/app/invoice/confirmpayment', {
      PaymentId: reported?.id,
      AmountCents: 0,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().Content).toBe('Marked as not received.');
    expect((refused.json().Data as ContractPayments).Lines[1]).toMatchObject({
      PaidCents: 0,
      Status: 'invoiced',
    });
  });

  it('records a dispute with its reason once, and the contractor sees it', async () => {
    const key = await payKeyOf('term-1');
    const empty = await anonymous('POST', '/api/app/pay/dispute', { Key: key, Reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const disputed = await anonymous('POST', '/api/app/pay/dispute', {
      Key: key,
      Reason: 'The cabinets are not in.',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().Content).toBe('Your dispute was sent to Tremblay Renovations.');
    expect((disputed.json().Data as PayPage).Invoice.DisputedTime).not.toBeNull();
    expect((await anonymous('POST', '/api/app/pay/dispute', { Key: key, Reason: 'Again' })).statusCode).toBe(
      409,
    );
    const line = (await readPayments(owner)).data.Lines[2];
    expect(line?.Invoice?.DisputeReason).toBe('The cabinets are not in.');
  });
});

describe('a card payment', () => {
  it('paid on the local card page (no Stripe keys) is received once, on the trail, with its receipts', async () => {
    const key = await payKeyOf('term-2', contractId).catch(async () => {
      expect((await issue(owner, 'term-2')).statusCode).toBe(200);
      return payKeyOf('term-2');
    });
    expect((await payPage(key)).data.Card).toBe('local');
    const started = await anonymous('POST', '/api/app/pay/card', { Key: key });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().Data.Url as string);
    expect(url.pathname).toBe('/PayByCard');
    const paymentId = url.searchParams.get('payment');
    const paid = await anonymous('POST', '/api/app/pay/localcard', { Key: key, PaymentId: paymentId });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Data.Url).toContain(`/Invoice?key=${key}&paid=1`);
    const page = await payPage(key);
    expect(page.data.Invoice).toMatchObject({ Status: 'paid', PaidCents: page.data.Invoice.PayableCents });
    const trail = await db().select().from(contractEvents).where(eq(contractEvents.contractId, contractId));
    expect(
      trail.filter((event) => event.type === 'paymentReceived' && event.data['method'] === 'card'),
    ).toHaveLength(1);
    await eventually(async () => {
      const found = (await outboxFor(t, clientEmail)).filter((message) =>
        message.subject.startsWith('Receipt:'),
      );
      return found.length >= 3 ? found : undefined;
    }, 'the card payment’s receipt');

    // A refund from the contractor's side, in part: the invoice is owed that much again, on the trail.
    const refunded = await call(owner, 'POST', '/api/app/invoice/refundcard', {
      PaymentId: paymentId,
      AmountCents: 10_000,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await payPage(key)).data.Invoice).toMatchObject({
      Status: 'partlyPaid',
      PaidCents: page.data.Invoice.PayableCents - 10_000,
    });
    const after = await db().select().from(contractEvents).where(eq(contractEvents.contractId, contractId));
    expect(
      after.filter((event) => event.type === 'paymentRefunded').map((event) => event.data['cents']),
    ).toEqual([10_000]);
  });
});

describe('another account', () => {
  it('gets 404 for the contract’s payments, its invoices and its payments, and changes nothing', async () => {
    expect((await readPayments(other)).status).toBe(404);
    expect((await issue(other, 'holdback')).statusCode).toBe(404);
    const [invoice] = await db()
      .select()
      .from(clientInvoices)
      .where(eq(clientInvoices.contractId, contractId));
    const recorded = await call(other, 'POST', '/api/app/invoice/recordpayment', {
      InvoiceId: invoice?.id,
      Method: 'other',
      AmountCents: 100,
    });
    expect(recorded.statusCode).toBe(404);
    const lines = (await readPayments(owner)).data.Lines;
    expect(lines[4]?.Invoice).toBeNull();
  });
});

describe('holdback reminders', () => {
  const subject = 'The holdback of contract No. 1 may be released';
  const remindersTo = async (email: string) =>
    (await outboxFor(t, email)).filter((message) => message.subject === subject);

  it('tells the contractor once, when the lien period after the completion date has run, even with two sweeps at once', async () => {
    const sweepOn = (days: number) =>
      holdbackReminderSweep({
        db: db(),
        notifier: t.services.notifier,
        publicUrl: 'https://tradepact.example',
        productName: 'Tradepact',
        now: () => instantIn('Ontario', ontarioDay(days), '12:00'),
      }).sweep();
    // The work ends on day 40: the lien period runs to day 100.
    expect(await sweepOn(99)).toBe(0);
    const [a, b] = await Promise.all([sweepOn(100), sweepOn(100)]);
    expect(a + b).toBe(1);
    expect(await sweepOn(101)).toBe(0);
    const [reminder] = await eventually(async () => {
      const found = await remindersTo('office@tremblay.example');
      return found.length > 0 ? found : undefined;
    }, 'the holdback reminder');
    expect(reminder?.text).toContain('The 10 % holdback retained on contract No. 1 ($1,234.57 before tax)');
    expect(reminder?.text).toContain('they are not legal advice');
    expect(await remindersTo('office@tremblay.example')).toHaveLength(1);
  });
});

describe('the contractor’s QST number', () => {
  it('is on a Quebec contract, its invoice and its pay page, as Revenu Québec writes it, and on no Ontario one', async () => {
    const quebecOwner = await t.createUser('qst-payments@example.com', 'special');
    await saveBusinessProfile(t, quebecOwner, {
      City: 'Montréal',
      Province: 'Quebec',
      PostalCode: 'H2X 1Y4',
      // Required before a Quebec consumer contract is sent (issue 31 §3).
      RbqLicence: '5678-1234-01',
      OpcPermit: '123456',
      QstNumber: '1234 567 890 tq 0001',
    });
    await acceptEula(t, quebecOwner);
    const created = await callAs(t, quebecOwner, 'POST', '/api/app/project/create', {
      Name: 'Cuisine',
      Comments: '',
      Address: '25 rue Principale',
      City: 'Laval',
      Province: 'Quebec',
      PostalCode: 'H7N 1A1',
      Clients: [{ FirstName: 'Léa', LastName: 'Gagnon', Email: 'lea.qst@example.com', Phone: '4505550100' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const sent = await callAs(t, quebecOwner, 'POST', '/api/app/contract/create', {
      ...saveRequest(created.json().Data.Id as string, contractForm({ Payment: milestonePayment })),
      Token: crypto.randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().Data.Id as string;
    expect(
      pdfText((await callAs(t, quebecOwner, 'GET', `/api/app/contract/pdf?id=${id}`)).rawPayload),
    ).toContain('Numéro de TVQ 1234567890TQ0001');
    expect((await signWithKey(t, await nextSigningKey(t, 'lea.qst@example.com', id))).statusCode).toBe(200);
    await eventually(async () => {
      const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
      return row?.status === 'Signed' ? true : undefined;
    }, 'the Quebec contract Signed');
    expect((await issue(quebecOwner, 'deposit', id)).statusCode).toBe(200);

    const key = await payKeyOf('deposit', id);
    expect((await payPage(key)).data.Contractor.QstNumber).toBe('1234567890TQ0001');
    const invoicePdf = pdfText((await anonymous('GET', `/api/app/pay/pdf?key=${key}`)).rawPayload);
    expect(invoicePdf).toContain('1234567890TQ0001');
    // An Ontario contractor registered for the QST too: their Ontario invoice does not name it.
    await saveBusinessProfile(t, owner, { QstNumber: '1234567890TQ0001' });
    expect((await payPage(await payKeyOf('deposit'))).data.Contractor.QstNumber).toBe('');
    await saveBusinessProfile(t, owner);
  });
});
