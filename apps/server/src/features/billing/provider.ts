import type { Language } from '@tradepact/shared';
import type { StoredTaxLine } from '../../db/schema/index.js';

/**
 * What the billing feature asks of a payment provider (Stripe, or the local payment page), and the
 * events a provider reports back. Both providers' events go through one function
 * (`billing-events.ts` `applyBillingEvent`): a Stripe webhook and the local page's "Pay" take the
 * same path to an upgraded account.
 */

export type ProviderName = 'stripe' | 'local';

/** A subscription as the provider holds it now: applying it twice changes nothing. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  customerId: string;
  planType: number;
  /** A plan switch scheduled for the next billing date. */
  nextPlanType: number | null;
  status: 'active' | 'past_due' | 'ended';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/** One payment as the provider charged it (cents, CAD). */
export interface PaymentRecord {
  /** Unique per provider: the Stripe invoice id, a top-up's checkout session id, the local page's own. */
  providerInvoiceId: string;
  providerPaymentId: string | null;
  amountCents: number;
  discountCents: number;
  creditCents: number;
  taxCents: number;
  totalCents: number;
  at: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The card, as 'Visa •••• 4242', when the provider says. */
  paymentMethod: string | null;
}

interface EventBase {
  /** Unique per provider (Stripe's evt_…; the local page's local_evt_…): a replay is ignored. */
  id: string;
  provider: ProviderName;
}

export type BillingEvent = EventBase &
  (
    | {
        /** The customer paid a checkout: a subscription starts, or a top-up's agreements are added. */
        type: 'checkout.completed';
        providerSessionId: string;
        customerId: string;
        subscription: SubscriptionSnapshot | null;
        /** A top-up's payment (a subscription's first payment comes as invoice.paid). */
        payment: PaymentRecord | null;
      }
    | { type: 'invoice.paid'; subscription: SubscriptionSnapshot; payment: PaymentRecord }
    | { type: 'invoice.failed'; subscription: SubscriptionSnapshot; payment: PaymentRecord }
    | { type: 'subscription.changed'; subscription: SubscriptionSnapshot }
    | {
        type: 'invoice.refunded';
        /** The payment refunded: by the provider's invoice id, or (a top-up) its payment id. */
        providerInvoiceId: string | null;
        providerPaymentId: string | null;
        /** Every refund of that payment so far. */
        refunds: { providerRefundId: string; cents: number; at: Date }[];
      }
    | { type: 'checkout.expired'; providerSessionId: string }
  );

/** What the provider needs to open a checkout; amounts are the preview's, already decided. */
export interface CheckoutOrder {
  checkoutId: string;
  userId: string;
  email: string;
  customerName: string;
  province: string;
  kind: 'subscription' | 'topup';
  /** Subscription: the plan; top-up: the product's unit price and quantity. */
  name: string;
  lookupKey: string;
  unitCents: number;
  quantity: number;
  /** Months between renewals (subscriptions). */
  months: number;
  /**
   * A plan bought during a trial: the trial's end, when its first paid period starts (Stripe's
   * trial_end); null to start it now. Always at least 48 hours away (keptTrialEnd).
   */
  trialEnd: Date | null;
  /** The promo or referral discount, taken once, on this first payment (credit is the balance's). */
  reductionCents: number;
  reductionLabel: string;
  taxLines: StoredTaxLine[];
  /** The account's language: the provider's payment page speaks it, as the names above do. */
  language: Language;
  successUrl: string;
  cancelUrl: string;
}

export interface OpenedCheckout {
  providerSessionId: string;
  customerId: string;
  url: string;
}

export interface PaymentProvider {
  name: ProviderName;
  openCheckout(order: CheckoutOrder, existingCustomerId: string | null): Promise<OpenedCheckout>;
  /** Where the customer changes the card and pays what is due. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Cancel at the period's end (true) or undo that (false); answers the subscription now. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /**
   * Ends the subscription now, with no refund and no final invoice, and stops the provider from
   * collecting what is still open (a past-due renewal). Idempotent: a subscription already ended or
   * unknown to the provider is done.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Switches the plan from the next billing date; answers the subscription now. */
  changePlanAtRenewal(
    subscriptionId: string,
    plan: { type: number; name: string; lookupKey: string; unitCents: number; months: number },
  ): Promise<SubscriptionSnapshot>;
  /**
   * Moves `cents` of the account's credit to the provider's customer balance, where the next invoice
   * uses it (taxes included). Only providers that charge renewals themselves need it (Stripe).
   */
  addCustomerCredit?(customerId: string, cents: number, idempotencyKey: string): Promise<void>;
  /** Refunds `cents` of a payment; the refund's state arrives as an invoice.refunded event. */
  refund(
    payment: { providerInvoiceId: string; providerPaymentId: string | null },
    cents: number,
    idempotencyKey: string,
  ): Promise<{ providerRefundId: string }>;
}
