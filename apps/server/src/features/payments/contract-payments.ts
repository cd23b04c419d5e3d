import {
  contractStatuses,
  formatDay,
  holdbackSchedule,
  addDays,
  ruleInForce,
  invoiceClock,
  milestoneLabel,
  nextDueOf,
  receivablesOf,
  receivableStatus,
  scheduledDueOn,
  timeZoneOf,
  todayIn,
  translate,
  type ContractPayments,
  type InvoiceSummary,
  type Payment,
  type Receivable,
  type ReceivableDto,
  type RecordedPayment,
  type TaxLine,
} from '@tradepact/shared';
import type { ContractRow } from '../contracts/contracts.service.js';
import type { ContractPlace, InvoiceRow, PaymentRow } from './payments.repository.js';

/**
 * A signed contract's payments as the contractor's pages show them (issue 33 §1): each line the
 * client owes from the contract's own schedule, its invoice and the payments against it, with the
 * statuses worked out for today where the work is.
 */

/** The day the contract's document is dated: its taxes and law records are read for it. */
export const documentDay = (contract: Pick<ContractRow, 'createdAt'>, place: ContractPlace): string =>
  todayIn(place.ownerProvince || place.projectProvince, contract.createdAt);

/** What the client owes on the contract, from its schedule. */
export function receivablesOfContract(contract: ContractRow, place: ContractPlace) {
  const payment = contract.data.Payment;
  return receivablesOf(payment, {
    province: place.projectProvince,
    day: documentDay(contract, place),
    commencementDate: contract.data.CommencementDate,
    completionDate: contract.data.CompletionDate,
  });
}

/** A line as the contract's document names it, in `language`: "Deposit", "Payment 2: Rough-in"… */
export function receivableName(payment: Payment, line: Receivable, language: string): string {
  const word = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(language, key, params);
  switch (line.kind) {
    case 'deposit':
      return word('documentPaymentDeposit');
    case 'holdback':
      return word('documentHoldbackRelease');
    case 'balance':
      return payment.Mode === 'custom' ? word('paymentLineBalance') : word('documentPaymentUnscheduled');
    default: {
      const index = line.termIndex ?? 0;
      const numbered = word('documentPaymentTerm', { number: index + 1 });
      const term = payment.Terms[index];
      const named =
        payment.Mode === 'milestone'
          ? milestoneLabel(term ?? { Name: '', CustomName: '' })
          : payment.Mode === 'date' && term?.Name
            ? formatDay(term.Name, `${language}-CA`)
            : (term?.Name ?? '');
      return named.trim() ? word('paymentLineNamedTerm', { term: numbered, name: named.trim() }) : numbered;
    }
  }
}

/** What a payment brought in: received, less what was refunded. */
export const paidOf = (payments: readonly PaymentRow[]): number =>
  payments
    .filter((payment) => payment.status === 'received')
    .reduce((sum, payment) => sum + payment.amountCents - payment.refundedCents, 0);

/**
 * What is clearing: bank debits the client authorised through Checkout (a pending payment whose
 * payment intent Stripe gave), which arrive some business days later. Neither paid nor to pay again.
 */
export const clearingOf = (payments: readonly PaymentRow[]): number =>
  payments
    .filter((payment) => payment.status === 'pending' && payment.stripePaymentIntentId !== null)
    .reduce((sum, payment) => sum + payment.amountCents, 0);

export const taxLineDto = (line: TaxLine) => ({
  Kind: line.kind,
  RatePercent: line.ratePercent,
  Cents: line.cents,
});

export const paymentDto = (payment: PaymentRow): RecordedPayment => ({
  Id: payment.id,
  Method: payment.method as RecordedPayment['Method'],
  Status: payment.status as RecordedPayment['Status'],
  AmountCents: payment.amountCents,
  RefundedCents: payment.refundedCents,
  Time: (payment.receivedAt ?? payment.createdAt).toISOString(),
  CardLast4: payment.cardLast4,
});

/** The reference a client puts in an e-Transfer's message: the contract's number and the invoice's. */
export const paymentReference = (contractNumber: number, invoiceNumber: number): string =>
  `TP-${contractNumber}-${invoiceNumber}`;

export function clockDto(invoice: Pick<InvoiceRow, 'province' | 'issuedOn'>): InvoiceSummary['Clock'] {
  const clock = invoiceClock(invoice.province, invoice.issuedOn);
  return clock
    ? {
        PayBy: clock.payBy,
        DisputeBy: clock.disputeBy,
        DeemedProperBy: clock.deemedProperBy,
        Statute: clock.record.statute,
        Source: clock.record.source,
      }
    : null;
}

export interface PaymentsView {
  contract: ContractRow;
  place: ContractPlace;
  invoices: readonly InvoiceRow[];
  payments: readonly PaymentRow[];
  language: string;
  now: Date;
  /** The pay page's address of an invoice. */
  payUrlOf: (invoice: InvoiceRow) => string;
}

function addOneYear(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
}

export function contractPaymentsOf(view: PaymentsView): ContractPayments {
  const { contract, place, invoices, payments, language } = view;
  const payment = contract.data.Payment;
  const owed = receivablesOfContract(contract, place);
  const today = todayIn(place.projectProvince, view.now);
  const open = contract.status === contractStatuses.signed && !contract.clientCancelledAt;
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.receivableKey, invoice]));
  const othersInvoiced = owed.lines
    .filter((line) => line.kind !== 'holdback')
    .every((line) => invoiceOf.has(line.key));

  const lines: ReceivableDto[] = owed.lines.map((line) => {
    const invoice = invoiceOf.get(line.key);
    const own = invoice ? payments.filter((one) => one.invoiceId === invoice.id) : [];
    // What was issued is what is owed: a line invoiced keeps the invoice's amounts.
    const amounts = invoice
      ? {
          GrossCents: invoice.grossCents,
          HoldbackCents: invoice.holdbackCents,
          NetCents: invoice.netCents,
          TaxLines: invoice.taxLines.map(taxLineDto),
          TaxCents: invoice.taxCents,
          PayableCents: invoice.payableCents,
        }
      : {
          GrossCents: line.grossCents,
          HoldbackCents: line.holdbackCents,
          NetCents: line.netCents,
          TaxLines: line.taxLines.map(taxLineDto),
          TaxCents: line.taxCents,
          PayableCents: line.payableCents,
        };
    const paidCents = paidOf(own);
    const dueOn = invoice?.dueOn ?? scheduledDueOn(payment, line);
    return {
      Key: line.key,
      Kind: line.kind,
      Name: receivableName(payment, line, language),
      ...amounts,
      PaidCents: paidCents,
      DueOn: dueOn,
      Status: receivableStatus({
        payableCents: amounts.PayableCents,
        paidCents,
        invoiced: Boolean(invoice),
        dueOn,
        today,
      }),
      Invoice: invoice
        ? {
            Id: invoice.id,
            Number: invoice.number,
            IssuedOn: invoice.issuedOn,
            DueOn: invoice.dueOn,
            PayUrl: view.payUrlOf(invoice),
            Reference: paymentReference(contract.number, invoice.number),
            DisputedTime: invoice.disputedAt?.toISOString() ?? null,
            DisputeReason: invoice.disputeReason,
            Clock: clockDto(invoice),
          }
        : null,
      Payments: own.map(paymentDto),
      IsInvoiceable: open && !invoice && (line.kind !== 'holdback' || othersInvoiced),
    };
  });

  // The same rule as My Projects' contract line (shared progress.ts), so both name the same payment.
  const next = nextDueOf(
    lines.map((line) => ({
      key: line.Key,
      payableCents: line.PayableCents,
      paidCents: line.PaidCents,
      dueOn: line.DueOn,
    })),
  );
  const holdbackLine = owed.lines.find((line) => line.kind === 'holdback');
  const signedDay = contract.signedAt ? todayIn(place.projectProvince, contract.signedAt) : null;
  const annual = owed.holdbackPercent !== null && signedDay ? addOneYear(signedDay) : null;
  return {
    ContractId: contract.id,
    Lines: lines,
    TotalCents: owed.totalCents,
    PaidCents: lines.reduce((sum, line) => sum + line.PaidCents, 0),
    NextDue: next ? { Key: next.key, PayableCents: next.leftCents, DueOn: next.dueOn } : null,
    Holdback:
      owed.holdbackPercent === null
        ? null
        : {
            Percent: owed.holdbackPercent,
            RetainedCents: lines
              .filter((line) => line.Invoice && line.Kind !== 'holdback')
              .reduce((sum, line) => sum + line.HoldbackCents, 0),
            ReleaseCents: holdbackLine?.grossCents ?? 0,
            AnnualReleaseOn: annualReleaseApplies(contract, place) ? annual : null,
            ClosingReleaseOn: closingReleaseOn(contract, place),
          },
    TimeZone: timeZoneOf(place.projectProvince),
  };
}

/** The end of the lien period after the contract's completion date, or null while it has none. */
function closingReleaseOn(contract: ContractRow, place: ContractPlace): string | null {
  const record = ruleInForce(place.projectProvince, 'holdback', documentDay(contract, place));
  const completion = contract.data.CompletionDate;
  return record && completion ? addDays(completion, record.data.lienDays) : null;
}

/** Whether s. 26.1's annual release applies: the contract's holdback schedule carries it. */
function annualReleaseApplies(contract: ContractRow, place: ContractPlace): boolean {
  const schedule = holdbackSchedule(contract.data.Payment, {
    province: place.projectProvince,
    day: documentDay(contract, place),
    commencementDate: contract.data.CommencementDate,
    completionDate: contract.data.CompletionDate,
  });
  return Boolean(schedule?.annualRelease);
}
