import { parseArgs } from 'node:util';
import {
  calendarDateIn,
  defaultTimeZone,
  formatCad,
  formatInvoiceNumber,
  instantInZone,
  invoiceStatuses,
  parseCadToCents,
  planTypes,
} from '@tradepact/shared';
import type { AppDeps } from '../app.js';
import type { Db } from '../db/database.js';
import { billingEventsService } from '../features/billing/billing-events.js';
import {
  findAccountByEmail,
  findPromo,
  findSubscription,
  insertPromo,
  listPromos,
  lockAccount,
  setPlanType,
  setPromoActive,
  type PromoRow,
  type SubscriptionRow,
} from '../features/billing/billing.repository.js';
import { findInvoiceByNumber, refundsOf } from '../features/billing/ledger.repository.js';
import { paymentProviderFor } from '../features/billing/providers/index.js';
import { UsageError } from './usage-error.js';

/**
 * The operator's billing commands: promo codes, the special plan, refunds. Dates the operator types
 * or reads are Eastern calendar days (the product's default zone): a code "expires 2026-06-30" works
 * until that day ends in Toronto.
 */

const day = (instant: Date) => calendarDateIn(instant, defaultTimeZone);

/** Pads each column to its widest cell, so a list reads as a table in a terminal. */
function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function flags(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        percent: { type: 'string' },
        amount: { type: 'string' },
        expires: { type: 'string' },
        limit: { type: 'string' },
        'first-payment': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The instant a code valid through `date` (YYYY-MM-DD) stops working: midnight at that day's end. */
function endOfDay(date: string): Date {
  const noon = new Date(`${date}T12:00:00Z`);
  // A day that does not exist (2026-02-30) is refused rather than read as the next month's.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(noon.getTime()) ||
    noon.toISOString().slice(0, 10) !== date
  ) {
    throw new UsageError(`--expires ${date}: not a date; write it YYYY-MM-DD.`);
  }
  const next = new Date(noon.getTime() + 86_400_000).toISOString().slice(0, 10);
  return instantInZone(defaultTimeZone, next, '00:00');
}

function newPromo(code: string, args: readonly string[]) {
  const { values, positionals } = flags(args);
  if (positionals.length > 0) throw new UsageError(`Unexpected: ${positionals.join(' ')}`);
  if ((values.percent === undefined) === (values.amount === undefined)) {
    throw new UsageError('A promo code takes either --percent N or --amount D.DD.');
  }
  const percent = values.percent === undefined ? null : Number(values.percent);
  if (percent !== null && !(/^\d{1,3}$/.test(values.percent ?? '') && percent >= 1 && percent <= 100)) {
    throw new UsageError(`--percent ${values.percent}: a whole number from 1 to 100.`);
  }
  const amount = values.amount === undefined ? null : parseCadToCents(values.amount);
  if (values.amount !== undefined && !(amount !== null && amount > 0)) {
    throw new UsageError(`--amount ${values.amount}: an amount in dollars above zero, like 10.00.`);
  }
  const limit = values.limit === undefined ? null : Number(values.limit);
  if (limit !== null && !(/^\d{1,9}$/.test(values.limit ?? '') && limit >= 1)) {
    throw new UsageError(`--limit ${values.limit}: how many times the code may be used, 1 or more.`);
  }
  const expiresAt = values.expires === undefined ? null : endOfDay(values.expires);
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new UsageError(`--expires ${values.expires}: that day is over.`);
  }
  return {
    code,
    percentOff: percent,
    amountOffCents: amount,
    expiresAt,
    maxRedemptions: limit,
    firstPaymentOnly: values['first-payment'] ?? false,
  };
}

const discountOf = (promo: PromoRow) =>
  promo.percentOff !== null ? `${promo.percentOff}% off` : `${formatCad(promo.amountOffCents ?? 0)} off`;

function expiryOf(promo: PromoRow, now: Date): string {
  if (!promo.expiresAt) return 'never';
  // The last day it works is the one before the midnight it stops at.
  const last = day(new Date(promo.expiresAt.getTime() - 1));
  return promo.expiresAt.getTime() <= now.getTime() ? `expired ${last}` : last;
}

/** `promo add|list|disable|enable …` */
export async function promoCommand(db: Db, args: readonly string[]): Promise<string> {
  const [action, typed, ...rest] = args;
  const code = typed?.trim().toUpperCase() ?? '';
  if (action === 'list') {
    const promos = await listPromos(db);
    if (promos.length === 0) return 'No promo codes.';
    const now = new Date();
    return table([
      ['Code', 'Discount', 'Last day', 'Used', 'First payment only', 'State'],
      ...promos.map(({ promo, redemptions }) => [
        promo.code,
        discountOf(promo),
        expiryOf(promo, now),
        `${redemptions}/${promo.maxRedemptions ?? 'no limit'}`,
        promo.firstPaymentOnly ? 'yes' : 'no',
        promo.active ? 'active' : 'disabled',
      ]),
    ]);
  }
  if (action !== 'add' && action !== 'disable' && action !== 'enable') {
    throw new UsageError(`promo ${action ?? ''}: add, list, disable or enable?`);
  }
  if (!/^[A-Z0-9-]{3,30}$/.test(code)) {
    throw new UsageError(`${typed ?? 'The code'}: 3 to 30 letters, digits or dashes.`);
  }
  if (action === 'add') {
    const values = newPromo(code, rest);
    if (await findPromo(db, code)) throw new UsageError(`The promo code ${code} exists already.`);
    const promo = await insertPromo(db, values);
    return `Added ${promo.code}: ${discountOf(promo)}, last day ${expiryOf(promo, new Date())}.`;
  }
  if (!(await setPromoActive(db, code, action === 'enable'))) {
    throw new UsageError(`There is no promo code ${code}.`);
  }
  return `${code} is ${action === 'enable' ? 'active' : 'disabled'}.`;
}

/** A paid subscription the provider still charges or that still gives access. */
const runs = (subscription: SubscriptionRow, now: Date) =>
  subscription.status !== 'ended' &&
  !(subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd.getTime() <= now.getTime());

/** `plan <email> special|trial` */
export async function planCommand(db: Db, [email, plan]: readonly string[]): Promise<string> {
  if (!email || (plan !== 'special' && plan !== 'trial')) {
    throw new UsageError('plan takes an email and special or trial.');
  }
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account) throw new UsageError(`There is no account with the email ${email}.`);
    // The same lock as the provider's events: a payment cannot land between the check and the change.
    await lockAccount(tx, account.id);
    const subscription = await findSubscription(tx, account.id);
    if (subscription && runs(subscription, new Date())) {
      const end = day(subscription.currentPeriodEnd);
      throw new Error(
        subscription.cancelAtPeriodEnd
          ? `${account.email} has a cancelled paid subscription that runs until ${end}; change the plan after that.`
          : `${account.email} has a running paid subscription: cancel it first (it then runs until ${end}).`,
      );
    }
    await setPlanType(tx, account.id, plan === 'special' ? planTypes.free : planTypes.trial);
    if (plan === 'special') return `${account.email} is on the special plan: no limits, no banners.`;
    const trialEnd = account.trialEndAt ? day(account.trialEndAt) : 'never started';
    return `${account.email} is on the trial rules again (trial end: ${trialEnd}).`;
  });
}

function invoiceNumber(typed: string | undefined): number {
  const match = /^(?:INV-)?(\d{1,9})$/i.exec(typed?.trim() ?? '');
  if (!match) throw new UsageError(`${typed ?? 'refund'}: which invoice? Write INV-000042 or 42.`);
  return Number(match[1]);
}

/** `refund <invoice number> [amount]`: by the install's payment provider; the rest comes as its refund event. */
export async function refundCommand(deps: AppDeps, [typed, amount]: readonly string[]): Promise<string> {
  const { db } = deps.database;
  const invoice = await findInvoiceByNumber(db, invoiceNumber(typed));
  if (!invoice) throw new UsageError(`There is no invoice ${typed}.`);
  const number = formatInvoiceNumber(invoice.number);
  if (invoice.status === invoiceStatuses.failed) {
    throw new Error(`${number} was not paid (its payment failed): there is nothing to refund.`);
  }
  const provider = paymentProviderFor(deps);
  if (invoice.provider !== provider.name) {
    throw new Error(
      `${number} was paid through ${invoice.provider}; this install pays through ${provider.name}.`,
    );
  }
  const refunds = await refundsOf(db, invoice.id);
  const left = invoice.totalCents - refunds.reduce((sum, refund) => sum + refund.cents, 0);
  if (left <= 0) throw new Error(`${number} is refunded in full already.`);
  const cents = amount === undefined ? left : parseCadToCents(amount);
  if (cents === null || cents <= 0) {
    throw new UsageError(`${amount}: an amount in dollars above zero, like 10.00.`);
  }
  if (cents > left) {
    throw new UsageError(
      `${formatCad(cents)} is more than what is left to refund on ${number}: ${formatCad(left)}.`,
    );
  }

  // The same command run again (a timeout, a retry) names the same refund; a further partial refund
  // made on purpose comes after this one is recorded, so its count differs.
  const key = `refund-${invoice.id}-${cents}-${refunds.length}`;
  const refund = await provider.refund(
    { providerInvoiceId: invoice.providerInvoiceId, providerPaymentId: invoice.providerPaymentId },
    cents,
    key,
  );
  const asked = `${formatCad(cents)} of ${number} (${formatCad(invoice.totalCents)})`;
  if (provider.name === 'stripe') {
    return `Stripe refunds ${asked} as ${refund.providerRefundId}; the invoice shows it when Stripe's charge.refunded webhook arrives.`;
  }
  // No provider will report this refund: apply the event it would have sent, with every refund so far.
  await billingEventsService(deps).apply({
    id: `local_evt_${refund.providerRefundId}`,
    provider: 'local',
    type: 'invoice.refunded',
    providerInvoiceId: invoice.providerInvoiceId,
    providerPaymentId: invoice.providerPaymentId,
    refunds: [
      ...refunds.map((earlier) => ({
        providerRefundId: earlier.providerRefundId,
        cents: earlier.cents,
        at: earlier.createdAt,
      })),
      { providerRefundId: refund.providerRefundId, cents, at: new Date() },
    ],
  });
  return `Refunded ${asked}; ${formatCad(left - cents)} left to refund (recorded here: no money moves without Stripe).`;
}
