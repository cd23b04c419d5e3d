import { otherMilestoneType, type Payment, type PaymentTerm } from './form.js';

/**
 * The payment arithmetic of doc 3 §5 and doc 2 §9, worked in integer cents so that no sum drifts by a
 * fraction of a cent. The builder and the server call the same functions.
 */

/** Dollars (at most two decimals) → integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
/** Integer cents → dollars. */
export const toDollars = (cents: number): number => cents / 100;

/** What the terms share: the total less the deposit, never below zero. */
export function scheduledBaseCents(payment: Pick<Payment, 'TotalCost' | 'Deposit'>): number {
  return Math.max(0, toCents(payment.TotalCost) - toCents(payment.Deposit));
}

/** Sum of the percentages of percentage-mode terms, to two decimals. */
export function percentageTotal(terms: readonly Pick<PaymentTerm, 'Amount'>[]): number {
  return toCents(terms.reduce((sum, term) => sum + term.Amount, 0)) / 100;
}

/** Doc 3 §5: the running total is complete (green) at exactly 100. */
export const isPercentageComplete = (terms: readonly Pick<PaymentTerm, 'Amount'>[]): boolean =>
  percentageTotal(terms) === 100;

/**
 * Each percentage term's amount in cents (doc 2 §9: (total − deposit) × percent / 100). Rounding is
 * shared out by largest remainder, so the amounts add up to exactly the share the percentages cover:
 * at 100 % the schedule adds up to the total to the cent.
 */
export function percentageAmountsCents(baseCents: number, percents: readonly number[]): number[] {
  const exact = percents.map((percent) => (baseCents * toCents(percent)) / 10_000);
  const floors = exact.map(Math.floor);
  const target = Math.round(exact.reduce((sum, value) => sum + value, 0));
  let left = target - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const amounts = [...floors];
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    amounts[index] = (amounts[index] ?? 0) + 1;
    left -= 1;
  }
  return amounts;
}

/** Each term's amount in cents, whatever the mode (custom terms carry no amounts). */
export function termAmountsCents(payment: Payment): number[] {
  switch (payment.Mode) {
    case 'percentage':
      return percentageAmountsCents(
        scheduledBaseCents(payment),
        payment.Terms.map((term) => term.Amount),
      );
    case 'custom':
      return payment.Terms.map(() => 0);
    default:
      return payment.Terms.map((term) => toCents(term.Amount));
  }
}

/**
 * Doc 3 §5: remaining = total − deposit − the payments, in cents. Less than a cent either way counts
 * as 0. In custom mode the terms are free text: what remains is the total less the deposit.
 */
export function remainingCents(payment: Payment): number {
  const scheduled =
    payment.Mode === 'custom' ? 0 : termAmountsCents(payment).reduce((sum, cents) => sum + cents, 0);
  if (payment.Mode === 'percentage') {
    const base = scheduledBaseCents(payment);
    const exact = base - (base * toCents(percentageTotal(payment.Terms))) / 10_000;
    return Math.abs(exact) < 1 ? 0 : Math.round(exact);
  }
  const remaining = toCents(payment.TotalCost) - toCents(payment.Deposit) - scheduled;
  return Math.abs(remaining) < 1 ? 0 : remaining;
}

/** Review's rule: nothing left to schedule, unless the terms are custom text. */
export const isFullyScheduled = (payment: Payment): boolean =>
  payment.Mode === 'custom' || remainingCents(payment) === 0;

/** The deposit, capped at the total. */
export const capDeposit = (payment: Pick<Payment, 'TotalCost'>, deposit: number): number =>
  Math.min(deposit, payment.TotalCost);

/**
 * Doc 3 §5: a date or milestone amount is capped so the terms never add up to more than the total
 * less the deposit. Answers the amount to keep for term `index`, in dollars.
 */
export function capTermAmount(payment: Payment, index: number, amount: number): number {
  const others = payment.Terms.reduce(
    (sum, term, at) => (at === index ? sum : sum + toCents(term.Amount)),
    0,
  );
  const maxCents = Math.max(0, scheduledBaseCents(payment) - others);
  return toDollars(Math.min(toCents(amount), maxCents));
}

/** Doc 3 §5: percentages are capped so their total never passes 100. */
export function capPercentage(terms: readonly PaymentTerm[], index: number, percent: number): number {
  const others = terms.reduce((sum, term, at) => (at === index ? sum : sum + toCents(term.Amount)), 0);
  return toDollars(Math.min(toCents(percent), Math.max(0, 10_000 - others)));
}

/** Doc 3 §5: date-mode payments are sorted by date on finish; undated ones go last, in their order. */
export function sortDateTerms<T extends Pick<PaymentTerm, 'Name'>>(terms: readonly T[]): T[] {
  return terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => {
      if (a.term.Name === b.term.Name) return a.index - b.index;
      if (a.term.Name === '') return 1;
      if (b.term.Name === '') return -1;
      return a.term.Name < b.term.Name ? -1 : 1;
    })
    .map(({ term }) => term);
}

/** The earliest payment date of date mode ('' when none is dated). */
export function firstPaymentDate(payment: Payment): string {
  if (payment.Mode !== 'date') return '';
  return sortDateTerms(payment.Terms)[0]?.Name ?? '';
}

/** A milestone term's label: its custom name when the type is 'Other Type' (doc 3 §3). */
export const milestoneLabel = (term: Pick<PaymentTerm, 'Name' | 'CustomName'>): string =>
  term.Name === otherMilestoneType ? term.CustomName : term.Name;

/**
 * The payment as saved when the builder finishes (doc 3 §3, §5): date terms sorted, and the running
 * Remain worked out here rather than trusted from the page. Amounts are not capped here: the inputs
 * cap them as typed (capTermAmount, capPercentage) and the rules refuse any over the total.
 */
export function finishPayment(payment: Payment): Payment {
  const terms = payment.Mode === 'date' ? sortDateTerms(payment.Terms) : [...payment.Terms];
  const finished = { ...payment, Terms: terms };
  return { ...finished, Remain: toDollars(remainingCents(finished)) };
}
