import type { InvoiceClock, Language, TaxLine } from '@tradepact/shared';
import type { ImageBytes } from '../document-model.js';

/**
 * Everything the invoice to a contract's client prints, as issued (issue 33 §2): the payments
 * service fills it once from the invoice row, the contract and the contractor's profile, and
 * render-client-invoice.ts only lays it out. The PDF is stored with its SHA-256 and never drawn
 * again, so nothing here is looked up at render time. Amounts are integer cents, CAD; days are
 * YYYY-MM-DD in the property's province.
 */
export interface ClientInvoiceDocument {
  /** The contract's language, and the locale amounts and days are written in ('fr-CA'). */
  language: Language;
  locale: string;
  contractor: {
    businessName: string;
    /** The person who runs the business. */
    name: string;
    /** The business address, one printed line each. */
    addressLines: string[];
    /** As stored (digits); written as the locale writes a phone number. */
    phone: string;
    email: string;
    /** Registration numbers, '' when none: GST/HST (the CRA), QST (Revenu Québec). */
    gstNumber: string;
    qstNumber: string;
    /** Quebec's RBQ licence, '' when none. */
    rbqLicence: string;
    logo?: ImageBytes;
  };
  /** The contract's clients, in its order: each one's name, business ('' when none), address and email. */
  clients: { name: string; businessName: string; address: string; email: string }[];
  /** Where the work is. */
  propertyAddress: string;
  /** The contractor's invoice number (1, 2, 3…). */
  number: number;
  issuedOn: string;
  /** The signed contract it bills under: its number, amendment (0 for the original), title and day signed. */
  contract: { number: number; revision: number; title: string; signedOn: string | null };
  /** What it bills, as the contract's schedule names it: "Deposit", "Payment 2: Rough-in". */
  description: string;
  /** The milestone reached that made the payment due, '' when the payment is not a milestone's. */
  milestone: string;
  /** The days the billed work was done in, for a proper invoice; null when it bills none (a deposit). */
  period: { from: string; to: string } | null;
  /** The payment before holdback and tax. */
  grossCents: number;
  /** Retained under the province's holdback; null where none is (outside Ontario, or on its release). */
  holdback: { percent: number; cents: number } | null;
  /** The gross less the holdback: what the taxes are on. */
  netCents: number;
  taxLines: TaxLine[];
  /** The net and its taxes. */
  payableCents: number;
  /** Received on this invoice before it was drawn (0 usually): the PDF then shows the balance due. */
  paidCents: number;
  dueOn: string;
  howToPay: {
    /** The contractor's e-Transfer address and the reference to write in the transfer (`TP-12-3`). */
    etransfer: { email: string; reference: string } | null;
    /** The invoice's pay page. */
    payUrl: string | null;
  };
  /** Ontario's prompt-payment clock (shared `invoiceClock`); null where the province has none. */
  clock: InvoiceClock | null;
}
