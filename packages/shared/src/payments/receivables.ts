import { holdbackSchedule, scheduleLinesCents, type HoldbackFacts } from '../contract/holdback.js';
import type { Payment } from '../contract/form.js';
import { salesTaxOn, type TaxKind, type TaxLine } from '../tax.js';

/**
 * Issue 33 §1: what a client owes on a signed contract, from its own payment schedule, in integer
 * cents: the deposit and each term, each with the holdback the province makes the payer retain, the
 * net paid now, its taxes and the payable total; and, where there is a holdback, its release as a
 * line of its own.
 *
 * Tax on the holdback: GST/HST on an amount held back under a construction holdback becomes payable
 * only when the holdback is paid or payable (Excise Tax Act, R.S.C. 1985, c. E-15, s. 168(7),
 * https://laws-lois.justice.gc.ca/eng/acts/E-15/section-168.html), so each payment's tax is on its
 * net and the release carries the tax of what was retained. LEGAL REVIEW: counsel or the accountant
 * to confirm for provincial sales taxes (PST, RST, QST), treated the same way here.
 *
 * Rounding: the document the client signed prints the taxes of the whole price. So that the payments
 * add up to exactly that total with tax, each tax kind is rounded on the running sum of the lines'
 * bases (the tax up to a line is the tax on everything up to it, the line takes the difference):
 * each line is within a cent of its own tax, and the lines add up to the document's tax to the cent.
 * The rates are the contract's day's, the day the client agreed the total.
 */

export type ReceivableKind = 'deposit' | 'term' | 'balance' | 'holdback';

export interface Receivable {
  /** The line's id within its contract: 'deposit', 'term-0', 'term-1'…, 'balance', 'holdback'. */
  key: string;
  kind: ReceivableKind;
  /** The term's position in the form's terms, for a 'term' line. */
  termIndex: number | null;
  /** Before tax and before any holdback; for the 'holdback' line, what is released. */
  grossCents: number;
  /** Retained on this payment under the province's holdback (0 where there is none, and on the release). */
  holdbackCents: number;
  /** What this payment pays before tax: the gross less the holdback. */
  netCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  /** What the client pays on this line: the net and its taxes. */
  payableCents: number;
}

export interface Receivables {
  lines: Receivable[];
  /** The holdback's percent where the province has one on the contract's day, else null. */
  holdbackPercent: number | null;
  /** The price before tax (the lines' gross, the release left out). */
  priceCents: number;
  /** The price with tax, as the signed document prints it: exactly the sum of the lines' payable. */
  totalCents: number;
}

export type ReceivableFacts = HoldbackFacts;

type Base = Omit<Receivable, 'taxLines' | 'taxCents' | 'payableCents'>;

/** The schedule's lines as the holdback reads them (deposit, terms, the balance), with a key each. */
function grossLines(payment: Payment): Base[] {
  return scheduleLinesCents(payment).map(({ source, grossCents }) => {
    const line = { termIndex: null, grossCents, holdbackCents: 0, netCents: grossCents };
    switch (source.kind) {
      case 'deposit':
        return { ...line, key: 'deposit', kind: 'deposit' };
      case 'term':
        return { ...line, key: `term-${source.index}`, kind: 'term', termIndex: source.index };
      default:
        // The balance not scheduled, or custom terms' price less the deposit: one line either way.
        return { ...line, key: 'balance', kind: 'balance' };
    }
  });
}

/** Each line's taxes, rounded on the running sum so that they add up to the tax of the whole. */
function withTaxes(lines: readonly Base[], province: string, day: string): Receivable[] {
  let baseSoFar = 0;
  let before = new Map<TaxKind, number>();
  return lines.map((line) => {
    baseSoFar += line.netCents;
    const upTo = salesTaxOn(baseSoFar, province, day).lines;
    const taxLines = upTo.map((tax) => ({ ...tax, cents: tax.cents - (before.get(tax.kind) ?? 0) }));
    before = new Map(upTo.map((tax) => [tax.kind, tax.cents]));
    const taxCents = taxLines.reduce((sum, tax) => sum + tax.cents, 0);
    return { ...line, taxLines, taxCents, payableCents: line.netCents + taxCents };
  });
}

/** What the client owes on a contract with this payment schedule, in the province on the contract's day. */
export function receivablesOf(payment: Payment, facts: ReceivableFacts): Receivables {
  const gross = grossLines(payment);
  const schedule = holdbackSchedule(payment, facts);
  const retained = schedule
    ? gross.map((line, index) => {
        const holdbackCents = schedule.lines[index]?.holdbackCents ?? 0;
        return { ...line, holdbackCents, netCents: line.grossCents - holdbackCents };
      })
    : gross;
  const release: Base[] =
    schedule && schedule.releaseCents > 0
      ? [
          {
            key: 'holdback',
            kind: 'holdback',
            termIndex: null,
            grossCents: schedule.releaseCents,
            holdbackCents: 0,
            netCents: schedule.releaseCents,
          },
        ]
      : [];
  // A term of no amount (custom words, a 0 % line) is owed nothing and invoiced never.
  const owed = retained.filter((line) => line.grossCents > 0);
  const lines = withTaxes([...owed, ...release], facts.province, facts.day);
  return {
    lines,
    holdbackPercent: schedule?.percent ?? null,
    priceCents: gross.reduce((sum, line) => sum + line.grossCents, 0),
    totalCents: lines.reduce((sum, line) => sum + line.payableCents, 0),
  };
}
