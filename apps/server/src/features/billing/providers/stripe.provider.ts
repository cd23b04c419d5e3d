import Stripe from 'stripe';
import { isProvince, provinceCodes, type Language } from '@tradepact/shared';
import type { StoredTaxLine } from '../../../db/schema/index.js';
import type { CheckoutOrder, PaymentProvider, SubscriptionSnapshot } from '../provider.js';
import { snapshotOf } from './stripe-events.js';

/**
 * Payments through Stripe Checkout, in CAD. Prices are found by lookup key (created on first use),
 * sales tax is charged with manual TaxRate objects from our own tax table (the preview's lines, so
 * Checkout charges what the preview showed), and a checkout's one-off reduction (promotion, referral
 * discount, credit used) is a single-use coupon. Every create that a retry could repeat carries an
 * Idempotency-Key derived from what it creates.
 */

// A TaxRate's `state` and the customer's address take the two-letter code, not the name.

/** Checkout's page in the account's language: Stripe has Canadian French, and no Canadian English. */
const stripeLocales: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', fr: 'fr-CA' };

function provinceCode(province: string): string {
  if (isProvince(province)) return provinceCodes[province];
  if (Object.values(provinceCodes).includes(province)) return province;
  throw new Error(`unknown province ${province}`);
}

/** What a Price must be to charge an order: a month-multiple renewal, or a one-off (months 0). */
interface PriceSpec {
  lookupKey: string;
  name: string;
  unitCents: number;
  months: number;
}

function priceFits(price: Stripe.Price, spec: PriceSpec): boolean {
  const recurring = price.recurring;
  const periodFits =
    spec.months > 0
      ? recurring?.interval === 'month' && recurring.interval_count === spec.months
      : recurring === null;
  return price.active && price.unit_amount === spec.unitCents && price.currency === 'cad' && periodFits;
}

function ours(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const snapshot = snapshotOf(subscription);
  if (!snapshot) throw new Error(`subscription ${subscription.id} is not on one of our plans`);
  return snapshot;
}

export function stripeProvider(options: {
  secretKey: string;
  apiUrl?: string;
  publicUrl: string;
}): PaymentProvider & { client: Stripe } {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  /**
   * The Price a lookup key names, or a new one when none fits: an operator's new price for a plan
   * takes the key over (transfer_lookup_key), so later checkouts find it and earlier subscribers keep
   * theirs until they renew onto a plan change.
   */
  async function priceFor(spec: PriceSpec): Promise<Stripe.Price> {
    const found = await client.prices.list({ lookup_keys: [spec.lookupKey], limit: 1 });
    const existing = found.data[0];
    if (existing && priceFits(existing, spec)) return existing;
    return client.prices.create(
      {
        currency: 'cad',
        unit_amount: spec.unitCents,
        ...(existing
          ? { product: typeof existing.product === 'string' ? existing.product : existing.product.id }
          : { product_data: { name: spec.name } }),
        ...(spec.months > 0 && { recurring: { interval: 'month', interval_count: spec.months } }),
        lookup_key: spec.lookupKey,
        transfer_lookup_key: true,
      },
      { idempotencyKey: `price-${spec.lookupKey}-${spec.unitCents}-${spec.months}` },
    );
  }

  /** One manual TaxRate per tax line (rates cannot change once created: a new rate gets a new key). */
  async function taxRatesFor(lines: StoredTaxLine[], province: string): Promise<string[]> {
    const code = provinceCode(province);
    const active = await client.taxRates
      .list({ active: true, limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    const ids: string[] = [];
    for (const line of lines) {
      const key = `${line.kind}-${line.ratePercent}-${code}`;
      const existing = active.find((rate) => rate.metadata?.['tradepact_key'] === key);
      const rate =
        existing ??
        (await client.taxRates.create(
          {
            display_name: line.kind,
            percentage: line.ratePercent,
            inclusive: false,
            country: 'CA',
            state: code,
            ...(isProvince(province) && { jurisdiction: province }),
            tax_type: line.kind.toLowerCase(),
            metadata: { tradepact_key: key },
          },
          { idempotencyKey: `taxrate-${key}` },
        ));
      ids.push(rate.id);
    }
    return ids;
  }

  async function customerFor(order: CheckoutOrder, existingCustomerId: string | null): Promise<string> {
    if (existingCustomerId) return existingCustomerId;
    const customer = await client.customers.create(
      {
        email: order.email,
        name: order.customerName,
        address: { state: provinceCode(order.province), country: 'CA' },
        metadata: { userId: order.userId },
      },
      { idempotencyKey: `customer-${order.userId}` },
    );
    return customer.id;
  }

  /** The rates renewals are taxed with: a schedule's phases must name them again. */
  const taxRateIds = (subscription: Stripe.Subscription) =>
    (subscription.default_tax_rates ?? []).map((rate) => rate.id);

  /** Drops a scheduled plan switch: the subscription goes on alone, as it is. */
  async function releaseSchedule(subscription: Stripe.Subscription): Promise<void> {
    if (!subscription.schedule) return;
    const id = typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule.id;
    await client.subscriptionSchedules.release(id);
  }

  return {
    name: 'stripe',
    client,

    async openCheckout(order, existingCustomerId) {
      const customer = await customerFor(order, existingCustomerId);
      const subscription = order.kind === 'subscription';
      const price = await priceFor({
        lookupKey: order.lookupKey,
        name: order.name,
        unitCents: order.unitCents,
        months: subscription ? order.months : 0,
      });
      const taxRates = await taxRatesFor(order.taxLines, order.province);
      const coupon =
        order.reductionCents > 0
          ? await client.coupons.create(
              {
                amount_off: order.reductionCents,
                currency: 'cad',
                duration: 'once',
                max_redemptions: 1,
                // Stripe keeps a coupon's name to 40 characters.
                name: order.reductionLabel.slice(0, 40),
              },
              { idempotencyKey: `coupon-${order.checkoutId}` },
            )
          : null;
      const session = await client.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          customer,
          locale: stripeLocales[order.language],
          client_reference_id: order.userId,
          metadata: { checkoutId: order.checkoutId, userId: order.userId },
          success_url: `${options.publicUrl}/Success/{CHECKOUT_SESSION_ID}`,
          cancel_url: order.cancelUrl,
          line_items: [{ price: price.id, quantity: order.quantity, tax_rates: taxRates }],
          ...(coupon && { discounts: [{ coupon: coupon.id }] }),
          // Renewal invoices take the subscription's default rates: they are taxed like the first. A
          // plan bought during a trial keeps its days: Stripe charges it from the trial's end.
          ...(subscription && {
            subscription_data: {
              default_tax_rates: taxRates,
              ...(order.trialEnd && { trial_end: Math.floor(order.trialEnd.getTime() / 1000) }),
            },
          }),
        },
        { idempotencyKey: `checkout-${order.checkoutId}` },
      );
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { providerSessionId: session.id, customerId: customer, url: session.url };
    },

    async portalUrl(customerId, returnUrl) {
      const session = await client.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await client.subscriptions.retrieve(subscriptionId);
      // Stripe refuses a cancellation change on a subscription a schedule manages: cancelling drops
      // the plan switch that schedule held (the customer chooses again after resuming).
      await releaseSchedule(subscription);
      const updated = await client.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
        ...(subscription.schedule && { metadata: { next_plan_type: '' } }),
      });
      return ours(updated);
    },

    async cancelNow(subscriptionId) {
      let subscription: Stripe.Subscription;
      try {
        subscription = await client.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        throw error;
      }
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
      // As for a cancellation at the period's end, a schedule holding a plan switch is dropped first.
      await releaseSchedule(subscription);
      // Cancelling stops Stripe's retries of the open invoices, so a past-due renewal is not charged.
      await client.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false });
    },

    /**
     * A subscription schedule switches the plan: its current phase runs to the period's end on the
     * current price, then a phase on the new price starts its own billing period (phase_start), with
     * no proration either way. Updating the subscription's price directly would either prorate now
     * or, for a monthly ↔ annual change, restart the billing period today.
     */
    async changePlanAtRenewal(subscriptionId, plan) {
      const subscription = await client.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      const price = await priceFor(plan);
      if (item.price.id === price.id) {
        // Back to the current plan: the scheduled switch is dropped.
        await releaseSchedule(subscription);
        return ours(await client.subscriptions.update(subscriptionId, { metadata: { next_plan_type: '' } }));
      }
      // The subscription's own schedule field guards against a second schedule; the SDK keys this
      // create itself, which covers a network retry of this very call.
      const schedule = subscription.schedule
        ? await client.subscriptionSchedules.retrieve(
            typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule.id,
          )
        : await client.subscriptionSchedules.create({ from_subscription: subscriptionId });
      const defaultTaxRates = taxRateIds(subscription);
      await client.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
            start_date: schedule.current_phase?.start_date ?? item.current_period_start,
            end_date: item.current_period_end,
            default_tax_rates: defaultTaxRates,
            proration_behavior: 'none',
          },
          {
            items: [{ price: price.id, quantity: 1 }],
            duration: { interval: 'month', interval_count: plan.months },
            billing_cycle_anchor: 'phase_start',
            default_tax_rates: defaultTaxRates,
            proration_behavior: 'none',
          },
        ],
      });
      return ours(
        await client.subscriptions.update(subscriptionId, {
          metadata: { next_plan_type: String(plan.type) },
        }),
      );
    },

    async refund(payment, cents, idempotencyKey) {
      const paymentIntent =
        payment.providerPaymentId ?? (await paymentIntentOf(client, payment.providerInvoiceId));
      const refund = await client.refunds.create(
        { payment_intent: paymentIntent, amount: cents },
        { idempotencyKey },
      );
      return { providerRefundId: refund.id };
    },

    async addCustomerCredit(customerId, cents, idempotencyKey) {
      // A negative balance is a credit Stripe takes off the customer's next invoices.
      await client.customers.createBalanceTransaction(
        customerId,
        { amount: -cents, currency: 'cad', description: 'Account credit' },
        { idempotencyKey },
      );
    },
  };
}

/** The payment intent that paid an invoice (a subscription payment recorded before its intent was known). */
async function paymentIntentOf(client: Stripe, invoiceId: string): Promise<string> {
  const payments = await client.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  if (!intent) throw new Error(`invoice ${invoiceId} has no paid payment intent`);
  return typeof intent === 'string' ? intent : intent.id;
}
