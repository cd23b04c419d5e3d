import { addDays } from '../contract/expiry.js';
import { ruleInForce, type LawRecordOf } from '../law/index.js';

/**
 * When an invoice to a client falls due, and Ontario's prompt-payment clock (issue 33 §2): a proper
 * invoice is payable within the record's 28 days, the owner may dispute it within 14 by a notice of
 * non-payment, and from 2026-01-01 it is deemed proper unless the owner says within 7 days how it is
 * not. The days are the province's `promptPayment` record for the invoice's day, never written here.
 * Elsewhere the invoice is payable within `defaultPaymentDays`, the net 30 of the trade's invoices.
 */

export const defaultPaymentDays = 30;

export interface InvoiceClock {
  record: LawRecordOf<'promptPayment'>;
  /** The last day to pay (YYYY-MM-DD). */
  payBy: string;
  /** The last day to give a notice of non-payment. */
  disputeBy: string;
  /** The last day to say how it is not proper, else it is deemed proper; null before that rule. */
  deemedProperBy: string | null;
}

/** The province's prompt-payment clock for an invoice issued on `issuedOn`, where it has one. */
export function invoiceClock(province: string, issuedOn: string): InvoiceClock | undefined {
  const record = ruleInForce(province, 'promptPayment', issuedOn);
  if (!record) return undefined;
  const { payDays, nonPaymentNoticeDays, deemedProperDays } = record.data;
  return {
    record,
    payBy: addDays(issuedOn, payDays),
    disputeBy: addDays(issuedOn, nonPaymentNoticeDays),
    deemedProperBy: deemedProperDays === null ? null : addDays(issuedOn, deemedProperDays),
  };
}

/** The day an invoice issued on `issuedOn` falls due: the province's clock, or the default terms. */
export function invoiceDueOn(province: string, issuedOn: string): string {
  return invoiceClock(province, issuedOn)?.payBy ?? addDays(issuedOn, defaultPaymentDays);
}

export const receivableStatuses = ['notDue', 'invoiced', 'partlyPaid', 'paid', 'overdue'] as const;
export type ReceivableStatus = (typeof receivableStatuses)[number];

export interface ReceivableState {
  payableCents: number;
  /** Received, less what was refunded. */
  paidCents: number;
  invoiced: boolean;
  /** The invoice's due day, or a date-mode term's own date; null while nothing sets one. */
  dueOn: string | null;
  /** Today where the work is (YYYY-MM-DD). */
  today: string;
}

/** Issue 33 §1: paid once what was received covers it; overdue once its day has passed unpaid. */
export function receivableStatus(state: ReceivableState): ReceivableStatus {
  if (state.payableCents > 0 && state.paidCents >= state.payableCents) return 'paid';
  if (state.dueOn !== null && state.today > state.dueOn) return 'overdue';
  if (state.paidCents > 0) return 'partlyPaid';
  return state.invoiced ? 'invoiced' : 'notDue';
}
