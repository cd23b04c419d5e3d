import type { Payment } from '../contract/form.js';
import type { Receivable, Receivables } from './receivables.js';

/**
 * How far a signed contract's client has paid (issue 33 §1: "Paid $X of $Y" and the next amount due),
 * from what the contract owes and its invoices, so that the contract's line in My Projects and its
 * payments page agree to the cent.
 */

/** A line's own day, before any invoice: the deposit's date, or a date-mode term's. */
export function scheduledDueOn(
  payment: Payment,
  line: Pick<Receivable, 'kind' | 'termIndex'>,
): string | null {
  if (line.kind === 'deposit') return payment.DepositDate || null;
  if (line.kind === 'term' && payment.Mode === 'date')
    return payment.Terms[line.termIndex ?? 0]?.Name || null;
  return null;
}

/** An issued invoice as progress reads it: what it bills, when it falls due, what came in on it. */
export interface InvoicedLine {
  /** The receivable it bills ('deposit', 'term-0'…). */
  key: string;
  payableCents: number;
  dueOn: string;
  /** Received, less refunded. */
  paidCents: number;
}

/** A line still to pay: its key, what is left of it, and its day (null while nothing sets one). */
export interface NextDue {
  key: string;
  leftCents: number;
  dueOn: string | null;
}

export interface PaymentProgress {
  /** The price with tax, as the signed document prints it. */
  totalCents: number;
  paidCents: number;
  /** The unpaid line due soonest (lines without a day last, in schedule order); null once all is paid. */
  nextDue: NextDue | null;
}

/** What a line owes and has received: an invoiced line owes what its invoice billed. */
interface LineState {
  key: string;
  payableCents: number;
  paidCents: number;
  dueOn: string | null;
}

/** The soonest due of `lines` not yet paid in full. */
export function nextDueOf(lines: readonly LineState[]): NextDue | null {
  const unpaid = lines.filter((line) => line.payableCents > 0 && line.paidCents < line.payableCents);
  const [next] = [...unpaid].sort((a, b) => {
    if (a.dueOn === b.dueOn) return 0;
    if (a.dueOn === null) return 1;
    if (b.dueOn === null) return -1;
    return a.dueOn < b.dueOn ? -1 : 1;
  });
  return next ? { key: next.key, leftCents: next.payableCents - next.paidCents, dueOn: next.dueOn } : null;
}

/** How much of what `owed` lists was paid, through `invoices`, and what is due next. */
export function paymentProgress(
  payment: Payment,
  owed: Receivables,
  invoices: readonly InvoicedLine[],
): PaymentProgress {
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.key, invoice]));
  const lines = owed.lines.map((line): LineState => {
    const invoice = invoiceOf.get(line.key);
    return invoice
      ? {
          key: line.key,
          payableCents: invoice.payableCents,
          paidCents: invoice.paidCents,
          dueOn: invoice.dueOn,
        }
      : {
          key: line.key,
          payableCents: line.payableCents,
          paidCents: 0,
          dueOn: scheduledDueOn(payment, line),
        };
  });
  return {
    totalCents: owed.totalCents,
    paidCents: lines.reduce((sum, line) => sum + line.paidCents, 0),
    nextDue: nextDueOf(lines),
  };
}
