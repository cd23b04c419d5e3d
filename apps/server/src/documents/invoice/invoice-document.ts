/**
 * Everything the invoice PDF prints, already decided: the billing service fills it from the invoice
 * row and the operator's configuration, and render-invoice.ts only lays it out. Amounts are integer
 * cents, CAD; each tax line is one jurisdiction's tax (GST, HST, QST, …) as charged.
 */
export interface InvoiceDocument {
  /** The catalogue's language ('en') and the locale amounts are written in ('en-CA'). */
  language: string;
  locale: string;
  /** Who issues the invoice; an empty registration number is left off. */
  operator: { name: string; address: string; gstNumber: string; qstNumber: string };
  /** The sequential invoice number, e.g. 'TP-000042'. */
  number: string;
  /** When the invoice was issued. */
  date: Date;
  /** The account's province's zone, in which every date is written. */
  timeZone: string;
  /** Business name, person, address lines, email: one printed line each. */
  billedTo: string[];
  lines: { description: string; quantity: number; unitCents: number; amountCents: number }[];
  discount: { label: string; cents: number } | null;
  creditCents: number;
  taxLines: { kind: string; ratePercent: number; cents: number }[];
  totalCents: number;
  /** invoiceStatuses: 1 paid, 2 failed, 3 refunded, 4 partly refunded. */
  status: 1 | 2 | 3 | 4;
  paidAt: Date | null;
  refunds: { cents: number; at: Date }[];
  /** Paid on the local payment page of an install without Stripe: the PDF says no money moved. */
  localPayment: boolean;
}
