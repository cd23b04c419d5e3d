import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { cardPaymentsApi, payApi, paymentSettingsApi, type PayPage } from '@tradepact/shared';
import { callAs, saveBusinessProfile } from '../../../../test/contractor.js';
import {
  issuedInvoice,
  paymentsOf,
  receivedETransfer,
  type IssuedInvoice,
} from '../../../../test/client-invoices.js';
import type { FakeStripe } from '../../../../test/fake-stripe.js';
import { startStripeTestApp, type StripeTestApp } from '../../../../test/stripe-app.js';
import type { TestApp, TestUser } from '../../../../test/test-app.js';

const webhookSecret = 'whsec_test';
const webhookUrl = '/api/billing/stripe/webhook';
/** $1,000 and HST 13 %. */
const payable = 113_000;

let stripe: StripeTestApp;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp(webhookSecret, { STRIPE_APPLICATION_FEE_PERCENT: '2.5' });
  ({ fake, t } = stripe);
}, 60_000);
afterAll(() => stripe?.close());

function deliver(event: unknown, secret = webhookSecret) {
  const signed = fake.signedWebhook(event, secret);
  return t.app.inject({ method: 'POST', url: webhookUrl, headers: signed.headers, payload: signed.payload });
}

const payByCard = (key: string) =>
  t.app.inject({ method: 'POST', url: payApi.card.path, payload: { Key: key } });

const payPage = async (key: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `${payApi.read.path}?key=${key}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Data as PayPage;
};

/** A contractor whose Stripe account takes charges, and an invoice of theirs. */
async function contractorTakingCards(): Promise<{
  who: TestUser;
  accountId: string;
  invoice: IssuedInvoice;
}> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  await callAs(t, who, 'POST', paymentSettingsApi.connectStripe.path);
  const accountId = String(fake.all('account').at(-1)?.['id']);
  fake.updateAccount(accountId, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
  await callAs(t, who, 'POST', paymentSettingsApi.refreshStripe.path);
  return { who, accountId, invoice: await issuedInvoice(t, who) };
}

/** The client opened Checkout from the pay page: the session's id. */
async function checkoutOf(key: string): Promise<string> {
  const answer = await payByCard(key);
  expect(answer.statusCode, answer.body).toBe(200);
  return String(answer.json().Data.Url).split('/').at(-1) ?? '';
}

const ofType = (events: Stripe.Event[], type: string) =>
  events.find((event) => event.type === type) as Stripe.Event;

const recordedEvents = async () =>
  Number(
    (await t.services.database.db.execute(sql`select count(*) as n from billing_events`)).rows[0]?.['n'],
  );

/** Payment rows as a replay must leave them: the receipts' job marks a row when it has queued them, whenever it runs. */
const withoutReceipts = (rows: Awaited<ReturnType<typeof paymentsOf>>) =>
  rows.map((row) => ({ ...row, receiptsSentAt: null }));

describe('POST /api/app/pay/card with Stripe', () => {
  it('opens a Checkout Session for what is owed, paid to the contractor’s account less the fee', async () => {
    const { accountId, invoice } = await contractorTakingCards();
    await receivedETransfer(t, invoice.invoiceId, 13_000);
    const before = fake.requests.length;

    const answer = await payByCard(invoice.key);

    expect(answer.statusCode, answer.body).toBe(200);
    const created = fake.requests.slice(before).find((request) => request.path === '/v1/checkout/sessions');
    const owed = String(payable - 13_000);
    expect(created?.body).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card', 'acss_debit'],
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'cad',
            unit_amount: owed,
            product_data: { name: 'Invoice 1 from Tremblay Renovations: Deposit' },
          },
        },
      ],
      payment_intent_data: {
        transfer_data: { destination: accountId },
        // 2.5 % of $1,000.00.
        application_fee_amount: '2500',
        metadata: { purpose: 'client-invoice', invoiceId: invoice.invoiceId },
      },
      metadata: { purpose: 'client-invoice', invoiceId: invoice.invoiceId },
      success_url: `http://localhost:3000/Invoice?key=${invoice.key}&paid=1`,
      cancel_url: `http://localhost:3000/Invoice?key=${invoice.key}`,
    });
    expect(created?.idempotencyKey).toMatch(/^client-card-/);
    const session = String(answer.json().Data.Url).split('/').at(-1);
    const card = (await paymentsOf(t, invoice.invoiceId)).find((payment) => payment.method === 'card');
    expect(card).toMatchObject({ status: 'pending', amountCents: Number(owed), stripeSessionId: session });
  });

  it('offers the open session again rather than a second one', async () => {
    const { invoice } = await contractorTakingCards();
    const first = await checkoutOf(invoice.key);
    const second = await checkoutOf(invoice.key);
    expect(second).toBe(first);
    expect(await paymentsOf(t, invoice.invoiceId)).toHaveLength(1);
  });

  it('refuses while the contractor’s account takes no charges, and when nothing is owed', async () => {
    const who = await t.createUser();
    await callAs(t, who, 'POST', paymentSettingsApi.connectStripe.path);
    const unready = await issuedInvoice(t, who);
    const { invoice: paid } = await contractorTakingCards();
    await receivedETransfer(t, paid.invoiceId, payable);

    const notReady = await payByCard(unready.key);
    const nothingOwed = await payByCard(paid.key);

    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().Code).toBe('cardPaymentUnavailable');
    expect(nothingOwed.statusCode).toBe(409);
    expect(nothingOwed.json().Code).toBe('cardPaymentNothingOwed');
  });

  it('answers 404 to a wrong key and opens nothing', async () => {
    const before = fake.requests.length;
    const wrong = await payByCard('A'.repeat(43));
    const malformed = await payByCard('not-a-key');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().Code).toBe('payKeyInvalid');
    expect(malformed.statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});

describe('card payments on the platform’s webhook', () => {
  it('marks the payment received with its amount, card and time; a replay changes nothing', async () => {
    const { invoice } = await contractorTakingCards();
    const session = await checkoutOf(invoice.key);
    const completed = ofType(fake.completeCheckout(session), 'checkout.session.completed');

    const answer = await deliver(completed);

    expect(answer.statusCode, answer.body).toBe(200);
    const [received] = await paymentsOf(t, invoice.invoiceId);
    expect(received).toMatchObject({
      method: 'card',
      status: 'received',
      amountCents: payable,
      cardLast4: '4242',
    });
    expect(received?.receivedAt).toBeInstanceOf(Date);
    expect(received?.stripePaymentIntentId).toMatch(/^pi_/);
    const intent = fake.object(String(received?.stripePaymentIntentId));
    expect(intent?.['transfer_data']).toMatchObject({ destination: expect.stringMatching(/^acct_/) });
    // 2.5 % of $1,130.00.
    expect(intent?.['application_fee_amount']).toBe(2825);

    const events = await recordedEvents();
    const replay = await deliver(completed);
    expect(replay.statusCode).toBe(200);
    expect(withoutReceipts(await paymentsOf(t, invoice.invoiceId))).toEqual(
      withoutReceipts(received ? [received] : []),
    );
    expect(await recordedEvents()).toBe(events);
  });

  it('takes payment_intent.succeeded for the same payment once, whichever comes first', async () => {
    const { invoice } = await contractorTakingCards();
    const session = await checkoutOf(invoice.key);
    const completed = ofType(fake.completeCheckout(session), 'checkout.session.completed');
    const intentId = String(fake.object(session)?.['payment_intent']);

    expect((await deliver(fake.event('payment_intent.succeeded', intentId))).statusCode).toBe(200);
    const [received] = await paymentsOf(t, invoice.invoiceId);
    expect(received).toMatchObject({
      status: 'received',
      amountCents: payable,
      stripePaymentIntentId: intentId,
    });

    expect((await deliver(completed)).statusCode).toBe(200);
    expect(withoutReceipts(await paymentsOf(t, invoice.invoiceId))).toEqual(
      withoutReceipts(received ? [received] : []),
    );
  });

  it('keeps a bank debit pending until it clears, then marks it received', async () => {
    const { invoice } = await contractorTakingCards();
    const session = await checkoutOf(invoice.key);

    await deliver(ofType(fake.completeDebitCheckout(session), 'checkout.session.completed'));
    const [processing] = await paymentsOf(t, invoice.invoiceId);
    expect(processing).toMatchObject({
      status: 'pending',
      stripePaymentIntentId: expect.stringMatching(/^pi_/),
    });
    // The pay page says it is clearing, and the card is not offered for it again.
    expect((await payPage(invoice.key)).Invoice).toMatchObject({ ClearingCents: payable, PaidCents: 0 });
    expect((await payByCard(invoice.key)).statusCode).toBe(409);

    await deliver(ofType(fake.settleDebit(session), 'checkout.session.async_payment_succeeded'));
    const [cleared] = await paymentsOf(t, invoice.invoiceId);
    expect(cleared).toMatchObject({ status: 'received', amountCents: payable, cardLast4: null });
    expect((await payPage(invoice.key)).Invoice).toMatchObject({ ClearingCents: 0, PaidCents: payable });
  });

  it('cancels the pending payment of a session that expired', async () => {
    const { invoice } = await contractorTakingCards();
    const session = await checkoutOf(invoice.key);
    fake.updateAccount(session, { status: 'expired' });

    await deliver(fake.event('checkout.session.expired', session));

    const [expired] = await paymentsOf(t, invoice.invoiceId);
    expect(expired?.status).toBe('cancelled');
  });

  it('refuses an event with a bad signature and changes nothing', async () => {
    const { invoice } = await contractorTakingCards();
    const session = await checkoutOf(invoice.key);
    const completed = ofType(fake.completeCheckout(session), 'checkout.session.completed');

    const answer = await deliver(completed, 'whsec_someone_else');

    expect(answer.statusCode).toBe(400);
    const [pending] = await paymentsOf(t, invoice.invoiceId);
    expect(pending?.status).toBe('pending');
  });

  it('serves no Connect endpoint without its signing secret', async () => {
    const signed = fake.signedWebhook({ id: 'evt_x', type: 'account.updated' }, webhookSecret);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/connect-webhook',
      headers: signed.headers,
      payload: signed.payload,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('leaves the subscription’s own checkouts to billing', async () => {
    const who = await t.createUser();
    await saveBusinessProfile(t, who);
    const opened = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
    const session = String(opened.json().Data.Url).split('/').at(-1);
    for (const event of fake.completeCheckout(String(session)))
      expect((await deliver(event)).statusCode).toBe(200);
    const info = await callAs(t, who, 'GET', '/api/auth/userinfo');
    expect(info.json().Data.Subscription.Plan.Type).toBe(2);
  });
});

describe('POST /api/app/invoice/refundcard with Stripe', () => {
  /** A card payment Stripe reported received: its id. */
  async function receivedCardPayment() {
    const taking = await contractorTakingCards();
    const session = await checkoutOf(taking.invoice.key);
    await deliver(ofType(fake.completeCheckout(session), 'checkout.session.completed'));
    const [payment] = await paymentsOf(t, taking.invoice.invoiceId);
    if (!payment) throw new Error('no payment');
    return { ...taking, payment };
  }
  const refund = (who: TestUser, paymentId: string, cents: number) =>
    callAs(t, who, 'POST', cardPaymentsApi.refund.path, { PaymentId: paymentId, AmountCents: cents });

  it('refunds part, then the rest, reversing the transfer and the fee; the webhook agrees', async () => {
    const { who, payment } = await receivedCardPayment();
    const before = fake.requests.length;

    const part = await refund(who, payment.id, 30_000);

    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().Data).toMatchObject({ Id: payment.id, Status: 'received', RefundedCents: 30_000 });
    const asked = fake.requests.slice(before).find((request) => request.path === '/v1/refunds');
    expect(asked?.body).toEqual({
      payment_intent: payment.stripePaymentIntentId,
      amount: '30000',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    const chargeId = String(fake.object(String(payment.stripePaymentIntentId))?.['latest_charge']);
    expect((await deliver(fake.event('charge.refunded', chargeId))).statusCode).toBe(200);
    expect((await paymentsOf(t, payment.invoiceId))[0]?.refundedCents).toBe(30_000);

    const rest = await refund(who, payment.id, payable - 30_000);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().Data.RefundedCents).toBe(payable);
    const tooMuch = await refund(who, payment.id, 1);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().Code).toBe('cardRefundTooLarge');
  });

  it('records a refund made in Stripe’s dashboard from its charge.refunded', async () => {
    const { payment } = await receivedCardPayment();
    const chargeId = String(fake.object(String(payment.stripePaymentIntentId))?.['latest_charge']);
    // The contractor refunds $100 in Stripe's dashboard.
    const direct = new Stripe('sk_test_x', {
      host: '127.0.0.1',
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    await direct.refunds.create({ payment_intent: String(payment.stripePaymentIntentId), amount: 10_000 });

    expect((await deliver(fake.event('charge.refunded', chargeId))).statusCode).toBe(200);

    expect((await paymentsOf(t, payment.invoiceId))[0]?.refundedCents).toBe(10_000);
  });

  it('refuses another contractor, and a payment not received, with nothing refunded', async () => {
    const { payment } = await receivedCardPayment();
    const { who: other, invoice } = await contractorTakingCards();
    await checkoutOf(invoice.key);
    const [pending] = await paymentsOf(t, invoice.invoiceId);
    const before = fake.requests.length;

    const stranger = await refund(other, payment.id, 100);
    const notReceived = await refund(other, String(pending?.id), 100);

    expect(stranger.statusCode).toBe(404);
    expect(notReceived.statusCode).toBe(409);
    expect(notReceived.json().Code).toBe('cardRefundNotRefundable');
    expect(fake.requests.slice(before).filter((request) => request.path === '/v1/refunds')).toEqual([]);
    expect((await paymentsOf(t, payment.invoiceId))[0]?.refundedCents).toBe(0);
  });
});

describe('the local card page with Stripe keys', () => {
  it('is not served: 404', async () => {
    const { invoice } = await contractorTakingCards();
    const session = await checkoutOf(invoice.key);
    const [pending] = await paymentsOf(t, invoice.invoiceId);
    const pay = await t.app.inject({
      method: 'POST',
      url: cardPaymentsApi.localPay.path,
      payload: { Key: invoice.key, PaymentId: pending?.id },
    });
    expect(session).toMatch(/^cs_/);
    expect(pay.statusCode).toBe(404);
    expect((await paymentsOf(t, invoice.invoiceId))[0]?.status).toBe('pending');
  });
});
