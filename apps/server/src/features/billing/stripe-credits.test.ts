import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, saveBusinessProfile } from '../../../test/contractor.js';
import type { FakeStripe } from '../../../test/fake-stripe.js';
import { startStripeTestApp, type StripeTestApp } from '../../../test/stripe-app.js';
import { eventually } from '../../../test/signing.js';
import type { TestApp, TestUser } from '../../../test/test-app.js';
import { accountCredits, billingCustomers, users } from '../../db/schema/index.js';

const webhookSecret = 'whsec_credits';

let stripe: StripeTestApp;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp(webhookSecret);
  ({ fake, t } = stripe);
}, 60_000);
afterAll(() => stripe?.close());

const db = () => t.services.database.db;

/** Opens a monthly checkout, pays it at Stripe and delivers Stripe's events. */
async function subscribeAtStripe(who: TestUser) {
  const opened = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
  expect(opened.statusCode, opened.body).toBe(200);
  const sessionId = (opened.json().Data.Url as string).split('/').at(-1) ?? '';
  for (const event of fake.completeCheckout(sessionId)) {
    const signed = fake.signedWebhook(event, webhookSecret);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: signed.headers,
      payload: signed.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

async function contractor(): Promise<TestUser> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  return who;
}

const customerOf = async (who: TestUser) =>
  (await db().select().from(billingCustomers).where(eq(billingCustomers.userId, who.id)))[0]!.customerId;
const credits = async (who: TestUser) =>
  (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Metadata.Referral.Credits as number;

describe('credits with Stripe', () => {
  it('moves a referral reward to the referrer’s customer balance, once, so that its renewals use it', async () => {
    const referrer = await contractor();
    await subscribeAtStripe(referrer);
    const code = (await callAs(t, referrer, 'GET', '/api/auth/userinfo')).json().Data.Metadata.Referral.Code;
    const referred = await contractor();
    await db().update(users).set({ referredByCode: code }).where(eq(users.id, referred.id));

    await subscribeAtStripe(referred);

    expect(await credits(referrer)).toBe(1000);
    const customer = await customerOf(referrer);
    await eventually(
      async () => (fake.object(customer)?.['balance'] === -1000 ? true : undefined),
      'the balance',
    );
    const pushes = fake.requests.filter(
      (request) => request.path === `/v1/customers/${customer}/balance_transactions`,
    );
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.idempotencyKey).toMatch(/^credit-/);
  });

  it('takes the credit off the first invoice, after tax, and records it spent when Stripe reports it', async () => {
    const who = await contractor();
    await db()
      .insert(accountCredits)
      .values({ userId: who.id, cents: 1000, reason: 'operator', key: `gift:${who.id}` });
    const preview = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', {
      Type: 2,
      IsPreview: true,
    });
    expect(preview.json().Data).toMatchObject({ Amount: 2900, Tax: 377, CreditUsed: 1000, Total: 2277 });

    await subscribeAtStripe(who);

    expect(fake.object(await customerOf(who))?.['balance']).toBe(0);
    const { Rows } = (await callAs(t, who, 'POST', '/api/app/billing/invoices', {})).json().Data;
    expect(Rows[0].Transaction.Total).toBe(2277);
    expect(await credits(who)).toBe(0);
  });

  it('uses no credit on a Stripe top-up (a one-off Checkout payment does not take the balance)', async () => {
    const who = await contractor();
    await subscribeAtStripe(who);
    await db()
      .insert(accountCredits)
      .values({ userId: who.id, cents: 500, reason: 'operator', key: `gift:${who.id}` });
    const preview = await callAs(t, who, 'POST', '/api/app/billing/topupcheckout', {
      Type: 1,
      IsPreview: true,
    });
    expect(preview.json().Data).toMatchObject({ Amount: 1000, CreditUsed: 0, Total: 1130 });
  });
});
