import { eq } from 'drizzle-orm';
import { addMonths } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckout, payLocally } from '../../../test/billing.js';
import { callAs, saveBusinessProfile } from '../../../test/contractor.js';
import { startStripeTestApp, type StripeTestApp } from '../../../test/stripe-app.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { invoices, subscriptions, users } from '../../db/schema/index.js';

const day = 86_400_000;

/** A contractor whose trial ends `days` from now. */
async function onTrial(t: TestApp, days: number): Promise<{ who: TestUser; trialEnd: Date }> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  // Whole seconds, as Stripe's trial_end counts them.
  const trialEnd = new Date(Math.floor((Date.now() + days * day) / 1000) * 1000);
  await t.services.database.db.update(users).set({ trialEndAt: trialEnd }).where(eq(users.id, who.id));
  return { who, trialEnd };
}

const preview = (t: TestApp, who: TestUser) =>
  callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2, IsPreview: true });

describe('upgrading from a trial with the local payment page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.services.database.db;

  it('keeps the trial days: the checkout says when the trial ends, and the paid month starts then', async () => {
    const { who, trialEnd } = await onTrial(t, 9);
    const shown = await preview(t, who);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().Data.TrialEnd).toBe(trialEnd.toISOString());

    const paid = await payLocally(t, who, await openCheckout(t, who, 'subscription', { Type: 2 }));
    expect(paid.statusCode, paid.body).toBe(200);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    expect(subscription?.currentPeriodEnd).toEqual(addMonths(trialEnd, 1));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.userId, who.id));
    expect([invoice?.periodStart, invoice?.periodEnd]).toEqual([trialEnd, addMonths(trialEnd, 1)]);
  });

  it('starts the plan at once when under 48 hours of trial are left (Stripe keeps none)', async () => {
    const { who } = await onTrial(t, 1);
    expect((await preview(t, who)).json().Data.TrialEnd).toBeNull();
    const before = Date.now();
    await payLocally(t, who, await openCheckout(t, who, 'subscription', { Type: 2 }));
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    const end = subscription?.currentPeriodEnd.getTime() ?? 0;
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime());
  });
});

describe('upgrading from a trial with Stripe', () => {
  let stripe: StripeTestApp;
  beforeAll(async () => {
    stripe = await startStripeTestApp('whsec_trial');
  }, 60_000);
  afterAll(() => stripe?.close());

  it('passes the trial’s end to Stripe Checkout as trial_end', async () => {
    const { t, fake } = stripe;
    const { who, trialEnd } = await onTrial(t, 9);
    const opened = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().Data.TrialEnd).toBe(trialEnd.toISOString());
    const session = fake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
    );
    expect(session?.body['subscription_data']).toMatchObject({
      trial_end: String(trialEnd.getTime() / 1000),
    });
  });
});
