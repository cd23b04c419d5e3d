import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { addDays, formatInvoiceNumber, todayIn } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeLocally } from '../../test/billing.js';
import { callAs, saveBusinessProfile } from '../../test/contractor.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { invoiceRefunds, invoices, promoCodes, users } from '../db/schema/index.js';
import { runAdminCommand, UsageError } from './commands.js';

let t: TestApp;
const admin = (...args: string[]) => runAdminCommand(t.services, args);
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const preview = (who: TestUser, promoCode: string) =>
  callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', {
    Type: 2,
    PromoCode: promoCode,
    IsPreview: true,
  });
const userInfo = async (who: TestUser) => (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data;
/** The account's latest invoice as the subscription page lists it. */
const invoiceRow = async (who: TestUser, app = t) =>
  (await callAs(app, who, 'POST', '/api/app/billing/invoices', { pageIndex: 1, pageSize: 10 })).json().Data
    .Rows[0];
const emailOf = async (who: TestUser) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0]?.email ?? '';

/** An Ontario contractor on the monthly plan, paid on the local page: one invoice of $29.00 + 13 % HST. */
async function subscriber(): Promise<TestUser> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  await subscribeLocally(t, who);
  return who;
}

describe('npm run admin -- promo', () => {
  it('adds a percent code that a checkout preview then takes off, upper-cased', async () => {
    const who = await t.createUser();
    const lastDay = addDays(todayIn('Ontario'), 30);
    expect(
      await admin('promo', 'add', 'spring-10', '--percent', '10', '--expires', lastDay, '--limit', '5'),
    ).toBe(`Added SPRING-10: 10% off, last day ${lastDay}.`);

    const answer = await preview(who, 'spring-10');

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toMatchObject({ Amount: 2900, Discount: 290, PromoCode: 'SPRING-10' });
  });

  it('adds an amount code for first payments only', async () => {
    const who = await t.createUser();
    await admin('promo', 'add', 'WELCOME5', '--amount', '5.00', '--first-payment');

    expect((await preview(who, 'WELCOME5')).json().Data).toMatchObject({ Discount: 500 });
    const [stored] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME5'));
    expect(stored).toMatchObject({ amountOffCents: 500, percentOff: null, firstPaymentOnly: true });
  });

  it('lists each code with its discount, last day, use and state', async () => {
    const who = await t.createUser();
    await admin('promo', 'add', 'LISTED', '--percent', '15', '--limit', '3');
    await admin('promo', 'add', 'FLAT7', '--amount', '7', '--first-payment');
    await subscribeLocally(t, who, 2, 'LISTED');

    const list = (await admin('promo', 'list')).split('\n');

    expect(list[0]).toMatch(/^Code\s+Discount\s+Last day\s+Used\s+First payment only\s+State$/);
    expect(list.find((line) => line.startsWith('LISTED'))).toMatch(
      /^LISTED\s+15% off\s+never\s+1\/3\s+no\s+active$/,
    );
    expect(list.find((line) => line.startsWith('FLAT7'))).toMatch(/\$7\.00 off\s+never\s+0\/no limit\s+yes/);
  });

  it('disables a code, which checkout then refuses, and enables it again', async () => {
    const who = await t.createUser();
    await admin('promo', 'add', 'PAUSED', '--percent', '20');

    expect(await admin('promo', 'disable', 'paused')).toBe('PAUSED is disabled.');
    const refused = await preview(who, 'PAUSED');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('billingPromoInvalid');
    expect(await admin('promo', 'list')).toMatch(/PAUSED .*disabled/);

    expect(await admin('promo', 'enable', 'PAUSED')).toBe('PAUSED is active.');
    expect((await preview(who, 'PAUSED')).json().Data).toMatchObject({ Discount: 580 });
  });

  describe('a refusal', () => {
    beforeAll(() => admin('promo', 'add', 'TAKEN', '--percent', '5'));

    it.each([
      [['add', 'taken', '--percent', '50'], 'TAKEN exists already'],
      [['add', 'AB', '--percent', '10'], 'AB: 3 to 30'],
      [['add', 'TWO WORDS', '--percent', '10'], 'TWO WORDS: 3 to 30'],
      [['add', 'NEW1', '--percent', '0'], '--percent 0'],
      [['add', 'NEW1', '--percent', '101'], '--percent 101'],
      [['add', 'NEW1', '--percent', '12.5'], '--percent 12.5'],
      [['add', 'NEW1', '--amount', '0'], '--amount 0'],
      [['add', 'NEW1', '--amount', 'ten'], '--amount ten'],
      [['add', 'NEW1', '--percent', '10', '--amount', '5'], 'either --percent N or --amount D.DD'],
      [['add', 'NEW1'], 'either --percent N or --amount D.DD'],
      [
        ['add', 'NEW1', '--percent', '10', '--expires', '2020-01-01'],
        '--expires 2020-01-01: that day is over',
      ],
      [['add', 'NEW1', '--percent', '10', '--expires', '2030-02-30'], '--expires 2030-02-30: not a date'],
      [['add', 'NEW1', '--percent', '10', '--limit', '0'], '--limit 0'],
      [['add', 'NEW1', '--percent', '10', '--forever'], "Unknown option '--forever'"],
      [['disable', 'NOSUCH'], 'no promo code NOSUCH'],
      [['remove', 'TAKEN'], 'add, list, disable or enable'],
    ])('refuses promo %j, naming what is wrong, and adds nothing', async (args, named) => {
      const before = await db().select().from(promoCodes);

      const refused = admin('promo', ...args);

      await expect(refused).rejects.toBeInstanceOf(UsageError);
      await expect(refused).rejects.toThrow(named);
      expect(await db().select().from(promoCodes)).toEqual(before);
    });
  });
});

describe('npm run admin -- plan', () => {
  it('puts an account whose trial ended on the special plan, and back on the trial rules', async () => {
    const who = await t.createUser();
    await db()
      .update(users)
      .set({ trialEndAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, who.id));
    expect((await userInfo(who)).Metadata.IsRestricted).toBe(true);

    expect(await admin('plan', (await emailOf(who)).toUpperCase(), 'special')).toBe(
      `${await emailOf(who)} is on the special plan: no limits, no banners.`,
    );
    const special = await userInfo(who);
    expect(special.Subscription.Plan.Type).toBe(9);
    expect(special.Metadata.IsRestricted).toBe(false);

    expect(await admin('plan', await emailOf(who), 'trial')).toMatch(/is on the trial rules again/);
    const trial = await userInfo(who);
    expect(trial.Subscription.Plan.Type).toBe(1);
    expect(trial.Metadata.IsRestricted).toBe(true);
  });

  it('refuses while a paid subscription runs, saying to cancel it first, and changes nothing', async () => {
    const who = await subscriber();

    await expect(admin('plan', await emailOf(who), 'special')).rejects.toThrow(/cancel it first/);
    expect((await userInfo(who)).Subscription.Plan.Type).toBe(2);
  });

  it('names an unknown account or plan as a usage mistake', async () => {
    await expect(admin('plan', 'nobody@example.com', 'special')).rejects.toThrow(/no account with the email/);
    await expect(admin('plan', 'nobody@example.com', 'gold')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('npm run admin -- refund', () => {
  it('refunds part of an invoice (Status 4), then the rest (Status 3), and the PDF lists both', async () => {
    const who = await subscriber();
    const { Id, InvoiceNumber } = await invoiceRow(who);
    expect((await invoiceRow(who)).Transaction).toMatchObject({ Total: 3277, Refund: 0, Status: 1 });

    expect(await admin('refund', InvoiceNumber, '10.00')).toMatch(
      new RegExp(`^Refunded \\$10\\.00 of ${InvoiceNumber} \\(\\$32\\.77\\); \\$22\\.77 left to refund`),
    );
    expect((await invoiceRow(who)).Transaction).toMatchObject({ Refund: 1000, Status: 4 });

    await admin('refund', String(Number(InvoiceNumber.replace('INV-', ''))));
    expect((await invoiceRow(who)).Transaction).toMatchObject({ Refund: 3277, Status: 3 });

    const pdf = await callAs(t, who, 'GET', `/api/app/billing/invoicepdf?id=${Id}`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'refund-')), 'invoice.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toMatch(/Refunded on \d{4}-\d{2}-\d{2}\s+-\$10\.00/);
    expect(text).toMatch(/Refunded on \d{4}-\d{2}-\d{2}\s+-\$22\.77/);
    await expect(admin('refund', InvoiceNumber)).rejects.toThrow(/refunded in full already/);
  });

  it('refuses more than what is left, and changes nothing', async () => {
    const who = await subscriber();
    const { Id, InvoiceNumber } = await invoiceRow(who);
    await admin('refund', InvoiceNumber, '30.00');

    const refused = admin('refund', InvoiceNumber, '2.78');

    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toThrow(
      `$2.78 is more than what is left to refund on ${InvoiceNumber}: $2.77`,
    );
    expect((await invoiceRow(who)).Transaction).toMatchObject({ Refund: 3000, Status: 4 });
    expect(await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, Id))).toHaveLength(1);
  });

  it('refuses an invoice whose payment failed', async () => {
    const who = await subscriber();
    const { Id, InvoiceNumber } = await invoiceRow(who);
    // As a renewal whose card was declined leaves it.
    await db().update(invoices).set({ status: 2 }).where(eq(invoices.id, Id));

    await expect(admin('refund', InvoiceNumber)).rejects.toThrow(/its payment failed/);
    expect(await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, Id))).toHaveLength(0);
  });

  it('names an unknown invoice or a bad amount as a usage mistake', async () => {
    await expect(admin('refund', 'INV-999999')).rejects.toThrow('There is no invoice INV-999999.');
    await expect(admin('refund', 'last')).rejects.toBeInstanceOf(UsageError);
    const { InvoiceNumber } = await invoiceRow(await subscriber());
    await expect(admin('refund', InvoiceNumber, '-5')).rejects.toThrow('-5: an amount in dollars above zero');
  });
});

describe('npm run admin -- refund, with Stripe', () => {
  const webhookSecret = 'whsec_test';
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  const deliver = (event: Stripe.Event) => {
    const signed = fake.signedWebhook(event, webhookSecret);
    return s.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: signed.headers,
      payload: signed.payload,
    });
  };

  it('asks Stripe with an Idempotency-Key per refund, and the invoice changes when the webhook comes', async () => {
    const who = await s.createUser();
    await saveBusinessProfile(s, who);
    const opened = await callAs(s, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
    for (const event of fake.completeCheckout(String(opened.json().Data.Url).split('/').at(-1) ?? '')) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    const [invoice] = await s.services.database.db.select().from(invoices).where(eq(invoices.userId, who.id));
    const number = formatInvoiceNumber(invoice?.number ?? 0);
    const refundRequests = () => fake.requests.filter((request) => request.path === '/v1/refunds');

    expect(await runAdminCommand(s.services, ['refund', number, '5.00'])).toMatch(
      /^Stripe refunds \$5\.00 of INV-\d{6} \(\$32\.77\) as re_\w+; the invoice shows it when Stripe's charge.refunded webhook arrives\.$/,
    );
    expect(refundRequests()).toMatchObject([
      { method: 'POST', body: { amount: '500' }, idempotencyKey: `refund-${invoice?.id}-500-0` },
    ]);
    expect((await invoiceRow(who, s)).Transaction).toMatchObject({ Refund: 0, Status: 1 });

    const charge = fake.all('charge').find((entry) => entry['amount_refunded'] === 500);
    expect((await deliver(fake.event('charge.refunded', String(charge?.['id'])))).statusCode).toBe(200);
    expect((await invoiceRow(who, s)).Transaction).toMatchObject({ Refund: 500, Status: 4 });

    // A second partial refund of the same amount, once the first is recorded, is a new refund.
    await runAdminCommand(s.services, ['refund', number, '5.00']);
    expect(refundRequests().at(-1)?.idempotencyKey).toBe(`refund-${invoice?.id}-500-1`);
  });
});
