import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLocally, subscribeLocally, testCard, openCheckout } from '../../../test/billing.js';
import { callAs, saveBusinessProfile } from '../../../test/contractor.js';
import { eventually, outboxFor } from '../../../test/signing.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { invoices, subscriptions, users } from '../../db/schema/index.js';
import { localRenewals } from './renewals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const db = () => t.services.database.db;
const day = 86_400_000;

async function subscriber(card = testCard.CardNumber): Promise<TestUser> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  const id = await openCheckout(t, who, 'subscription', { Type: 2 });
  const paid = await payLocally(t, who, id, { CardNumber: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return who;
}

const subscriptionOf = async (who: TestUser) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, who.id)))[0]!;
const invoicesOf = (who: TestUser) => db().select().from(invoices).where(eq(invoices.userId, who.id));
const metadata = async (who: TestUser) =>
  (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Metadata;

/** Moves the account's period back so that it ended `ago` ms before now. */
async function periodEndedAgo(who: TestUser, ago: number) {
  const end = new Date(Date.now() - ago);
  await db()
    .update(subscriptions)
    .set({ currentPeriodStart: new Date(end.getTime() - 30 * day), currentPeriodEnd: end })
    .where(eq(subscriptions.userId, who.id));
}

describe('local renewals', () => {
  it('charges the next month at the period’s end, once however often it runs', async () => {
    const who = await subscriber();
    await periodEndedAgo(who, 1000);
    const before = await subscriptionOf(who);
    await localRenewals(t.services).run();
    await localRenewals(t.services).run();
    const after = await subscriptionOf(who);
    expect(after.currentPeriodStart).toEqual(before.currentPeriodEnd);
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect(await invoicesOf(who)).toHaveLength(2);
  });

  it('switches to the plan chosen at the next billing date', async () => {
    const who = await subscriber();
    await callAs(t, who, 'POST', '/api/app/billing/changesubscriptionplan', { type: 3 });
    await periodEndedAgo(who, 1000);
    await localRenewals(t.services).run();
    expect(await subscriptionOf(who)).toMatchObject({ planType: 3, nextPlanType: null });
    const charged = (await invoicesOf(who)).sort((a, b) => a.number - b.number)[1];
    expect(charged).toMatchObject({ amountCents: 29000, status: 1 });
  });

  it('ends a cancelled subscription at its period’s end and restricts the account', async () => {
    const who = await subscriber();
    await callAs(t, who, 'POST', '/api/app/billing/cancelsubscription', { Reason: 'Retiring' });
    await periodEndedAgo(who, 1000);
    await localRenewals(t.services).run();
    expect((await subscriptionOf(who)).status).toBe('ended');
    expect(await invoicesOf(who)).toHaveLength(1);
    expect(await metadata(who)).toMatchObject({ IsRestricted: true, Status: 1 });
  });
});

describe('a failed renewal', () => {
  it('emails the contractor, keeps access for the grace period, then restricts; paying restores access at once', async () => {
    const who = await subscriber('4000 0000 0000 0341');
    await periodEndedAgo(who, 1000);
    await localRenewals(t.services).run();
    expect((await subscriptionOf(who)).status).toBe('past_due');
    expect(await metadata(who)).toMatchObject({ IsRestricted: false, StatusStr: 'Payment failed' });
    const [account] = await db().select().from(users).where(eq(users.id, who.id));
    await eventually(
      async () =>
        (await outboxFor(t, account!.email)).find(
          (mail) => mail.subject === 'Your payment did not go through',
        ),
      'the failed-payment email',
    );
    const failed = (await invoicesOf(who)).find((invoice) => invoice.status === 2);
    expect(failed).toBeDefined();

    await db()
      .update(subscriptions)
      .set({ pastDueSince: new Date(Date.now() - 8 * day) })
      .where(eq(subscriptions.userId, who.id));
    expect(await metadata(who)).toMatchObject({ IsRestricted: true });

    const portal = (await callAs(t, who, 'POST', '/api/app/billing/customerportal')).json().Data
      .Url as string;
    const portalId = portal.split('/Pay/')[1] ?? '';
    expect(portalId).toBe(who.id);
    const declined = await payLocally(t, who, portalId, { CardNumber: '4000 0000 0000 0341' });
    expect(declined.statusCode).toBe(402);
    const paid = await payLocally(t, who, portalId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await metadata(who)).toMatchObject({ IsRestricted: false, StatusStr: 'Active' });
    const again = (await invoicesOf(who)).find((invoice) => invoice.id === failed!.id);
    expect(again?.status).toBe(1);
  });

  it('ends the subscription when still unpaid after the grace period', async () => {
    const who = await subscriber('4000 0000 0000 0341');
    await periodEndedAgo(who, 1000);
    await localRenewals(t.services).run();
    await db()
      .update(subscriptions)
      .set({ pastDueSince: new Date(Date.now() - 8 * day) })
      .where(eq(subscriptions.userId, who.id));
    await localRenewals(t.services).run();
    expect((await subscriptionOf(who)).status).toBe('ended');
  });
});

describe('subscribing again', () => {
  it('lets an ended account check out a plan anew', async () => {
    const who = await subscriber();
    await callAs(t, who, 'POST', '/api/app/billing/cancelsubscription', { Reason: '' });
    await periodEndedAgo(who, 1000);
    await localRenewals(t.services).run();
    await subscribeLocally(t, who, 3);
    expect(await metadata(who)).toMatchObject({ IsRestricted: false, Status: 0 });
    expect((await subscriptionOf(who)).planType).toBe(3);
  });
});
