import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentAfter, outboxNow } from '../../../test/accounts.js';
import { callAs, saveBusinessProfile } from '../../../test/contractor.js';
import { eventually } from '../../../test/signing.js';
import { startStripeTestApp, type StripeTestApp } from '../../../test/stripe-app.js';
import type { TestUser } from '../../../test/test-app.js';
import { invoices, subscriptions, users } from '../../db/schema/index.js';
import { paymentProviderFor } from '../billing/providers/index.js';

/** Issue 18 §4: closing an account paying through Stripe ends its subscription there, at once. */
let stripe: StripeTestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp();
}, 60_000);
afterAll(() => stripe?.close());

const db = () => stripe.t.services.database.db;

/** Stripe delivers an event, signed. */
function deliver(event: unknown) {
  const signed = stripe.fake.signedWebhook(event, stripe.webhookSecret);
  return stripe.t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: signed.headers,
    payload: signed.payload,
  });
}

/** An account subscribed through Stripe Checkout; answers its subscription row. */
async function subscribed(who: TestUser) {
  const { t, fake } = stripe;
  await saveBusinessProfile(t, who);
  const opened = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
  expect(opened.statusCode, opened.body).toBe(200);
  const sessionId = (opened.json().Data.Url as string).split('/').at(-1) ?? '';
  for (const event of fake.completeCheckout(sessionId)) {
    const answer = await deliver(event);
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
  return subscription!;
}

/** Closes the account (an account with no password proves a code alone). */
async function closeWithCode(who: TestUser) {
  const { t } = stripe;
  const [account] = await db().select().from(users).where(eq(users.id, who.id));
  const email = account!.email;
  expect((await callAs(t, who, 'POST', '/api/identity/closeaccount', {})).statusCode).toBe(203);
  const before = await outboxNow(t, email);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/identity/send2fa',
    payload: { account: email },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await codeSentAfter(t, email, before);
  return callAs(t, who, 'POST', '/api/identity/closeaccount', { account: email, token: code });
}

const cancels = (subscriptionId: string) =>
  stripe.fake.requests.filter(
    (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
  );

describe('POST /api/identity/closeaccount with Stripe', () => {
  it('cancels the subscription at Stripe at once, with no proration or final invoice, and keeps its invoice', async () => {
    const { t, fake } = stripe;
    const who = await t.createUser();
    const subscription = await subscribed(who);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.userId, who.id));
    expect(fake.object(subscription.providerSubscriptionId)).toMatchObject({ status: 'active' });

    const closed = await closeWithCode(who);
    expect(closed.statusCode, closed.body).toBe(200);

    // Cancelled, not left to renew until the period's end: Stripe retries no open invoice after this.
    await eventually(
      async () =>
        fake.object(subscription.providerSubscriptionId)?.['status'] === 'canceled' ? true : undefined,
      'the subscription canceled at Stripe',
    );
    expect(cancels(subscription.providerSubscriptionId)).toEqual([
      expect.objectContaining({ body: { prorate: 'false', invoice_now: 'false' } }),
    ]);
    const [kept] = await db().select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(kept).toMatchObject({ userId: null, number: invoice!.number });

    // Stripe's word about it, for a customer no longer known, is taken and changes nothing.
    const ended = await deliver(
      fake.event('customer.subscription.deleted', subscription.providerSubscriptionId),
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toEqual([]);
  });

  it('cancels a subscription once: a second run, or one Stripe no longer knows, is done', async () => {
    const { t, fake } = stripe;
    const who = await t.createUser();
    const subscription = await subscribed(who);
    const provider = paymentProviderFor(t.services);
    await provider.cancelNow(subscription.providerSubscriptionId);
    await provider.cancelNow(subscription.providerSubscriptionId);
    expect(cancels(subscription.providerSubscriptionId)).toHaveLength(1);
    expect(fake.object(subscription.providerSubscriptionId)).toMatchObject({ status: 'canceled' });
    await expect(provider.cancelNow('sub_never_existed')).resolves.toBeUndefined();
  });

  it('leaves the subscription running at Stripe when the closing fails midway', async () => {
    const { t, fake } = stripe;
    const who = await t.createUser();
    const subscription = await subscribed(who);
    await db().execute(
      sql.raw(`CREATE FUNCTION refuse_stripe_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
        CREATE TRIGGER refuse_stripe_delete BEFORE DELETE ON users FOR EACH ROW
          WHEN (OLD.id = '${who.id}') EXECUTE FUNCTION refuse_stripe_delete();`),
    );
    const answer = await closeWithCode(who);
    await db().execute(
      sql.raw('DROP TRIGGER refuse_stripe_delete ON users; DROP FUNCTION refuse_stripe_delete();'),
    );
    expect(answer.statusCode).toBe(500);
    // The queue had time to run anything queued: nothing was, and Stripe was not called.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(cancels(subscription.providerSubscriptionId)).toEqual([]);
    expect(fake.object(subscription.providerSubscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
    const [still] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    expect(still).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });
});
