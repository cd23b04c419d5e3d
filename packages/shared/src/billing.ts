import { salesTaxOn, type TaxLine } from './tax.js';

/**
 * The rules of the subscription that both sides read: statuses, the grace period, the referral
 * programme, the top-ups, the quota windows and the arithmetic of a checkout. Amounts are integer
 * cents, CAD (DECISIONS "Everywhere").
 */

/** Doc 3 §4: what the subscription page offers. */
export const subscriptionStatuses = {
  /** Paid and running: can cancel. */
  active: 0,
  /** On the trial, or ended: 'Upgrade Plan' to the monthly plan. */
  upgrade: 1,
  /** Cancelled but running until its end date: can resume. */
  cancelled: 2,
} as const;

/** Doc 3 §4/§8: an invoice's payment. */
export const invoiceStatuses = { paid: 1, failed: 2, refunded: 3, partlyRefunded: 4 } as const;
export type InvoiceStatus = (typeof invoiceStatuses)[keyof typeof invoiceStatuses];

/** Days a paid account keeps its access after a renewal payment failed. */
export const paymentGraceDays = 7;

/** Doc 1 §1: the referred account's discount on its first payment, and the referrer's credit. */
export const referralTerms = { discountPercent: 20, rewardCents: 1000 } as const;

/** Doc 3 §9: an extra agreement costs $10; `contractType` is the contract's Type (1 client, 0 sub-contractor). */
export const topUpProducts = [
  { type: 1, contractType: 1, unitCents: 1000 },
  { type: 2, contractType: 0, unitCents: 1000 },
] as const;
export type TopUpProduct = (typeof topUpProducts)[number];
export const maxTopUpQuantity = 50;

export function topUpProduct(type: number): TopUpProduct | undefined {
  return topUpProducts.find((product) => product.type === type);
}

/** The most days in the month of `year`/`month` (0-based month), UTC. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `date` plus `months` calendar months at the same time of day; a day the target month lacks is its
 * last day (Jan 31 + 1 month = Feb 28 or 29), as card processors bill month-end anchors.
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(targetYear, targetMonth));
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/**
 * Stripe Checkout takes a trial's end only when it is at least 48 hours away
 * (subscription_data.trial_end); a trial closer to its end is not kept, by either provider.
 */
export const keptTrialMinimumMs = 48 * 3_600_000;

/**
 * DECISIONS "Trial days are kept": a plan bought during a trial starts its first paid period when the
 * trial ends, as Stripe's trial_end does. Answers that end, or null when there is no trial to keep
 * (none, over, or under 48 hours left): then the plan starts at once.
 */
export function keptTrialEnd(trialEnd: Date | null, now: Date): Date | null {
  if (!trialEnd || trialEnd.getTime() - now.getTime() < keptTrialMinimumMs) return null;
  return trialEnd;
}

export interface Window {
  start: Date;
  end: Date;
}

/**
 * The month of a paid period that `now` falls in: quotas are monthly, so an annual plan's year is
 * twelve windows from its anchor, and a monthly plan's window is its billing period. Each window
 * counts from the anchor (not from the previous window), so a Jan 31 anchor gives Feb 28, Mar 31.
 */
export function quotaWindow(anchor: Date, now: Date): Window {
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
  if (addMonths(anchor, months) > now) months -= 1;
  if (months < 0) months = 0;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

export interface Discount {
  /** Whole percent, 1–100. */
  percentOff?: number | null;
  amountOffCents?: number | null;
}

export interface CheckoutPrice {
  amountCents: number;
  discountCents: number;
  /** What the taxes are charged on: the amount less the discount. */
  taxableCents: number;
  taxLines: TaxLine[];
  /** The sum of the rates, in percent (14.975 in Quebec). */
  taxRatePercent: number;
  taxCents: number;
  /** The account's credit used: part of the payment, taxes included. */
  creditCents: number;
  totalCents: number;
}

/** `percent` % of `cents`, half-up, in integers. */
function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * Math.round(percent * 1000) + 50_000) / 100_000);
}

/**
 * A checkout's amounts: the discount first, then the sales tax of the account's province on what is
 * left, then the account's credit, used before charging and never below zero. The credit pays part
 * of the bill (as a Stripe customer balance does), so the tax is charged on the discounted price.
 */
export function priceCheckout(input: {
  amountCents: number;
  discount: Discount | null;
  creditBalanceCents: number;
  province: string;
  /** YYYY-MM-DD: the day the rates are read for. */
  onDate: string;
}): CheckoutPrice {
  const { amountCents, discount } = input;
  const discountCents = Math.min(
    amountCents,
    discount?.percentOff
      ? percentOf(amountCents, discount.percentOff)
      : Math.max(0, discount?.amountOffCents ?? 0),
  );
  const taxableCents = amountCents - discountCents;
  const tax = salesTaxOn(taxableCents, input.province, input.onDate);
  const creditCents = Math.min(Math.max(0, input.creditBalanceCents), tax.totalCents);
  return {
    amountCents,
    discountCents,
    taxableCents,
    taxLines: tax.lines,
    taxRatePercent: Math.round(tax.lines.reduce((sum, line) => sum + line.ratePercent, 0) * 1000) / 1000,
    taxCents: tax.taxCents,
    creditCents,
    totalCents: tax.totalCents - creditCents,
  };
}

/**
 * The card numbers the local payment page knows (the card networks' and Stripe's public test
 * numbers). Any other number is refused; the declined one is refused as the bank would.
 */
export const localTestCards = {
  accepted: ['4242424242424242', '5555555555554444', '378282246310005', '4000001240000000'],
  declined: '4000000000000002',
  /** Accepted at checkout, then every later charge (a renewal) fails, as with Stripe's 4000…0341. */
  failsLater: '4000000000000341',
} as const;

/** An invoice number as printed: INV-000042. */
export function formatInvoiceNumber(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}
