import {
  formatDate,
  formatInvoiceNumber,
  invoiceStatuses,
  salesTaxOn,
  timeZoneOf,
  todayIn,
  translate,
  type Language,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import type { InvoiceIssuer } from '../../db/schema/index.js';
import type { Transaction } from '../../queue/queue.js';
import { accountLanguage } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import { planWordsIn, type PlanText } from './plan-words.js';
import type { PaymentRecord, ProviderName } from './provider.js';
import {
  findInvoiceByProviderId,
  insertInvoice,
  updateInvoice,
  type InvoiceRow,
} from './ledger.repository.js';

/** What was bought, beside the amounts the provider charged. */
export interface InvoiceLine {
  kind: 'subscription' | 'topup';
  /** The line as the invoice prints it, worded in the invoice's language (the account's at issue). */
  describe: (language: Language) => string;
  quantity: number;
  unitCents: number;
  discountLabel: string;
  checkoutSessionId: string | null;
}

/**
 * Who was billed and where the tax is due, as the business profile says today; `q`: the caller's
 * transaction when it has one.
 */
export async function billedParty(
  db: Db,
  userId: string,
  q: Queryable = db,
): Promise<{ lines: string[]; province: string }> {
  const business = await businessService(db).read(userId, q);
  const person = `${business.FirstName} ${business.LastName}`.trim();
  const place = [business.City, business.Province, business.PostalCode].filter(Boolean).join(', ');
  const address = [business.Unit, business.Address].filter(Boolean).join('-');
  const lines = [business.Name, person, address, place, business.Email].filter((line) => line && line.trim());
  return { lines, province: business.Province };
}

/**
 * The printed plan line in `language`: 'Monthly plan, 2026-11-24 to 2026-12-24', 'Forfait Mensuel,
 * du 2026-11-24 au 2026-12-24'.
 */
export function planLine(
  plan: PlanText | undefined,
  start: Date,
  end: Date,
  province: string,
  language: Language,
): string {
  const zone = timeZoneOf(province);
  return translate(language, 'billingInvoicePlanLine', {
    plan: plan ? planWordsIn(plan, language).name : '',
    start: formatDate(start, zone),
    end: formatDate(end, zone),
  });
}

/** A top-up's line in `language`: 'Extra client agreement', or 'Extra client agreement × 3'. */
export function topUpLine(contractType: number, quantity: number, language: Language): string {
  const name = translate(language, contractType === 1 ? 'billingTopUpClient' : 'billingTopUpSubcontractor');
  return quantity > 1 ? translate(language, 'billingTopUpLine', { name, quantity }) : name;
}

export interface RecordedPayment {
  invoice: InvoiceRow;
  /** True when this call issued the invoice or turned a failed one into paid: time for a receipt. */
  newlyPaid: boolean;
  newlyFailed: boolean;
}

/**
 * Writes a payment as an invoice, once per provider invoice id. A failed invoice that is paid later
 * (the customer portal, a retry) becomes paid; a paid one never goes back to failed. The invoice
 * keeps its issuer as configured now and the account's language now (its line is written in it, and
 * its PDF for ever): a later change of the operator's settings or the account's language leaves it
 * as issued.
 */
export async function recordPayment(
  tx: Transaction,
  db: Db,
  input: {
    userId: string;
    provider: ProviderName;
    payment: PaymentRecord;
    line: InvoiceLine;
    paid: boolean;
    issuer: InvoiceIssuer;
  },
): Promise<RecordedPayment> {
  const { payment, line } = input;
  const existing = await findInvoiceByProviderId(tx, input.provider, payment.providerInvoiceId);
  if (existing) {
    if (input.paid && existing.status === invoiceStatuses.failed) {
      await updateInvoice(tx, existing.id, {
        status: invoiceStatuses.paid,
        paidAt: payment.at,
        providerPaymentId: payment.providerPaymentId,
      });
      return { invoice: { ...existing, status: invoiceStatuses.paid }, newlyPaid: true, newlyFailed: false };
    }
    return { invoice: existing, newlyPaid: false, newlyFailed: false };
  }
  const party = await billedParty(db, input.userId, tx);
  const language = await accountLanguage(tx, input.userId);
  // The lines are the shared table's for the province and day; the totals are what was charged.
  // Credit pays part of the bill after tax: the tax is on the discounted price.
  const taxable = payment.amountCents - payment.discountCents;
  const tax = salesTaxOn(taxable, party.province, todayIn(party.province, payment.at));
  const invoice = await insertInvoice(tx, {
    userId: input.userId,
    checkoutSessionId: line.checkoutSessionId,
    kind: line.kind,
    description: line.describe(language),
    language,
    quantity: line.quantity,
    unitCents: line.unitCents,
    amountCents: payment.amountCents,
    discountCents: payment.discountCents,
    discountLabel: line.discountLabel,
    creditCents: payment.creditCents,
    taxLines: tax.lines,
    taxCents: payment.taxCents,
    totalCents: payment.totalCents,
    status: input.paid ? invoiceStatuses.paid : invoiceStatuses.failed,
    province: party.province,
    billedTo: party.lines,
    provider: input.provider,
    providerInvoiceId: payment.providerInvoiceId,
    providerPaymentId: payment.providerPaymentId,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    paidAt: input.paid ? payment.at : null,
    issuer: input.issuer,
  });
  return { invoice, newlyPaid: input.paid, newlyFailed: !input.paid };
}

export const invoiceNumberOf = (invoice: Pick<InvoiceRow, 'number'>) => formatInvoiceNumber(invoice.number);
