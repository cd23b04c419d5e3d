import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.js';
import type { CheckoutOrder } from '../provider.js';
import { planLookupKey, topUpLookupKey } from './lookup-keys.js';
import { toBillingEvent } from './stripe-events.js';
import { stripeProvider } from './stripe.provider.js';

let fake: FakeStripe;
let provider: ReturnType<typeof stripeProvider>;
beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripeProvider({ secretKey: 'sk_test_x', apiUrl: fake.url, publicUrl: 'https://app.example' });
});
afterAll(async () => {
  await fake?.close();
});

const monthly: CheckoutOrder = {
  checkoutId: 'to-be-replaced',
  userId: 'to-be-replaced',
  email: 'pat@example.com',
  customerName: 'Pat Builder',
  province: 'Ontario',
  kind: 'subscription',
  name: 'Monthly',
  lookupKey: planLookupKey(2),
  unitCents: 2900,
  quantity: 1,
  months: 1,
  trialEnd: null,
  reductionCents: 580,
  reductionLabel: 'SPRING: 20% off',
  taxLines: [{ kind: 'HST', ratePercent: 13, cents: 302 }],
  language: 'en',
  successUrl: 'https://app.example/Success/ours',
  cancelUrl: 'https://app.example/Cancel',
};

/** A checkout opened through the provider and paid at the fake: the events Stripe would send. */
async function paid(overrides: Partial<CheckoutOrder> = {}) {
  const order = { ...monthly, checkoutId: randomUUID(), userId: randomUUID(), ...overrides };
  const opened = await provider.openCheckout(order, null);
  const events = fake.completeCheckout(opened.providerSessionId);
  const byType = (type: string) => events.find((event) => event.type === type) as Stripe.Event;
  return { opened, events, byType, session: fake.object(opened.providerSessionId) ?? {} };
}

const mapped = (event: Stripe.Event) => toBillingEvent(event, provider.client);

describe('toBillingEvent', () => {
  it('maps a subscription checkout to the subscription, its first payment coming with its invoice', async () => {
    const { opened, byType, session } = await paid();

    const completed = await mapped(byType('checkout.session.completed'));

    expect(completed).toEqual({
      id: byType('checkout.session.completed').id,
      provider: 'stripe',
      type: 'checkout.completed',
      providerSessionId: opened.providerSessionId,
      customerId: opened.customerId,
      subscription: {
        providerSubscriptionId: session['subscription'],
        customerId: opened.customerId,
        planType: 2,
        nextPlanType: null,
        status: 'active',
        periodStart: expect.any(Date),
        periodEnd: expect.any(Date),
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
      payment: null,
    });
  });

  it('maps invoice.paid to the payment with the discount, the tax, the card and the period', async () => {
    const { byType, session } = await paid();

    const event = await mapped(byType('invoice.paid'));

    expect(event).toMatchObject({ type: 'invoice.paid', subscription: { planType: 2 } });
    if (event?.type !== 'invoice.paid') throw new Error('not invoice.paid');
    const { periodStart, periodEnd } = event.subscription;
    expect(event.payment).toEqual({
      providerInvoiceId: session['invoice'],
      providerPaymentId: expect.stringMatching(/^pi_/),
      amountCents: 2900,
      discountCents: 580,
      creditCents: 0,
      taxCents: 302,
      totalCents: 2622,
      at: expect.any(Date),
      periodStart,
      periodEnd,
      paymentMethod: 'Visa •••• 4242',
    });
    expect(periodEnd.getTime() - periodStart.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
  });

  it('maps invoice.payment_failed to invoice.failed', async () => {
    const { byType } = await paid();
    const invoice = byType('invoice.paid').data.object as { id: string };

    const event = await mapped(fake.event('invoice.payment_failed', invoice.id));

    expect(event).toMatchObject({ type: 'invoice.failed', payment: { providerInvoiceId: invoice.id } });
  });

  it('maps a top-up checkout to its payment, under the session id', async () => {
    const { opened, byType } = await paid({
      kind: 'topup',
      name: 'Extra client agreement',
      lookupKey: topUpLookupKey(1),
      unitCents: 1000,
      quantity: 2,
      months: 0,
      reductionCents: 0,
      taxLines: [{ kind: 'HST', ratePercent: 13, cents: 260 }],
    });

    const event = await mapped(byType('checkout.session.completed'));

    expect(event).toMatchObject({
      type: 'checkout.completed',
      subscription: null,
      payment: {
        providerInvoiceId: opened.providerSessionId,
        providerPaymentId: expect.stringMatching(/^pi_/),
        amountCents: 2000,
        discountCents: 0,
        taxCents: 260,
        totalCents: 2260,
        periodStart: null,
        paymentMethod: 'Visa •••• 4242',
      },
    });
  });

  it('reads the subscription back, so a late event answers the state Stripe holds now', async () => {
    const { byType, session } = await paid();
    const created = byType('customer.subscription.created');
    await provider.setCancelAtPeriodEnd(String(session['subscription']), true);

    const event = await mapped(created);

    expect(event).toMatchObject({ type: 'subscription.changed', subscription: { cancelAtPeriodEnd: true } });
  });

  it('maps a refunded charge to every refund of its payment and the invoice it paid', async () => {
    const { session } = await paid();
    const invoiceId = String(session['invoice']);
    const payment = { providerInvoiceId: invoiceId, providerPaymentId: null };
    const first = await provider.refund(payment, 500, randomUUID());
    const second = await provider.refund(payment, 300, randomUUID());
    const charge = fake.all('charge').find((entry) => entry['amount_refunded'] === 800);

    const event = await mapped(fake.event('charge.refunded', String(charge?.['id'])));

    expect(event).toMatchObject({
      type: 'invoice.refunded',
      providerInvoiceId: invoiceId,
      providerPaymentId: charge?.['payment_intent'],
      refunds: [
        { providerRefundId: first.providerRefundId, cents: 500, at: expect.any(Date) },
        { providerRefundId: second.providerRefundId, cents: 300, at: expect.any(Date) },
      ],
    });
  });

  it('maps an expired checkout of ours, and ignores the events we do not follow', async () => {
    const { opened } = await paid();

    expect(await mapped(fake.event('checkout.session.expired', opened.providerSessionId))).toMatchObject({
      type: 'checkout.expired',
      providerSessionId: opened.providerSessionId,
    });
    expect(await mapped(fake.event('customer.updated', opened.customerId))).toBeNull();
  });

  it('ignores a subscription that is not on one of our plans', async () => {
    const { session } = await paid({ lookupKey: 'someone_elses_price' });

    expect(
      await mapped(fake.event('customer.subscription.updated', String(session['subscription']))),
    ).toBeNull();
  });
});
