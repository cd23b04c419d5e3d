import type Stripe from 'stripe';
import type { BillingEvent, PaymentRecord, SubscriptionSnapshot } from '../provider.js';
import { planTypeOfLookupKey } from './lookup-keys.js';

/**
 * Stripe's webhook events in the billing feature's own words. Objects are read back from Stripe
 * where order matters (a subscription's state), so events delivered late or twice still converge on
 * what Stripe holds now; amounts come from the event's own invoice or session, which never change
 * once paid.
 */

const at = (seconds: number) => new Date(seconds * 1000);

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

function statusOf(status: Stripe.Subscription.Status): SubscriptionSnapshot['status'] {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'ended';
  // past_due, unpaid, incomplete, and paused (a subscription not being paid): the grace rules apply.
  return 'past_due';
}

/** The subscription as our tables hold it; null when its price is not one of our plans. */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
  const item = subscription.items.data[0];
  const planType = planTypeOfLookupKey(item?.price.lookup_key);
  if (!item || planType === null) return null;
  const next = Number(subscription.metadata['next_plan_type'] || Number.NaN);
  return {
    providerSubscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    planType,
    // The metadata may outlive the switch it announced (a schedule's phase does not clear it): a
    // next plan equal to the current one is no switch.
    nextPlanType: Number.isInteger(next) && next !== planType ? next : null,
    status: statusOf(subscription.status),
    // In this API version the billing period belongs to the subscription's items.
    periodStart: at(item.current_period_start),
    periodEnd: at(item.current_period_end),
    // The Dashboard and the customer portal may cancel with a date (cancel_at) instead of the flag.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: subscription.canceled_at === null ? null : at(subscription.canceled_at),
  };
}

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The card a payment was made with, as 'Visa •••• 4242'. */
async function cardOf(client: Stripe, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  const intent = await client.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
  const method = intent.payment_method;
  const card = method && typeof method !== 'string' ? method.card : null;
  if (!card) return null;
  return `${brands[card.brand] ?? card.brand} •••• ${card.last4}`;
}

async function ourSubscription(client: Stripe, id: string): Promise<SubscriptionSnapshot | null> {
  return snapshotOf(await client.subscriptions.retrieve(id));
}

/** The payment intent that paid (or tried to pay) an invoice. */
async function invoicePaymentIntent(client: Stripe, invoiceId: string): Promise<string | null> {
  const payments = await client.invoicePayments.list({ invoice: invoiceId, limit: 10 });
  const chosen = payments.data.find((payment) => payment.status === 'paid') ?? payments.data[0];
  const intent = chosen?.payment.payment_intent;
  return intent ? idOf(intent) : null;
}

const sum = (amounts: { amount: number }[] | null) =>
  (amounts ?? []).reduce((total, entry) => total + entry.amount, 0);

async function invoicePayment(client: Stripe, invoice: Stripe.Invoice, when: number): Promise<PaymentRecord> {
  const providerPaymentId = await invoicePaymentIntent(client, invoice.id);
  const line = invoice.lines.data.find((entry) => entry.parent?.type === 'subscription_item_details');
  // A negative balance is the customer's credit; what the invoice took of it is the credit used.
  const creditCents = Math.min(0, invoice.ending_balance ?? 0) - Math.min(0, invoice.starting_balance);
  return {
    providerInvoiceId: invoice.id,
    providerPaymentId,
    amountCents: invoice.subtotal,
    discountCents: sum(invoice.total_discount_amounts),
    creditCents: Math.max(0, creditCents),
    taxCents: sum(invoice.total_taxes),
    totalCents: invoice.amount_due,
    at: at(invoice.status_transitions.paid_at ?? when),
    periodStart: at(line?.period.start ?? invoice.period_start),
    periodEnd: at(line?.period.end ?? invoice.period_end),
    paymentMethod: await cardOf(client, providerPaymentId),
  };
}

async function invoiceEvent(
  client: Stripe,
  event: Stripe.InvoicePaidEvent | Stripe.InvoicePaymentFailedEvent,
): Promise<BillingEvent | null> {
  const invoice = event.data.object;
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  if (!subscriptionId) return null;
  const subscription = await ourSubscription(client, idOf(subscriptionId));
  if (!subscription) return null;
  const payment = await invoicePayment(client, invoice, event.created);
  const type = event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.failed';
  return { id: event.id, provider: 'stripe', type, subscription, payment };
}

async function checkoutCompleted(
  client: Stripe,
  event: Stripe.CheckoutSessionCompletedEvent,
): Promise<BillingEvent | null> {
  const session = event.data.object;
  if (!session.metadata?.['checkoutId'] || !session.customer) return null;
  const base = {
    id: event.id,
    provider: 'stripe' as const,
    type: 'checkout.completed' as const,
    providerSessionId: session.id,
    customerId: idOf(session.customer),
  };
  if (session.mode === 'subscription') {
    if (!session.subscription) return null;
    const subscription = await ourSubscription(client, idOf(session.subscription));
    // The first payment arrives as its invoice's invoice.paid.
    return subscription ? { ...base, subscription, payment: null } : null;
  }
  // A top-up paid by a slower method completes later (checkout.session.async_payment_succeeded):
  // cards, the only method offered, are paid when the session completes.
  if (session.payment_status !== 'paid') return null;
  const providerPaymentId = session.payment_intent ? idOf(session.payment_intent) : null;
  const payment: PaymentRecord = {
    providerInvoiceId: session.id,
    providerPaymentId,
    amountCents: session.amount_subtotal ?? 0,
    discountCents: session.total_details?.amount_discount ?? 0,
    creditCents: 0,
    taxCents: session.total_details?.amount_tax ?? 0,
    totalCents: session.amount_total ?? 0,
    at: at(event.created),
    periodStart: null,
    periodEnd: null,
    paymentMethod: await cardOf(client, providerPaymentId),
  };
  return { ...base, subscription: null, payment };
}

async function chargeRefunded(client: Stripe, event: Stripe.ChargeRefundedEvent): Promise<BillingEvent> {
  const charge = event.data.object;
  const providerPaymentId = charge.payment_intent ? idOf(charge.payment_intent) : null;
  // This API version's charge names no invoice: the invoice payment of its intent does.
  const paid = providerPaymentId
    ? await client.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: providerPaymentId },
        limit: 1,
      })
    : null;
  const invoice = paid?.data[0]?.invoice;
  const refunds = await client.refunds.list({ charge: charge.id, limit: 100 });
  return {
    id: event.id,
    provider: 'stripe',
    type: 'invoice.refunded',
    providerInvoiceId: invoice ? idOf(invoice) : null,
    providerPaymentId,
    refunds: refunds.data
      .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
      .map((refund) => ({ providerRefundId: refund.id, cents: refund.amount, at: at(refund.created) })),
  };
}

/** The billing event a Stripe event stands for; null for the events and objects we do not follow. */
export async function toBillingEvent(event: Stripe.Event, client: Stripe): Promise<BillingEvent | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(client, event);
    case 'checkout.session.expired':
      return event.data.object.metadata?.['checkoutId']
        ? {
            id: event.id,
            provider: 'stripe',
            type: 'checkout.expired',
            providerSessionId: event.data.object.id,
          }
        : null;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(client, event);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Read back: an older event delivered late must not undo a newer state.
      const subscription = await ourSubscription(client, event.data.object.id);
      return subscription
        ? { id: event.id, provider: 'stripe', type: 'subscription.changed', subscription }
        : null;
    }
    case 'charge.refunded':
      return chargeRefunded(client, event);
    default:
      return null;
  }
}
