import {
  capDeposit,
  capPercentage,
  capTermAmount,
  remainingCents,
  toDollars,
  type Payment,
  type PaymentTerm,
} from '@tradepact/shared';

/**
 * The payment block's edits as pure steps, each answering the next Payment with the caps of doc 3 §5
 * applied and the running Remain worked out again.
 */

export const emptyTerm = (): PaymentTerm => ({ Name: '', CustomName: '', Amount: 0 });

const settled = (payment: Payment): Payment => ({ ...payment, Remain: toDollars(remainingCents(payment)) });

/** The total is not capped, nor are the terms re-capped: the user may be halfway through typing it. */
export const withTotal = (payment: Payment, total: number): Payment =>
  settled({ ...payment, TotalCost: total });

export const withDeposit = (payment: Payment, deposit: number): Payment =>
  settled({ ...payment, Deposit: capDeposit(payment, deposit) });

export const withDepositDate = (payment: Payment, date: string): Payment => ({
  ...payment,
  DepositDate: date,
});

export const withCustomTerms = (payment: Payment, text: string): Payment => ({
  ...payment,
  CustomTerms: text,
});

export const withTerms = (payment: Payment, terms: PaymentTerm[]): Payment =>
  settled({ ...payment, Terms: terms });

/** A term's name or custom name. */
export const withTermText = (
  payment: Payment,
  index: number,
  change: Partial<Pick<PaymentTerm, 'Name' | 'CustomName'>>,
): Payment =>
  withTerms(
    payment,
    payment.Terms.map((term, at) => (at === index ? { ...term, ...change } : term)),
  );

/** A term's amount: dollars capped at what the total leaves, or a percentage capped at 100 in all. */
export function withTermAmount(payment: Payment, index: number, amount: number): Payment {
  const capped =
    payment.Mode === 'percentage'
      ? capPercentage(payment.Terms, index, amount)
      : capTermAmount(payment, index, amount);
  return withTerms(
    payment,
    payment.Terms.map((term, at) => (at === index ? { ...term, Amount: capped } : term)),
  );
}

export const withTermAdded = (payment: Payment): Payment =>
  withTerms(payment, [...payment.Terms, emptyTerm()]);

export const withTermRemoved = (payment: Payment, index: number): Payment =>
  withTerms(
    payment,
    payment.Terms.filter((_, at) => at !== index),
  );
