import { ruleInForce, type LawRecordOf } from '../law/index.js';
import type { Payment } from './form.js';
import { remainingCents, termAmountsCents, toCents } from './payment.js';

/**
 * Issue 31 §4: Ontario's Construction Act holdback in the payment schedule, in integer cents.
 *
 * s. 22(1): each payer on a contract or subcontract under which a lien may arise retains 10 % of the
 * price of the services or materials as they are supplied, until the liens that may be claimed
 * against it have expired; s. 22(3): whatever the contract says about partial payments. So each
 * payment keeps back its own 10 % ("not 10 % of the total at the end"), and the sum kept is paid in
 * one closing release, or, under s. 26.1 (in force 2026-01-01), year by year on a contract that
 * passes its anniversary. The rate is read from the province's `holdback` record for the contract's
 * day, never written here. None of this is legal advice (docs/contracts-and-the-law.md).
 *
 * The deposit: a deposit is an advance on the price, and s. 22 measures the holdback on the price of
 * what is supplied, which by the end is the whole price. Retaining nothing on the deposit would leave
 * the payer holding 10 % of the price less the deposit, short of what it must hold once the work is
 * supplied; so the deposit is a payment like the others and 10 % of it is retained. LEGAL REVIEW:
 * counsel to confirm (a payer may prefer to pay the deposit whole and retain more from later payments).
 *
 * Rounding: the holdback retained up to each payment is 10 % of everything paid up to it, rounded UP
 * to the cent (the payer never holds less than the Act's share at any point), and each line retains
 * the difference from the line before. Each line is within a cent of its own 10 %, the lines add up to
 * exactly the release line, and the release is 10 % of the whole price rounded up. Taxes are not
 * touched: the amounts are before tax, as the schedule's are (the tax lines stay on the price).
 */

/** Where a line of the schedule comes from: the deposit, a term (by index), the balance left, or custom terms. */
export type HoldbackLineSource =
  | { kind: 'deposit' }
  | { kind: 'term'; index: number }
  /** A draft's balance not yet scheduled (the document shows it as a line of its own). */
  | { kind: 'unscheduled' }
  /** Custom mode: the price less the deposit, paid as the contractor's own words say. */
  | { kind: 'custom' };

export interface HoldbackLine {
  source: HoldbackLineSource;
  grossCents: number;
  holdbackCents: number;
  /** What the payer pays on this line: the gross less the holdback. */
  netCents: number;
}

export interface HoldbackSchedule {
  /** The province's `holdback` record in force on the contract's day: its rate and source. */
  record: LawRecordOf<'holdback'>;
  percent: number;
  lines: HoldbackLine[];
  /** The closing release: exactly the sum of the lines' holdback. */
  releaseCents: number;
  /** s. 26.1's annual release, where in force on the contract's day and the work may pass a year. */
  annualRelease?: LawRecordOf<'holdbackAnnualRelease'>;
}

/** The gross lines of a payment schedule, in the order the document prints them. */
export function scheduleLinesCents(payment: Payment): { source: HoldbackLineSource; grossCents: number }[] {
  const lines: { source: HoldbackLineSource; grossCents: number }[] = [];
  const depositCents = toCents(payment.Deposit);
  if (depositCents > 0) lines.push({ source: { kind: 'deposit' }, grossCents: depositCents });
  if (payment.Mode === 'custom') {
    const restCents = toCents(payment.TotalCost) - depositCents;
    if (restCents > 0) lines.push({ source: { kind: 'custom' }, grossCents: restCents });
    return lines;
  }
  termAmountsCents(payment).forEach((grossCents, index) =>
    lines.push({ source: { kind: 'term', index }, grossCents }),
  );
  const unscheduledCents = remainingCents(payment);
  if (unscheduledCents > 0) lines.push({ source: { kind: 'unscheduled' }, grossCents: unscheduledCents });
  return lines;
}

/**
 * Each gross amount's holdback at `percent` (two decimals at most): what is retained up to each line
 * is the percent of the gross up to it, rounded up to the cent, so the holdbacks add up to the
 * percent of the whole, rounded up, and none is more than a cent from its own share.
 */
export function retainHoldback<T extends { grossCents: number }>(
  lines: readonly T[],
  percent: number,
): (T & { holdbackCents: number; netCents: number })[] {
  const basisPoints = toCents(percent);
  const retainedUpTo = (cents: number) => Math.ceil((cents * basisPoints) / 10_000);
  let paidCents = 0;
  let retainedCents = 0;
  return lines.map((line) => {
    paidCents += line.grossCents;
    const holdbackCents = retainedUpTo(paidCents) - retainedCents;
    retainedCents += holdbackCents;
    return { ...line, holdbackCents, netCents: line.grossCents - holdbackCents };
  });
}

export interface HoldbackFacts {
  /** The project's province. */
  province: string;
  /** The contract's day, YYYY-MM-DD: the records in force that day apply. */
  day: string;
  /** The form's dates (YYYY-MM-DD, or '' while not chosen): whether the work may pass a year. */
  commencementDate?: string;
  completionDate?: string;
}

function addOneYear(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/** Whether the work may last more than a year: unknown dates may, so the annual release is not dropped. */
function mayPassAYear({ commencementDate = '', completionDate = '' }: HoldbackFacts): boolean {
  if (commencementDate === '' || completionDate === '') return true;
  return completionDate > addOneYear(commencementDate);
}

/**
 * The payment schedule with the province's holdback, or undefined where the province has no holdback
 * rule on the day. Client contracts and sub-contracts alike: s. 22 binds every payer on a contract or
 * subcontract, consumer or business.
 */
export function holdbackSchedule(payment: Payment, facts: HoldbackFacts): HoldbackSchedule | undefined {
  const record = ruleInForce(facts.province, 'holdback', facts.day);
  if (!record) return undefined;
  const lines = retainHoldback(scheduleLinesCents(payment), record.data.percent);
  const annualRelease = mayPassAYear(facts)
    ? ruleInForce(facts.province, 'holdbackAnnualRelease', facts.day)
    : undefined;
  return {
    record,
    percent: record.data.percent,
    lines,
    releaseCents: lines.reduce((sum, line) => sum + line.holdbackCents, 0),
    ...(annualRelease ? { annualRelease } : {}),
  };
}
