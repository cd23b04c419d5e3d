import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '@tradepact/shared';
import { addPromo, openCheckout, payLocally, subscribeLocally } from '../../../test/billing.js';
import { callAs, saveBusinessProfile } from '../../../test/contractor.js';
import { eventually, outboxFor } from '../../../test/signing.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { contractAllowances, invoices, subscriptions, users } from '../../db/schema/index.js';
import { billingEventsService } from './billing-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const db = () => t.services.database.db;

async function contractor(province = 'Ontario', email?: string): Promise<TestUser> {
  const who = await t.createUser(email);
  await saveBusinessProfile(t, who, { Province: province });
  return who;
}

const preview = (who: TestUser, body: Record<string, unknown>, kind = 'subscriptioncheckout') =>
  callAs(t, who, 'POST', `/api/app/billing/${kind}`, { IsPreview: true, ...body });

const info = async (who: TestUser) =>
  (await callAs(t, who, 'GET', '/api/app/billing/subscription')).json().Data;
const userInfo = async (who: TestUser) => (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data;

describe('checkout preview', () => {
  it('charges a Quebec account GST and QST on the monthly plan', async () => {
    const who = await contractor('Quebec');
    const answer = await preview(who, { Type: 2 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toMatchObject({
      Name: 'Monthly',
      Amount: 2900,
      Discount: 0,
      CreditUsed: 0,
      TaxRate: 0.14975,
      Tax: 145 + 289,
      Total: 2900 + 145 + 289,
      TaxLines: [
        { Name: 'GST', Rate: 5, Amount: 145 },
        { Name: 'QST', Rate: 9.975, Amount: 289 },
      ],
      IsPromotionAllowed: true,
      Url: null,
    });
    // The new account is on its trial: the plan is paid from the trial's end.
    expect(answer.json().Data.TrialEnd).toEqual(expect.any(String));
  });

  it('takes a percent promo code off before the Ontario HST', async () => {
    const who = await contractor('Ontario');
    await addPromo(t, { code: 'SPRING25', percentOff: 25 });
    const answer = await preview(who, { Type: 3, PromoCode: 'spring25' });
    expect(answer.json().Data).toMatchObject({
      Amount: 29000,
      Discount: 7250,
      Tax: 2828,
      Total: 29000 - 7250 + 2828,
      PromoCode: 'SPRING25',
      PromotionStr: 'SPRING25: 25% off',
    });
  });

  it('refuses an unknown, an expired and a used-up promo code, each with its message', async () => {
    const who = await contractor();
    await addPromo(t, { code: 'OLD10', percentOff: 10, expiresAt: new Date(Date.now() - 1000) });
    await addPromo(t, { code: 'NONE', amountOffCents: 500, maxRedemptions: 0 });
    const contents = await Promise.all(
      ['NOPE', 'OLD10', 'NONE'].map(async (code) =>
        (await preview(who, { Type: 2, PromoCode: code })).json(),
      ),
    );
    expect(contents.map((answer) => answer.Content)).toEqual([
      'The promo code NOPE is not valid.',
      'The promo code OLD10 has expired.',
      'The promo code NONE has already been used as many times as it allows.',
    ]);
  });

  it('refuses the trial and the special plan, and top-ups on the trial', async () => {
    const who = await contractor();
    expect((await preview(who, { Type: 1 })).json().Content).toBe('This plan is not offered.');
    expect((await preview(who, { Type: 9 })).json().Content).toBe('This plan is not offered.');
    expect((await preview(who, { Type: 1 }, 'topupcheckout')).json().Content).toBe(
      'Extra agreements can be bought on a monthly or annual plan.',
    );
  });
});

describe('paying on the local payment page', () => {
  it('upgrades the account only once the card is accepted, with an invoice, a receipt and the welcome bonus', async () => {
    const who = await contractor('Ontario');
    const id = await openCheckout(t, who, 'subscription', { Type: 2 });
    expect((await userInfo(who)).Subscription.Plan.Type).toBe(1);
    const page = (await callAs(t, who, 'GET', `/api/app/billing/localpayment?id=${id}`)).json().Data;
    expect(page).toMatchObject({ Mode: 'checkout', Total: 3277, Status: 'open' });
    expect(page.Lines).toEqual([
      { Label: 'Monthly', Amount: 2900 },
      { Label: 'HST 13 %', Amount: 377 },
    ]);
    const pending = await callAs(t, who, 'GET', `/api/common/readkey?key=${id}`);
    expect(pending.json().Data.Status).toBe('open');

    const paid = await payLocally(t, who, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Data.Url).toMatch(new RegExp(`/Success/${id}$`));

    const after = await userInfo(who);
    expect(after.Subscription).toMatchObject({
      Plan: { Type: 2, Name: 'Monthly' },
      ClientContractQuota: 20,
      ClientContractBonus: 3,
      SubcontractorContractBonus: 3,
      TemplateQuota: 10,
    });
    expect(after.Metadata).toMatchObject({ IsRestricted: false, Status: 0, StatusStr: 'Active' });
    expect((await callAs(t, who, 'GET', `/api/common/readkey?key=${id}`)).json().Data).toMatchObject({
      Title: 'Payment Successful',
      Status: 'complete',
    });

    const listed = (
      await callAs(t, who, 'POST', '/api/app/billing/invoices', { pageIndex: 1, pageSize: 10 })
    ).json().Data;
    expect(listed.Total).toBe(1);
    expect(listed.Rows[0].Transaction).toMatchObject({ Total: 3277, Status: 1, StatusStr: 'Paid' });
    const [account] = await db().select().from(users).where(eq(users.id, who.id));
    await eventually(async () => {
      const mail = await outboxFor(t, account!.email);
      return mail.find(
        (message) => message.subject === `Receipt for invoice ${listed.Rows[0].InvoiceNumber}`,
      );
    }, 'the receipt');
  });

  it("sends the receipt in the account's language, with its money written that way", async () => {
    const who = await contractor('Quebec');
    await callAs(t, who, 'POST', authApi.updateLanguage.path, { Language: 'fr' });
    await subscribeLocally(t, who);
    const [account] = await db().select().from(users).where(eq(users.id, who.id));
    const receipt = await eventually(async () => {
      const mail = await outboxFor(t, account!.email);
      return mail.find((message) => message.subject.startsWith('Reçu'));
    }, 'the French receipt');
    expect(receipt.text).toMatch(/Merci pour votre paiement de \d+,\d\d\s\$/);
  });

  it('leaves the account unchanged when the card is declined', async () => {
    const who = await contractor();
    const id = await openCheckout(t, who, 'subscription', { Type: 2 });
    const declined = await payLocally(t, who, id, { CardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().Content).toBe(
      'Your card was declined. No payment was taken; please try another card.',
    );
    expect((await userInfo(who)).Subscription.Plan.Type).toBe(1);
    expect(await db().select().from(invoices).where(eq(invoices.userId, who.id))).toHaveLength(0);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toHaveLength(0);
  });

  it('pays a checkout once: a second payment of the same session is refused', async () => {
    const who = await contractor();
    const id = await subscribeLocally(t, who);
    const again = await payLocally(t, who, id);
    expect(again.statusCode).toBe(409);
    expect(await db().select().from(invoices).where(eq(invoices.userId, who.id))).toHaveLength(1);
  });

  it('completes a payment retried after the process died between the plan and its invoice', async () => {
    const who = await contractor('Ontario');
    const id = await openCheckout(t, who, 'subscription', { Type: 2 });
    // The receipt is queued after the plan and the invoice were written: dying there must undo both.
    const crash = vi.spyOn(t.services.notifier, 'email').mockRejectedValueOnce(new Error('killed'));
    try {
      const died = await payLocally(t, who, id);
      expect(died.statusCode).toBe(500);
    } finally {
      crash.mockRestore();
    }
    expect((await userInfo(who)).Subscription.Plan.Type).toBe(1);
    expect(await db().select().from(invoices).where(eq(invoices.userId, who.id))).toHaveLength(0);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toHaveLength(0);

    const retried = await payLocally(t, who, id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await userInfo(who)).Subscription.Plan.Type).toBe(2);
    const issued = await db().select().from(invoices).where(eq(invoices.userId, who.id));
    expect(issued).toHaveLength(1);
    const [account] = await db().select().from(users).where(eq(users.id, who.id));
    const number = `INV-${String(issued[0]?.number).padStart(6, '0')}`;
    await eventually(async () => {
      const mail = await outboxFor(t, account!.email);
      return mail.find((message) => message.subject === `Receipt for invoice ${number}`);
    }, 'the receipt');
  });

  it('prints the invoice PDF with its number, tax and total', async () => {
    const who = await contractor('Quebec');
    await subscribeLocally(t, who);
    const [row] = (await callAs(t, who, 'POST', '/api/app/billing/invoices', {})).json().Data.Rows;
    const pdf = await callAs(t, who, 'GET', `/api/app/billing/invoicepdf?id=${row.Id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain(row.InvoiceNumber);
    expect(text).toContain('QST 9.975 %');
    expect(text).toContain('$33.34');
  });
});

describe('an issued invoice', () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const latestInvoice = async (who: TestUser) =>
    (await callAs(t, who, 'POST', '/api/app/billing/invoices', {})).json().Data.Rows[0].Id as string;
  const download = (who: TestUser, id: string) =>
    callAs(t, who, 'GET', `/api/app/billing/invoicepdf?id=${id}`);
  const storedRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];

  it('answers the bytes stored at issue, with their SHA-256, after the operator’s settings change', async () => {
    const who = await contractor('Ontario');
    await subscribeLocally(t, who);
    const id = await latestInvoice(who);
    const first = await download(who, id);
    expect(first.statusCode).toBe(200);
    const operator = t.services.config.operator;
    const before = { ...operator };
    Object.assign(operator, { name: 'Renamed Operator Inc.', gstNumber: '897654321RT0001' });
    try {
      const again = await download(who, id);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const stored = await storedRow(id);
      expect(stored?.pdfSha256).toBe(sha256(again.rawPayload));
      expect(stored?.issuer).toEqual(before);

      // The change applies to the invoices issued after it (the PDF names its issuer as its author).
      const later = await contractor('Ontario');
      await subscribeLocally(t, later);
      const laterId = await latestInvoice(later);
      expect((await storedRow(laterId))?.issuer?.name).toBe('Renamed Operator Inc.');
      const laterPdf = await download(later, laterId);
      expect(laterPdf.rawPayload.toString('latin1')).toContain('Renamed Operator Inc.');
      expect(again.rawPayload.toString('latin1')).not.toContain('Renamed Operator Inc.');
    } finally {
      Object.assign(operator, before);
    }
  });

  it('stores an invoice issued before PDFs were stored at its first read, then answers those bytes', async () => {
    const who = await contractor('Ontario');
    await subscribeLocally(t, who);
    const id = await latestInvoice(who);
    // As an invoice issued by the previous version was: no stored PDF, no issuer kept.
    await eventually(async () => (await storedRow(id))?.pdfKey ?? undefined, 'the stored PDF');
    await db()
      .update(invoices)
      .set({ pdfKey: null, pdfSha256: null, pdfState: null, issuer: null })
      .where(eq(invoices.id, id));

    const first = await download(who, id);
    expect(first.statusCode).toBe(200);
    const stored = await storedRow(id);
    expect(stored?.pdfSha256).toBe(sha256(first.rawPayload));
    expect(stored?.issuer).toEqual(t.services.config.operator);
    expect((await t.services.storage.get(stored?.pdfKey ?? ''))?.equals(first.rawPayload)).toBe(true);
    expect((await download(who, id)).rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('an invoice’s language', () => {
  const pdfTextOf = (bytes: Buffer) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString();
  };
  const invoicesPage = (who: TestUser, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/billing/invoices',
      headers: { ...who.headers, cookie: `lang=${language}` },
      payload: {},
    });
  const setLanguage = (who: TestUser, language: string) =>
    callAs(t, who, 'POST', authApi.updateLanguage.path, { Language: language });

  it('is the account’s at issue: a French account’s invoice and its PDF are French, TPS, TVQ and 33,34 $', async () => {
    const who = await contractor('Quebec');
    await setLanguage(who, 'fr');
    await subscribeLocally(t, who);
    const [row] = (await invoicesPage(who, 'fr')).json().Data.Rows;
    expect(row.Transaction.Description).toMatch(/^Forfait Mensuel, du \d{4}-\d\d-\d\d au \d{4}-\d\d-\d\d$/);
    expect(row.Transaction.StatusStr).toBe('Payée');
    const french = { ...who.headers, cookie: 'lang=fr' };
    const plan = async (url: string) => (await t.app.inject({ url, headers: french })).json().Data;
    expect((await plan('/api/app/billing/subscription')).Plan).toMatchObject({
      Name: 'Mensuel',
      PriceStr: '29,00\u00a0$',
    });
    expect((await plan('/api/auth/userinfo')).Subscription.Plan.Name).toBe('Mensuel');
    const stored = (await db().select().from(invoices).where(eq(invoices.id, row.Id)))[0];
    expect(stored?.language).toBe('fr');
    const text = pdfTextOf(
      (await callAs(t, who, 'GET', `/api/app/billing/invoicepdf?id=${row.Id}`)).rawPayload,
    );
    expect(text).toContain('Facture');
    expect(text).toContain('Facturé à');
    expect(text).toContain('Forfait Mensuel, du');
    expect(text).toMatch(/TPS 5\s%/);
    expect(text).toMatch(/TVQ 9,975\s%/);
    expect(text).toMatch(/33,34\s\$/);
    expect(text).not.toContain('Invoice');
  });

  it('stays English on an English account’s invoice after the account turns French', async () => {
    const who = await contractor('Quebec');
    await subscribeLocally(t, who);
    const [row] = (await invoicesPage(who)).json().Data.Rows;
    await eventually(
      async () => (await db().select().from(invoices).where(eq(invoices.id, row.Id)))[0]?.pdfKey ?? undefined,
      'the stored PDF',
    );
    await setLanguage(who, 'fr');
    // Drawn again (as a refund would have it), it is drawn in the language it was issued in.
    await db()
      .update(invoices)
      .set({ pdfKey: null, pdfSha256: null, pdfState: null })
      .where(eq(invoices.id, row.Id));
    const text = pdfTextOf(
      (await callAs(t, who, 'GET', `/api/app/billing/invoicepdf?id=${row.Id}`)).rawPayload,
    );
    expect(text).toContain('Invoice');
    expect(text).toContain('Monthly plan, ');
    expect(text).toContain('QST 9.975 %');
    expect(text).toContain('$33.34');
    expect(text).not.toContain('Facture');
    // The page lists it in the page's language, its description as issued.
    const [listed] = (await invoicesPage(who, 'fr')).json().Data.Rows;
    expect(listed.Transaction.Description).toMatch(/^Monthly plan, /);
    expect(listed.Transaction.StatusStr).toBe('Payée');
  });

  it('names a French account’s top-up in French on its invoice', async () => {
    const who = await contractor('Ontario');
    await setLanguage(who, 'fr');
    await subscribeLocally(t, who);
    const id = await openCheckout(t, who, 'topup', { Type: 1, Quantity: 3, PromoCode: '' });
    expect((await payLocally(t, who, id)).statusCode).toBe(200);
    const rows = (await invoicesPage(who, 'fr')).json().Data.Rows;
    expect(
      rows.map((one: { Transaction: { Description: string } }) => one.Transaction.Description),
    ).toContain('Contrat client supplémentaire × 3');
  });
});

describe('the subscription’s life', () => {
  it('cancels at the period’s end, keeps access, and resumes', async () => {
    const who = await contractor();
    await subscribeLocally(t, who);
    const cancelled = await callAs(t, who, 'POST', '/api/app/billing/cancelsubscription', {
      Reason: 'Slow season',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await info(who)).toMatchObject({ Status: 2, StatusStr: 'Cancelled', IsRestricted: false });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: 'Slow season' });

    const resumed = await callAs(t, who, 'POST', '/api/app/billing/resumesubscription');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await info(who)).toMatchObject({ Status: 0, StatusStr: 'Active' });
  });

  it('switches plan from the next billing date, charging nothing now', async () => {
    const who = await contractor();
    await subscribeLocally(t, who);
    const changed = await callAs(t, who, 'POST', '/api/app/billing/changesubscriptionplan', { type: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await info(who);
    expect(now.Plan.Type).toBe(2);
    expect(now.NextPlan).toMatchObject({ Type: 3, Name: 'Annual', StartTime: now.EndTime });
    expect(await db().select().from(invoices).where(eq(invoices.userId, who.id))).toHaveLength(1);
  });

  it('restricts an account whose paid period ended after a cancellation', async () => {
    const who = await contractor();
    await subscribeLocally(t, who);
    await callAs(t, who, 'POST', '/api/app/billing/cancelsubscription', { Reason: '' });
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, who.id));
    expect((await userInfo(who)).Metadata).toMatchObject({
      IsRestricted: true,
      Status: 1,
      StatusStr: 'Ended',
    });
  });
});

describe('top-ups', () => {
  it('adds the agreements bought to the account’s bonus', async () => {
    const who = await contractor();
    await subscribeLocally(t, who);
    const id = await openCheckout(t, who, 'topup', { Type: 1, Quantity: 2 });
    expect((await payLocally(t, who, id)).statusCode).toBe(200);
    expect((await userInfo(who)).Subscription.ClientContractBonus).toBe(3 + 2);
    const allowances = await db()
      .select()
      .from(contractAllowances)
      .where(eq(contractAllowances.userId, who.id));
    expect(allowances.filter((row) => row.source === 'topup')).toHaveLength(1);
  });
});

describe('referrals', () => {
  it('gives the referred account its discount and the referrer a credit once, used at its next checkout', async () => {
    const referrer = await contractor();
    await subscribeLocally(t, referrer);
    const code = (await userInfo(referrer)).Metadata.Referral.Code as string;
    const referred = await contractor();
    await db().update(users).set({ referredByCode: code }).where(eq(users.id, referred.id));

    const offered = (await preview(referred, { Type: 2 })).json().Data;
    expect(offered).toMatchObject({ Discount: 580, PromotionStr: 'Referral: 20% off your first payment' });
    await subscribeLocally(t, referred);
    expect((await userInfo(referrer)).Metadata.Referral.Credits).toBe(1000);

    const topUp = (await preview(referrer, { Type: 1 }, 'topupcheckout')).json().Data;
    expect(topUp).toMatchObject({ Amount: 1000, Tax: 130, CreditUsed: 1000, Total: 130 });
  });
});

describe('provider events', () => {
  it('applies a replayed event once', async () => {
    const who = await contractor();
    await subscribeLocally(t, who);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    const events = billingEventsService(t.services);
    const event = {
      id: `evt_replay_${who.id}`,
      provider: 'local' as const,
      type: 'invoice.refunded' as const,
      providerInvoiceId: null,
      providerPaymentId: `local_pi_${subscription!.providerSubscriptionId.replace('local_sub_', '')}`,
      refunds: [{ providerRefundId: `re_${who.id}`, cents: 500, at: new Date() }],
    };
    expect(await events.apply(event)).toBe('applied');
    expect(await events.apply(event)).toBe('duplicate');
    const [invoice] = await db().select().from(invoices).where(eq(invoices.userId, who.id));
    expect(invoice).toMatchObject({ refundedCents: 500, status: 4 });
  });
});

describe('another account', () => {
  it('cannot read, download or pay what is not its own', async () => {
    const owner = await contractor();
    const stranger = await contractor();
    const id = await openCheckout(t, owner, 'subscription', { Type: 2 });
    expect((await callAs(t, stranger, 'GET', `/api/app/billing/localpayment?id=${id}`)).statusCode).toBe(404);
    expect((await payLocally(t, stranger, id)).statusCode).toBe(404);
    expect((await callAs(t, stranger, 'GET', `/api/common/readkey?key=${id}`)).json().Content).toBe(
      'This activation link is not valid or has expired.',
    );
    await payLocally(t, owner, id);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.userId, owner.id));
    expect(
      (await callAs(t, stranger, 'GET', `/api/app/billing/invoicepdf?id=${invoice!.id}`)).statusCode,
    ).toBe(404);
    expect((await callAs(t, stranger, 'POST', '/api/app/billing/invoices', {})).json().Data.Total).toBe(0);
    expect((await userInfo(stranger)).Subscription.Plan.Type).toBe(1);
  });
});
