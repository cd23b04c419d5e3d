import { z } from 'zod';
import { taxKinds } from '../tax.js';
import { receivableStatuses } from '../payments/invoice-terms.js';
import { limits } from '../limits.js';
import { endpoint } from './endpoint.js';

/**
 * Getting paid (issue 33): what a signed contract's client owes, its invoices and the payments
 * against them, as the contractor's pages show them; and an invoice's pay page under its own key.
 */

const cents = z.number().int();

export const taxLineSchema = z.object({
  Kind: z.enum(taxKinds),
  RatePercent: z.number(),
  Cents: cents,
});

export const paymentMethods = ['etransfer', 'card', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * 'reported': the client says they sent it (e-Transfer), not yet confirmed; 'received': money in;
 * 'pending': a card payment started and not finished; 'cancelled': a report the contractor refused.
 */
export const paymentStatuses = ['reported', 'pending', 'received', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const recordedPaymentSchema = z.object({
  Id: z.uuid(),
  Method: z.enum(paymentMethods),
  Status: z.enum(paymentStatuses),
  AmountCents: cents,
  RefundedCents: cents,
  /** When reported, received or started (ISO). */
  Time: z.string(),
  /** The last four digits of a card, where Stripe said. */
  CardLast4: z.string().nullable(),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

/** Ontario's prompt-payment clock on an invoice (YYYY-MM-DD days), with the record's source. */
export const invoiceClockSchema = z.object({
  PayBy: z.string(),
  DisputeBy: z.string(),
  DeemedProperBy: z.string().nullable(),
  Statute: z.string(),
  Source: z.string(),
});

export const invoiceSummarySchema = z.object({
  Id: z.uuid(),
  /** The contractor's invoice number (1, 2, 3…). */
  Number: z.number().int(),
  /** YYYY-MM-DD. */
  IssuedOn: z.string(),
  DueOn: z.string(),
  /** The pay page's address, for copying or texting again. */
  PayUrl: z.string(),
  /** The reference to put in an e-Transfer's message: `TP-12-3`. */
  Reference: z.string(),
  DisputedTime: z.string().nullable(),
  DisputeReason: z.string(),
  Clock: invoiceClockSchema.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One payment the client owes on a signed contract (issue 33 §1). */
export const receivableSchema = z.object({
  /** 'deposit', 'term-0'…, 'balance', 'holdback'. */
  Key: z.string(),
  Kind: z.enum(['deposit', 'term', 'balance', 'holdback']),
  /** As the contract's document names it, in the contractor's language. */
  Name: z.string(),
  GrossCents: cents,
  HoldbackCents: cents,
  NetCents: cents,
  TaxLines: z.array(taxLineSchema),
  TaxCents: cents,
  PayableCents: cents,
  /** Received less refunded. */
  PaidCents: cents,
  /** The invoice's due day, a date-mode term's own date, or null. */
  DueOn: z.string().nullable(),
  Status: z.enum(receivableStatuses),
  Invoice: invoiceSummarySchema.nullable(),
  Payments: z.array(recordedPaymentSchema),
  /** Whether the contractor may issue its invoice now (signed, not yet invoiced, not cancelled). */
  IsInvoiceable: z.boolean(),
});
export type ReceivableDto = z.infer<typeof receivableSchema>;

export const contractPaymentsSchema = z.object({
  ContractId: z.uuid(),
  Lines: z.array(receivableSchema),
  /** The price with tax, as the signed document prints it. */
  TotalCents: cents,
  PaidCents: cents,
  /** The next line not paid, soonest due first; null once everything is paid. */
  NextDue: z.object({ Key: z.string(), PayableCents: cents, DueOn: z.string().nullable() }).nullable(),
  Holdback: z
    .object({
      Percent: z.number(),
      /** Retained so far, on what was paid. */
      RetainedCents: cents,
      /** The release before its tax, once everything else is paid. */
      ReleaseCents: cents,
      /**
       * Where s. 26.1's annual release applies: the contract's first anniversary (YYYY-MM-DD), after
       * which the owner publishes a notice and pays the holdback accrued that year.
       */
      AnnualReleaseOn: z.string().nullable(),
      /** The lien period's end after the contract's completion date, when the release falls due; null while no date is set. */
      ClosingReleaseOn: z.string().nullable(),
    })
    .nullable(),
  /** The zone the days are told in: the project province's. */
  TimeZone: z.string(),
});
export type ContractPayments = z.infer<typeof contractPaymentsSchema>;

/** A pay page's key, as its link carries it. */
const payKey = z.string().trim().min(1, { error: 'payKeyInvalid' }).max(200, { error: 'payKeyInvalid' });

/** An invoice as its pay page shows it to the client (issue 33 §3). */
export const payPageSchema = z.object({
  Language: z.string(),
  Contractor: z.object({
    Name: z.string(),
    Phone: z.string(),
    Email: z.string(),
    GstNumber: z.string(),
    /** Revenu Québec's QST number, '' unless the work is in Quebec and the contractor has one. */
    QstNumber: z.string(),
  }),
  Invoice: z.object({
    Number: z.number().int(),
    IssuedOn: z.string(),
    DueOn: z.string(),
    /** The line it bills, as the invoice names it ("Deposit", "Payment 2: Rough-in"). */
    Description: z.string(),
    ContractNumber: z.number().int(),
    ContractRevision: z.number().int(),
    PropertyAddress: z.string(),
    GrossCents: cents,
    HoldbackCents: cents,
    HoldbackPercent: z.number().nullable(),
    NetCents: cents,
    TaxLines: z.array(taxLineSchema),
    PayableCents: cents,
    /** Received less refunded. */
    PaidCents: cents,
    /** Reported by the client and not yet confirmed. */
    ReportedCents: cents,
    /** A bank debit the client authorised, on its way (some business days): not paid yet, not owed again. */
    ClearingCents: cents,
    Status: z.enum(receivableStatuses),
    Reference: z.string(),
    DisputedTime: z.string().nullable(),
    Clock: invoiceClockSchema.nullable(),
  }),
  /** Interac e-Transfer: where to send it; null when the contractor gave no address. */
  ETransfer: z.object({ Email: z.string() }).nullable(),
  /**
   * Card or bank debit: 'stripe' when the operator has Stripe and the contractor a connected account,
   * 'local' on a machine without Stripe keys (no money moves), null otherwise.
   */
  Card: z.enum(['stripe', 'local']).nullable(),
});
export type PayPage = z.infer<typeof payPageSchema>;

export const contractPaymentsApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/app/contract/payments',
    summary:
      'What the client of a signed contract owes: each payment of its schedule with holdback, taxes, invoice and payments',
    access: 'signedIn',
    keyScope: 'payments:read',
    query: z.object({ id: z.string() }),
    data: contractPaymentsSchema,
  }),
  issueInvoice: endpoint({
    method: 'POST',
    path: '/api/app/contract/invoice',
    summary:
      'Issues the invoice of one payment of a signed contract (the milestone reached): numbered, stored once, sent to the client',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ Id: z.uuid({ error: 'commonNotFound' }), Key: z.string().max(20) }),
    data: contractPaymentsSchema,
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/api/app/invoice/confirmpayment',
    summary:
      'Confirms a payment the client reported (e-Transfer) as received, for the amount that arrived; 0 refuses the report',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ PaymentId: z.uuid({ error: 'commonNotFound' }), AmountCents: cents.min(0) }),
    data: contractPaymentsSchema,
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/api/app/invoice/recordpayment',
    summary: 'Records a payment the contractor received on an invoice without the client reporting it',
    access: 'signedIn',
    keyScope: null,
    body: z.object({
      InvoiceId: z.uuid({ error: 'commonNotFound' }),
      Method: z.enum(['etransfer', 'other']),
      AmountCents: cents.min(1, { error: 'paymentAmountRequired' }),
    }),
    data: contractPaymentsSchema,
  }),
};

export const payApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/app/pay',
    summary: 'An invoice as its pay page shows it to the client, under the key of its link',
    access: 'public',
    query: z.object({ key: payKey }),
    data: payPageSchema,
  }),
  reportSent: endpoint({
    method: 'POST',
    path: '/api/app/pay/sent',
    summary:
      'The client says they sent an Interac e-Transfer for the invoice; the contractor is told to confirm it',
    access: 'public',
    body: z.object({ Key: payKey, AmountCents: cents.min(1, { error: 'paymentAmountRequired' }) }),
    data: payPageSchema,
  }),
  card: endpoint({
    method: 'POST',
    path: '/api/app/pay/card',
    summary:
      'Starts paying the invoice by card or bank debit: answers Stripe Checkout’s page (paid to the contractor’s Stripe account), or the local card page on an install without Stripe keys',
    access: 'public',
    body: z.object({ Key: payKey }),
    data: z.object({ Url: z.string() }),
  }),
  dispute: endpoint({
    method: 'POST',
    path: '/api/app/pay/dispute',
    summary: 'The client disputes the invoice with a reason; the contractor is told at once',
    access: 'public',
    body: z.object({
      Key: payKey,
      Reason: z
        .string()
        .trim()
        .min(1, { error: 'invoiceDisputeReasonRequired' })
        .max(limits.invoiceDisputeMaxLength),
    }),
    data: payPageSchema,
  }),
};
