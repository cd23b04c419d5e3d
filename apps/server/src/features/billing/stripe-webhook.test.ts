import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { callAs, saveBusinessProfile } from '../../../test/contractor.js';
import type { FakeStripe } from '../../../test/fake-stripe.js';
import { startStripeTestApp, type StripeTestApp } from '../../../test/stripe-app.js';
import type { TestApp, TestUser } from '../../../test/test-app.js';

const webhookSecret = 'whsec_test';
const webhookUrl = '/api/billing/stripe/webhook';

let stripe: StripeTestApp;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp(webhookSecret);
  ({ fake, t } = stripe);
}, 60_000);
afterAll(() => stripe?.close());

/** Stripe delivers `event`, signed with `secret` at `timestamp` (seconds; now by default). */
function deliver(event: unknown, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const signed = fake.signedWebhook(event, options.secret ?? webhookSecret, options.timestamp);
  return t.app.inject({
    method: 'POST',
    url: webhookUrl,
    headers: signed.headers,
    payload: options.body ?? signed.payload,
  });
}

const planType = async (who: TestUser) =>
  (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription.Plan.Type as number;
const invoiceRows = async (who: TestUser) =>
  (await callAs(t, who, 'POST', '/api/app/billing/invoices', { pageIndex: 1, pageSize: 10 })).json().Data;

/** A contractor in Ontario who opened a monthly checkout and paid it at Stripe: the events to deliver. */
async function paidCheckout(): Promise<{ who: TestUser; events: Stripe.Event[]; url: string }> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  const opened = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
  expect(opened.statusCode, opened.body).toBe(200);
  const url = opened.json().Data.Url as string;
  const sessionId = url.split('/').at(-1) ?? '';
  return { who, events: fake.completeCheckout(sessionId), url };
}
const ofType = (events: Stripe.Event[], type: string) =>
  events.find((event) => event.type === type) as Stripe.Event;

describe('POST /api/billing/stripe/webhook', () => {
  it('upgrades the account through Stripe Checkout: open, pay, events, plan and invoice', async () => {
    const { who, events, url } = await paidCheckout();
    expect(url).toMatch(new RegExp(`^${fake.url}/c/pay/cs_`));
    expect(await planType(who)).toBe(1);

    for (const event of events) {
      const answer = await deliver(event);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }

    expect(await planType(who)).toBe(2);
    const { Rows, Total } = await invoiceRows(who);
    expect(Total).toBe(1);
    // $29.00 and the Ontario HST of 13 %.
    expect(Rows[0].Transaction).toMatchObject({ Total: 2900 + 377, Refund: 0, Status: 1 });
  });

  it('refuses a body whose signature does not match (400), and nothing changes', async () => {
    const { who, events } = await paidCheckout();
    const wrongSecret = await deliver(ofType(events, 'invoice.paid'), { secret: 'whsec_someone_else' });
    const tampered = await deliver(ofType(events, 'invoice.paid'), {
      body: JSON.stringify({ ...ofType(events, 'invoice.paid'), id: 'evt_forged' }),
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(ofType(events, 'invoice.paid')),
    });

    expect([wrongSecret.statusCode, tampered.statusCode, unsigned.statusCode]).toEqual([400, 400, 400]);
    expect(await planType(who)).toBe(1);
    expect((await invoiceRows(who)).Total).toBe(0);
  });

  it('refuses an event signed more than 300 seconds ago (400)', async () => {
    const { who, events } = await paidCheckout();
    const now = Math.floor(Date.now() / 1000);

    const late = await deliver(ofType(events, 'invoice.paid'), { timestamp: now - 301 });

    expect(late.statusCode).toBe(400);
    expect((await invoiceRows(who)).Total).toBe(0);
    // The same event signed in time is taken: only the age was refused.
    expect((await deliver(ofType(events, 'invoice.paid'), { timestamp: now - 200 })).statusCode).toBe(200);
    expect((await invoiceRows(who)).Total).toBe(1);
  });

  it('answers a replayed event 200 and applies it once', async () => {
    const { who, events } = await paidCheckout();
    for (const event of events) await deliver(event);

    const callsBefore = fake.requests.length;
    const replays = await Promise.all([deliver(ofType(events, 'invoice.paid')), deliver(events[0])]);

    expect(replays.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Acknowledged before anything is read back from Stripe.
    expect(fake.requests.length).toBe(callsBefore);
    const { Rows, Total } = await invoiceRows(who);
    expect(Total).toBe(1);
    expect(Rows[0].InvoiceNumber).toBeTruthy();
  });

  it('converges when the invoice is paid before the checkout is reported complete', async () => {
    const { who, events } = await paidCheckout();
    const reversed = [
      ofType(events, 'invoice.paid'),
      ofType(events, 'checkout.session.completed'),
      ofType(events, 'customer.subscription.created'),
    ];

    for (const event of reversed) expect((await deliver(event)).statusCode).toBe(200);

    expect(await planType(who)).toBe(2);
    expect((await invoiceRows(who)).Total).toBe(1);
  });
});
