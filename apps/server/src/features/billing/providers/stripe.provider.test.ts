import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe, type RecordedRequest } from '../../../../test/fake-stripe.js';
import type { CheckoutOrder } from '../provider.js';
import { planLookupKey, topUpLookupKey } from './lookup-keys.js';
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
beforeEach(() => {
  fake.requests.length = 0;
});

function checkoutOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    checkoutId: randomUUID(),
    userId: randomUUID(),
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
    reductionCents: 0,
    reductionLabel: '',
    taxLines: [{ kind: 'HST', ratePercent: 13, cents: 377 }],
    language: 'en',
    successUrl: 'https://app.example/Success/ours',
    cancelUrl: 'https://app.example/Cancel',
    ...overrides,
  };
}

const sent = (method: string, path: string) =>
  fake.requests.filter((request) => request.method === method && request.path === path);
function only(method: string, path: string): RecordedRequest {
  const found = sent(method, path);
  expect(found, `${method} ${path}`).toHaveLength(1);
  return found[0] as RecordedRequest;
}
const createdPaths = () =>
  fake.requests.filter((request) => request.method === 'POST').map((request) => request.path);
const priceId = (lookupKey: string) =>
  fake.all('price').find((price) => price['lookup_key'] === lookupKey)?.['id'];
const taxRateId = (key: string) =>
  fake
    .all('tax_rate')
    .find((rate) => (rate['metadata'] as Record<string, string>)['tradepact_key'] === key)?.['id'];

/** A paid monthly subscription at the fake, as a completed checkout leaves it. */
async function subscribed() {
  const opened = await provider.openCheckout(checkoutOrder(), null);
  fake.completeCheckout(opened.providerSessionId);
  const session = fake.object(opened.providerSessionId) ?? {};
  fake.requests.length = 0;
  return { subscriptionId: String(session['subscription']), invoiceId: String(session['invoice']) };
}

describe('stripeProvider.openCheckout', () => {
  it('creates the customer, price, tax rate and coupon, then a subscription session charging them', async () => {
    const order = checkoutOrder({ reductionCents: 580, reductionLabel: 'SPRING: 20% off' });
    const opened = await provider.openCheckout(order, null);

    const customer = only('POST', '/v1/customers');
    expect(customer.body).toEqual({
      email: 'pat@example.com',
      name: 'Pat Builder',
      address: { state: 'ON', country: 'CA' },
      metadata: { userId: order.userId },
    });
    expect(customer.idempotencyKey).toBe(`customer-${order.userId}`);
    expect(only('GET', '/v1/prices').body['lookup_keys']).toEqual(['tradepact_plan_2']);
    expect(only('POST', '/v1/prices').body).toMatchObject({
      currency: 'cad',
      unit_amount: '2900',
      product_data: { name: 'Monthly' },
      recurring: { interval: 'month', interval_count: '1' },
      lookup_key: 'tradepact_plan_2',
    });
    expect(only('POST', '/v1/tax_rates').body).toEqual({
      display_name: 'HST',
      percentage: '13',
      inclusive: 'false',
      country: 'CA',
      state: 'ON',
      jurisdiction: 'Ontario',
      tax_type: 'hst',
      metadata: { tradepact_key: 'HST-13-ON' },
    });
    const coupon = only('POST', '/v1/coupons');
    expect(coupon.body).toEqual({
      amount_off: '580',
      currency: 'cad',
      duration: 'once',
      max_redemptions: '1',
      name: 'SPRING: 20% off',
    });
    expect(coupon.idempotencyKey).toBe(`coupon-${order.checkoutId}`);

    const session = only('POST', '/v1/checkout/sessions');
    const taxRate = taxRateId('HST-13-ON');
    expect(session.body).toEqual({
      mode: 'subscription',
      customer: opened.customerId,
      locale: 'en',
      client_reference_id: order.userId,
      metadata: { checkoutId: order.checkoutId, userId: order.userId },
      success_url: 'https://app.example/Success/{CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example/Cancel',
      line_items: [{ price: expect.stringMatching(/^price_/), quantity: '1', tax_rates: [taxRate] }],
      discounts: [{ coupon: expect.stringMatching(/^coupon_/) }],
      subscription_data: { default_tax_rates: [taxRate] },
    });
    expect(session.idempotencyKey).toBe(`checkout-${order.checkoutId}`);
    expect(opened).toEqual({
      providerSessionId: expect.stringMatching(/^cs_/),
      customerId: expect.stringMatching(/^cus_/),
      url: `${fake.url}/c/pay/${opened.providerSessionId}`,
    });
    // 2900 − 580 = 2320, plus HST 13 % (302): what Checkout will charge.
    expect(fake.object(opened.providerSessionId)).toMatchObject({
      amount_subtotal: 2900,
      amount_total: 2622,
    });
  });

  it('opens Checkout in Canadian French for a French account', async () => {
    await provider.openCheckout(checkoutOrder({ language: 'fr' }), null);
    expect(only('POST', '/v1/checkout/sessions').body['locale']).toBe('fr-CA');
  });

  it('starts a plan bought during a trial at the trial’s end (trial_end), so its days are kept', async () => {
    const trialEnd = new Date('2026-12-07T15:30:00.900Z');
    await provider.openCheckout(checkoutOrder({ trialEnd }), null);
    expect(only('POST', '/v1/checkout/sessions').body['subscription_data']).toEqual({
      default_tax_rates: [taxRateId('HST-13-ON')],
      trial_end: String(Math.floor(trialEnd.getTime() / 1000)),
    });
  });

  it('sends an Idempotency-Key with every create', async () => {
    const taxLines = [
      { kind: 'GST', ratePercent: 5, cents: 145 },
      { kind: 'RST', ratePercent: 7, cents: 203 },
    ];
    const order = { lookupKey: planLookupKey(30), province: 'Manitoba', taxLines };
    await provider.openCheckout(
      checkoutOrder({ ...order, reductionCents: 100, reductionLabel: 'Credit' }),
      null,
    );
    expect(createdPaths()).toEqual([
      '/v1/customers',
      '/v1/prices',
      '/v1/tax_rates',
      '/v1/tax_rates',
      '/v1/coupons',
      '/v1/checkout/sessions',
    ]);
    expect(fake.requests.filter((request) => request.method === 'POST' && !request.idempotencyKey)).toEqual(
      [],
    );
  });

  it('reuses the customer, the price and the tax rates on a second checkout', async () => {
    const annual = { lookupKey: planLookupKey(3), name: 'Annual', unitCents: 29000, months: 12 };
    const first = await provider.openCheckout(checkoutOrder(annual), null);
    fake.requests.length = 0;
    const second = await provider.openCheckout(checkoutOrder(annual), first.customerId);

    expect(createdPaths()).toEqual(['/v1/checkout/sessions']);
    expect(second.customerId).toBe(first.customerId);
    expect(second.providerSessionId).not.toBe(first.providerSessionId);
    expect(only('POST', '/v1/checkout/sessions').body['line_items']).toMatchObject([
      { price: priceId('tradepact_plan_3'), tax_rates: [taxRateId('HST-13-ON')] },
    ]);
  });

  it('moves the lookup key to a new price when the plan costs something else now', async () => {
    const key = planLookupKey(20);
    await provider.openCheckout(checkoutOrder({ lookupKey: key, unitCents: 1000 }), null);
    fake.requests.length = 0;
    await provider.openCheckout(checkoutOrder({ lookupKey: key, unitCents: 1200 }), null);

    const created = only('POST', '/v1/prices');
    expect(created.body).toMatchObject({ unit_amount: '1200', transfer_lookup_key: 'true', lookup_key: key });
    expect(created.body['product']).toMatch(/^prod_/);
    expect(fake.all('price').filter((price) => price['lookup_key'] === key)).toHaveLength(1);
  });

  it('charges GST and QST in Quebec as two rates of the province', async () => {
    const taxLines = [
      { kind: 'GST', ratePercent: 5, cents: 145 },
      { kind: 'QST', ratePercent: 9.975, cents: 289 },
    ];
    await provider.openCheckout(checkoutOrder({ province: 'Quebec', taxLines }), null);

    const rates = sent('POST', '/v1/tax_rates').map((request) => request.body);
    expect(rates).toMatchObject([
      { tax_type: 'gst', percentage: '5', state: 'QC', metadata: { tradepact_key: 'GST-5-QC' } },
      { tax_type: 'qst', percentage: '9.975', state: 'QC', metadata: { tradepact_key: 'QST-9.975-QC' } },
    ]);
    expect(only('POST', '/v1/checkout/sessions').body['line_items']).toMatchObject([
      { tax_rates: [taxRateId('GST-5-QC'), taxRateId('QST-9.975-QC')] },
    ]);
  });

  it('opens a top-up as a one-off payment, without renewal taxes or a coupon', async () => {
    await provider.openCheckout(
      checkoutOrder({
        kind: 'topup',
        name: 'Extra client agreement',
        lookupKey: topUpLookupKey(1),
        unitCents: 1000,
        quantity: 3,
        months: 0,
      }),
      null,
    );
    expect(only('POST', '/v1/prices').body['recurring']).toBeUndefined();
    const session = only('POST', '/v1/checkout/sessions').body;
    expect(session).toMatchObject({ mode: 'payment', line_items: [{ quantity: '3' }] });
    expect(session['subscription_data']).toBeUndefined();
    expect(session['discounts']).toBeUndefined();
    expect(sent('POST', '/v1/coupons')).toEqual([]);
  });
});

describe('stripeProvider.portalUrl', () => {
  it('answers a billing portal session returning to our page', async () => {
    const url = await provider.portalUrl('cus_test_1', 'https://app.example/Subscription');
    expect(only('POST', '/v1/billing_portal/sessions').body).toEqual({
      customer: 'cus_test_1',
      return_url: 'https://app.example/Subscription',
    });
    expect(url).toBe(`${fake.url}/p/session`);
  });
});

describe('stripeProvider.changePlanAtRenewal', () => {
  const annual = { type: 3, name: 'Annual', lookupKey: planLookupKey(3), unitCents: 29000, months: 12 };

  it('schedules the new price from the next billing date, without proration', async () => {
    const { subscriptionId } = await subscribed();
    const periodEnd = (fake.object(subscriptionId)?.['items'] as { data: { current_period_end: number }[] })
      .data[0]?.current_period_end;

    const snapshot = await provider.changePlanAtRenewal(subscriptionId, annual);

    expect(only('POST', '/v1/subscription_schedules').body).toEqual({ from_subscription: subscriptionId });
    const update = fake.requests.find(
      (request) => request.method === 'POST' && /^\/v1\/subscription_schedules\/[^/]+$/.test(request.path),
    );
    expect(update?.body).toMatchObject({
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { end_date: String(periodEnd), proration_behavior: 'none' },
        {
          items: [{ price: priceId('tradepact_plan_3') }],
          duration: { interval: 'month', interval_count: '12' },
          billing_cycle_anchor: 'phase_start',
          proration_behavior: 'none',
        },
      ],
    });
    expect(snapshot).toMatchObject({
      planType: 2,
      nextPlanType: 3,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('drops the scheduled switch when the current plan is chosen again', async () => {
    const { subscriptionId } = await subscribed();
    await provider.changePlanAtRenewal(subscriptionId, annual);
    const monthly = { type: 2, name: 'Monthly', lookupKey: planLookupKey(2), unitCents: 2900, months: 1 };

    const snapshot = await provider.changePlanAtRenewal(subscriptionId, monthly);

    expect(snapshot.nextPlanType).toBeNull();
    expect(fake.object(subscriptionId)?.['schedule']).toBeNull();
  });
});

describe('stripeProvider.setCancelAtPeriodEnd', () => {
  it('cancels at the period end and resumes', async () => {
    const { subscriptionId } = await subscribed();

    const cancelled = await provider.setCancelAtPeriodEnd(subscriptionId, true);
    expect(only('POST', `/v1/subscriptions/${subscriptionId}`).body).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(cancelled).toMatchObject({
      cancelAtPeriodEnd: true,
      canceledAt: expect.any(Date),
      status: 'active',
    });

    const resumed = await provider.setCancelAtPeriodEnd(subscriptionId, false);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });
  });

  it('releases a scheduled plan switch first, which Stripe requires, and forgets it', async () => {
    const { subscriptionId } = await subscribed();
    await provider.changePlanAtRenewal(subscriptionId, {
      type: 3,
      name: 'Annual',
      lookupKey: planLookupKey(3),
      unitCents: 29000,
      months: 12,
    });
    const schedule = String(fake.object(subscriptionId)?.['schedule']);
    fake.requests.length = 0;

    const cancelled = await provider.setCancelAtPeriodEnd(subscriptionId, true);

    expect(createdPaths()).toEqual([
      `/v1/subscription_schedules/${schedule}/release`,
      `/v1/subscriptions/${subscriptionId}`,
    ]);
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, nextPlanType: null });
  });
});

describe('stripeProvider.refund', () => {
  it('refunds part of a payment by its payment intent with the given Idempotency-Key', async () => {
    const { invoiceId } = await subscribed();
    const payment = fake.all('invoice_payment').find((entry) => entry['invoice'] === invoiceId);
    const intent = (payment?.['payment'] as { payment_intent: string }).payment_intent;

    const refund = await provider.refund(
      { providerInvoiceId: invoiceId, providerPaymentId: intent },
      500,
      'refund-1',
    );

    const sentRefund = only('POST', '/v1/refunds');
    expect(sentRefund.body).toEqual({ payment_intent: intent, amount: '500' });
    expect(sentRefund.idempotencyKey).toBe('refund-1');
    expect(refund.providerRefundId).toMatch(/^re_/);
  });

  it('finds the payment intent of an invoice known only by its id', async () => {
    const { invoiceId } = await subscribed();

    await provider.refund({ providerInvoiceId: invoiceId, providerPaymentId: null }, 300, 'refund-2');

    expect(only('GET', '/v1/invoice_payments').body).toMatchObject({ invoice: invoiceId, status: 'paid' });
    expect(only('POST', '/v1/refunds').body['payment_intent']).toMatch(/^pi_/);
  });
});
