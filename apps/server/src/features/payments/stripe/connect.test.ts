import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentSettingsApi } from '@tradepact/shared';
import { connectedAccounts } from '../../../db/schema/index.js';
import { callAs, saveBusinessProfile } from '../../../../test/contractor.js';
import type { FakeStripe } from '../../../../test/fake-stripe.js';
import { startStripeTestApp, type StripeTestApp } from '../../../../test/stripe-app.js';
import type { TestApp, TestUser } from '../../../../test/test-app.js';

const connectSecret = 'whsec_connect_test';
const connectUrl = '/api/payments/stripe/connect-webhook';

let stripe: StripeTestApp;
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeTestApp('whsec_test', { STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret });
  ({ fake, t } = stripe);
}, 60_000);
afterAll(() => stripe?.close());

const settingsOf = async (who: TestUser) =>
  (await callAs(t, who, 'GET', paymentSettingsApi.read.path)).json().Data;

const accountRow = async (who: TestUser) =>
  (
    await t.services.database.db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, who.id))
  )[0];

/** A contractor with a business profile who pressed Connect Stripe: their Stripe account's id. */
async function connected(): Promise<{ who: TestUser; accountId: string }> {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  const answer = await callAs(t, who, 'POST', paymentSettingsApi.connectStripe.path);
  expect(answer.statusCode, answer.body).toBe(200);
  const row = await accountRow(who);
  if (!row) throw new Error('no connected account');
  return { who, accountId: row.stripeAccountId };
}

function deliver(event: unknown, secret = connectSecret) {
  const signed = fake.signedWebhook(event, secret);
  return t.app.inject({ method: 'POST', url: connectUrl, headers: signed.headers, payload: signed.payload });
}

describe('Connect Stripe (Settings › Getting paid)', () => {
  it('creates the contractor’s Express account once and answers Stripe’s set-up page each time', async () => {
    const who = await t.createUser('mason@example.com');
    await saveBusinessProfile(t, who);
    const before = fake.requests.length;

    const first = await callAs(t, who, 'POST', paymentSettingsApi.connectStripe.path);
    const second = await callAs(t, who, 'POST', paymentSettingsApi.connectStripe.path);

    expect(first.statusCode, first.body).toBe(200);
    const seen = fake.requests.slice(before);
    const created = seen.filter((request) => request.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      country: 'CA',
      email: 'mason@example.com',
      controller: { stripe_dashboard: { type: 'express' }, requirement_collection: 'stripe' },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      business_profile: { name: 'Tremblay Renovations', support_email: 'office@tremblay.example' },
      metadata: { userId: who.id },
    });
    const row = await accountRow(who);
    const links = seen.filter((request) => request.path === '/v1/account_links');
    expect(links).toHaveLength(2);
    expect(links[0]?.body).toEqual({
      account: row?.stripeAccountId,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/Settings?stripe=refresh',
      return_url: 'http://localhost:3000/Settings?stripe=return',
    });
    expect(first.json().Data.Url).toBe(`${fake.url}/connect/setup/${row?.stripeAccountId}`);
    expect(second.json().Data.Url).toBe(first.json().Data.Url);
    expect(await settingsOf(who)).toMatchObject({
      CardPayments: 'stripe',
      Stripe: { DetailsSubmitted: false, ChargesEnabled: false, PayoutsEnabled: false },
    });
  });

  it('reads the account from Stripe again when the contractor comes back from it', async () => {
    const { who, accountId } = await connected();
    fake.updateAccount(accountId, { details_submitted: true, charges_enabled: true, payouts_enabled: false });

    const answer = await callAs(t, who, 'POST', paymentSettingsApi.refreshStripe.path);

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data.Stripe).toMatchObject({
      DetailsSubmitted: true,
      ChargesEnabled: true,
      PayoutsEnabled: false,
    });
  });

  it('says nothing of an account to a contractor who has none, and refreshes nothing', async () => {
    const who = await t.createUser();
    const answer = await callAs(t, who, 'POST', paymentSettingsApi.refreshStripe.path);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data.Stripe).toBeNull();
    expect((await callAs(t, who, 'GET', paymentSettingsApi.payouts.path)).json().Data).toEqual([]);
  });
});

describe('POST /api/payments/stripe/connect-webhook', () => {
  it('updates the account on account.updated, once: a replay changes nothing', async () => {
    const { who, accountId } = await connected();
    fake.updateAccount(accountId, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    const event = fake.event('account.updated', accountId);

    const answer = await deliver(event);

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true });
    const updated = await accountRow(who);
    expect(updated).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });

    // Stripe now says otherwise, but the same event again is not applied again.
    fake.updateAccount(accountId, { charges_enabled: false });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await accountRow(who)).toEqual(updated);
  });

  it('applies what Stripe holds now, not the event’s older copy', async () => {
    const { who, accountId } = await connected();
    const older = fake.event('account.updated', accountId);
    fake.updateAccount(accountId, { details_submitted: true, charges_enabled: true });

    expect((await deliver(older)).statusCode).toBe(200);

    expect(await accountRow(who)).toMatchObject({ chargesEnabled: true, detailsSubmitted: true });
  });

  it('refuses an event not signed with the Connect endpoint’s secret and changes nothing', async () => {
    const { who, accountId } = await connected();
    fake.updateAccount(accountId, { charges_enabled: true });
    const event = fake.event('account.updated', accountId);

    const platformSigned = await deliver(event, 'whsec_test');
    const altered = fake.signedWebhook(event, connectSecret);
    const tampered = await t.app.inject({
      method: 'POST',
      url: connectUrl,
      headers: altered.headers,
      payload: altered.payload.replace(accountId, 'acct_other'),
    });

    expect(platformSigned.statusCode).toBe(400);
    expect(tampered.statusCode).toBe(400);
    expect((await accountRow(who))?.chargesEnabled).toBe(false);
  });
});

describe('GET /api/app/settings/stripe/payouts', () => {
  it('lists the connected account’s own recent payouts, newest first', async () => {
    const { who, accountId } = await connected();
    const other = await connected();
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
    fake.addPayout(accountId, { amount: 95_000, arrival_date: day('2026-11-20'), status: 'paid' });
    fake.addPayout(accountId, { amount: 12_345, arrival_date: day('2026-11-27'), status: 'in_transit' });
    fake.addPayout(other.accountId, { amount: 1, arrival_date: day('2026-11-27'), status: 'paid' });

    const answer = await callAs(t, who, 'GET', paymentSettingsApi.payouts.path);

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toEqual([
      expect.objectContaining({ AmountCents: 12_345, ArrivalDate: '2026-11-27', Status: 'in_transit' }),
      expect.objectContaining({ AmountCents: 95_000, ArrivalDate: '2026-11-20', Status: 'paid' }),
    ]);
    const asked = fake.requests.filter((request) => request.path === '/v1/payouts').at(-1);
    expect(asked?.account).toBe(accountId);
  });
});
