import {
  formatCad,
  formatTaxRate,
  milestoneLabel,
  personName,
  receivablesOf,
  scheduledDueOn,
  taxKindMessages,
  todayIn,
  translate,
  wordsIn,
  type Business,
  type Payment,
  type Receivable,
  type ReceivableFacts,
  type TaxLine,
} from '@tradepact/shared';
import type { ContractRow } from '../contracts/contracts.service.js';

/** An issued invoice as a reminder names it (issue 33 §4): its number, its pay link, what it bills as issued. */
export interface TermInvoice {
  /** The receivable it bills: 'deposit', 'term-0'…, 'balance', 'holdback'. */
  receivableKey: string;
  number: number;
  /** What it bills, in the client's language, as the invoice prints it: "Payment 2: Rough-in". */
  description: string;
  /** YYYY-MM-DD. */
  dueOn: string;
  payUrl: string;
  holdbackCents: number;
  taxLines: TaxLine[];
  payableCents: number;
  /** Received on it, less refunds. */
  paidCents: number;
}

/** What a reminder says is owed: the payable total, its taxes and the holdback retained. */
export type TermAmounts = Pick<Receivable, 'holdbackCents' | 'taxLines' | 'payableCents'>;

/** A payment a reminder names: what the client owes on one line of the contract's schedule. */
export interface ReminderTerm {
  /** The receivable's key: 'deposit', 'term-0', 'term-1'…, and 'balance' or 'holdback' once invoiced. */
  id: string;
  name: string;
  /** The invoice's amounts as issued once there is one, else the schedule's. */
  amounts: TermAmounts;
  /** The holdback's percent where one is retained on the line, else null. */
  holdbackPercent: number | null;
  /** YYYY-MM-DD: the invoice's due day, else the deposit's or a date-mode term's own date; else null. */
  dueOn: string | null;
  invoice: TermInvoice | null;
}

/** The name a client knows the contractor by: the business, or the person when it has none. */
export const contractorName = (business: Pick<Business, 'Name' | 'FirstName' | 'LastName'>): string =>
  business.Name.trim() || personName(business.FirstName, business.LastName);

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

/**
 * The name of a line as the contract's document shows it: "Deposit", a milestone's label, a term's
 * name, else "Payment 2"; the balance and the holdback's release by their own names.
 */
function termName(payment: Payment, line: Receivable, language: string): string {
  const word = (key: Parameters<typeof translate>[1]) => translate(language, key);
  if (line.kind === 'deposit') return word('documentPaymentDeposit');
  if (line.kind === 'holdback') return word('documentHoldbackRelease');
  if (line.kind === 'balance')
    return word(payment.Mode === 'custom' ? 'paymentLineBalance' : 'documentPaymentUnscheduled');
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

/**
 * Issue 33 §4: what a reminder can be for on a signed contract, whatever its mode: the deposit and
 * each term the schedule gives an amount, and any other line once invoiced (the balance, the
 * holdback's release), each with what the client pays on it: the invoice's amounts as issued, else
 * the shared receivables' (the holdback retained, the taxes on the net) in the province on the
 * contract's day. An invoice paid in full is owed nothing and is left out.
 */
export function reminderTerms(
  payment: Payment,
  facts: ReceivableFacts,
  language: string,
  invoices: readonly TermInvoice[] = [],
): ReminderTerm[] {
  const owed = receivablesOf(payment, facts);
  return owed.lines.flatMap((line) => {
    const invoice = invoices.find((one) => one.receivableKey === line.key) ?? null;
    if (invoice ? invoice.paidCents >= invoice.payableCents : line.kind !== 'deposit' && line.kind !== 'term')
      return [];
    const amounts = invoice ?? line;
    const name = termName(payment, line, language);
    return [
      {
        id: line.key,
        name: invoice
          ? translate(language, 'paymentReminderInvoiceName', { name, invoice: invoice.number })
          : name,
        amounts,
        holdbackPercent: amounts.holdbackCents > 0 ? owed.holdbackPercent : null,
        dueOn: invoice?.dueOn ?? scheduledDueOn(payment, line),
        invoice,
      },
    ];
  });
}

/**
 * "$13,153.20 including HST 13 %", ", net of the 10 % holdback" where one is retained, and what is
 * left to pay on an invoice partly paid.
 */
export function amountText(term: ReminderTerm, language: string): string {
  const locale = `${language}-CA`;
  const words = wordsIn(language);
  const amount = formatCad(term.amounts.payableCents, locale);
  const taxes = term.amounts.taxLines.map((tax) =>
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
  const net =
    term.holdbackPercent === null
      ? withTax
      : words('paymentReminderNetOfHoldback', {
          amount: withTax,
          percent: formatTaxRate(term.holdbackPercent, locale, words),
        });
  const paid = term.invoice?.paidCents ?? 0;
  return paid > 0
    ? words('paymentReminderBalanceLeft', {
        amount: net,
        balance: formatCad(term.amounts.payableCents - paid, locale),
      })
    : net;
}
