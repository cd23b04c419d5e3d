import {
  addressLine,
  cutToSms,
  formatDay,
  formatCad,
  formatPhone,
  formatTaxRate,
  milestoneLabel,
  personName,
  receivablesOf,
  maxSmsSegments,
  plainSmsText,
  smsLength,
  taxKindMessages,
  todayIn,
  translate,
  wordsIn,
  type Business,
  type Payment,
  type Receivable,
  type ReceivableFacts,
} from '@tradepact/shared';
import type { AddressFields } from '../../db/address.js';
import type { ContractRow } from '../contracts/contracts.service.js';

/** A payment a reminder names: what the client owes on one line of the contract's schedule. */
export interface ReminderTerm {
  /** The receivable's key: 'deposit', 'term-0', 'term-1'… */
  id: string;
  name: string;
  line: Receivable;
  /** The holdback's percent where one is retained on the line, else null. */
  holdbackPercent: number | null;
  /** YYYY-MM-DD when the schedule dates it (the deposit's date, a date-mode term's), else null. */
  dueOn: string | null;
}

/**
 * Where and when the contract's amounts are read: the project's province, on the day its document is
 * dated (its creation, in the contractor's province), as the document's own schedule reads them.
 */
export function receivableFactsOf(
  contract: Pick<ContractRow, 'createdAt' | 'data'>,
  contractorProvince: string,
  projectProvince: string,
): ReceivableFacts {
  return {
    province: projectProvince,
    day: todayIn(contractorProvince || projectProvince, contract.createdAt),
    commencementDate: contract.data.CommencementDate,
    completionDate: contract.data.CompletionDate,
  };
}

/** The name of a line as the contract's document shows it: "Deposit", a milestone's label, a term's name, else "Payment 2". */
function termName(payment: Payment, line: Receivable, language: string): string {
  if (line.kind === 'deposit') return translate(language, 'documentPaymentDeposit');
  const index = line.termIndex ?? 0;
  const term = payment.Terms[index];
  const named =
    payment.Mode === 'milestone' && term
      ? milestoneLabel(term)
      : payment.Mode === 'percentage'
        ? (term?.Name ?? '')
        : '';
  return named.trim() || translate(language, 'documentPaymentTerm', { number: index + 1 });
}

function dueOnOf(payment: Payment, line: Receivable): string | null {
  if (line.kind === 'deposit') return payment.DepositDate || null;
  return payment.Mode === 'date' ? payment.Terms[line.termIndex ?? 0]?.Name || null : null;
}

/**
 * Issue 33 §4: what a reminder can be for on a signed contract, whatever its mode: the deposit and
 * each term the schedule gives an amount, each with what the client pays on it (the shared
 * receivables: the holdback retained, the taxes on the net) in the province, on the contract's day.
 */
export function reminderTerms(payment: Payment, facts: ReceivableFacts, language: string): ReminderTerm[] {
  const owed = receivablesOf(payment, facts);
  return owed.lines
    .filter((line) => line.kind === 'deposit' || line.kind === 'term')
    .map((line) => ({
      id: line.key,
      name: termName(payment, line, language),
      line,
      holdbackPercent: line.holdbackCents > 0 ? owed.holdbackPercent : null,
      dueOn: dueOnOf(payment, line),
    }));
}

/** "$13,153.20 including HST 13 %", and ", net of the 10 % holdback" where one is retained. */
export function amountText(term: ReminderTerm, language: string): string {
  const locale = `${language}-CA`;
  const words = wordsIn(language);
  const amount = formatCad(term.line.payableCents, locale);
  const taxes = term.line.taxLines.map((tax) =>
    words('documentPaymentTaxLine', {
      tax: words(taxKindMessages[tax.kind]),
      rate: formatTaxRate(tax.ratePercent, locale, words),
    }),
  );
  const withTax =
    taxes.length > 0
      ? words('paymentReminderAmountWithTax', {
          amount,
          taxes: new Intl.ListFormat(locale, { type: 'conjunction' }).format(taxes),
        })
      : amount;
  return term.holdbackPercent === null
    ? withTax
    : words('paymentReminderNetOfHoldback', {
        amount: withTax,
        percent: formatTaxRate(term.holdbackPercent, locale, words),
      });
}

/** The name a client knows the contractor by: the business, or the person when it has none. */
export const contractorName = (business: Pick<Business, 'Name' | 'FirstName' | 'LastName'>): string =>
  business.Name.trim() || personName(business.FirstName, business.LastName);

/**
 * Doc 2 §9's default text (issue 33 §4): the contractor, the payment with what it costs to the cent
 * and each tax, when it is due, the property's address and the contractor's phone. Within 2 text
 * messages: without the address when it would not fit, and cut as a last resort, so sending it
 * unchanged is never refused.
 */
export function defaultMessage(
  language: string,
  term: ReminderTerm,
  business: Pick<Business, 'Name' | 'FirstName' | 'LastName' | 'Phone'>,
  property: AddressFields,
): string {
  const words = wordsIn(language);
  const parts = {
    contractor: contractorName(business),
    term: term.name,
    amount: amountText(term, language),
    due: term.dueOn
      ? words('paymentReminderDueOn', { date: formatDay(term.dueOn, `${language}-CA`) })
      : words('paymentReminderDueNow'),
    phone: formatPhone(business.Phone, `${language}-CA`),
  };
  const address = addressLine(property, language);
  const full = words('paymentReminderDefaultMessage', { ...parts, address });
  if (address && smsLength(plainSmsText(full)).segments <= maxSmsSegments) return full;
  return cutToSms(words('paymentReminderDefaultMessageShort', parts));
}
