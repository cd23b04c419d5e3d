import type { ContractForm, ContractStatus, ContractType } from '@tradepact/shared';
import type { Block } from './text-blocks.js';

/**
 * The contract document: what a contract says, worded and laid out in sections but not yet drawn.
 * The preview's HTML and the PDF are both drawn from it (render-html.ts, render-pdf.ts), so they can
 * never disagree. Building it is pure: the caller (the contracts service) reads every row and file
 * first and hands them over in ContractDocumentInput.
 */

export interface ImageBytes {
  mimeType: string;
  bytes: Uint8Array;
}

export interface ContractDocumentInput {
  /** The catalogue the words come from ('en'), and the locale money is written in ('en-CA'). */
  language: string;
  locale: string;
  type: ContractType;
  /** The contractor's contract number, and the amendment (0 for the original). */
  number: number;
  revision: number;
  /** A Draft carries a DRAFT mark on every page. */
  status: ContractStatus;
  /** 20 characters of Crockford base32 (document-code.ts). */
  documentCode: string;
  /** Where the QR codes point (PUBLIC_URL), e.g. 'http://localhost:3000'. */
  publicUrl: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  /** The project's province: its sales tax and its consumer rules apply. */
  province: string;
  /** A consumer contract (consumerStatusOf): the province's right to cancel is printed on page 1. */
  consumer: boolean;
  contractor: {
    businessName: string;
    name: string;
    gstNumber: string;
    /** Revenu Québec's QST number, on the documents of work in Quebec (qstNumberOnDocument); '' otherwise. */
    qstNumber?: string;
    /** Quebec's RBQ licence ("5678-1234-01") and the OPC permit, printed with the identity when set. */
    rbqLicence?: string;
    opcPermit?: string;
    /** Service Alberta's prepaid contracting licence, printed with the identity when set. */
    albertaPrepaidLicence?: string;
    address: string;
    phone: string;
    email: string;
    logo?: ImageBytes;
    signature?: ImageBytes;
  };
  recipients: {
    role: 'client' | 'subcontractor';
    name: string;
    businessName: string;
    address: string;
    phone: string;
    email: string;
  }[];
  /** The project's address (client contract) or the form's ServiceAddress (sub-contract). */
  propertyAddress: string;
  /** The saved form; its Terms are the kept clauses, already cleaned by clause-html.ts. */
  form: ContractForm;
  /** YYYY-MM-DD, or '' when the offer has no expiry. */
  expiresOn: string;
  schedules: { slot: number; title: string; fileName: string; mimeType: string; bytes: Uint8Array }[];
}

/** A labelled value: "Work starts 2026-12-01". */
export interface Fact {
  label: string;
  value: string;
}

export interface PartyBlock {
  /** "The Contractor", "The Client". */
  role: string;
  name: string;
  /** Lines under the name: business or contact name, tax number, address, phone, email. */
  lines: string[];
}

export interface PaymentRow {
  item: string;
  due: string;
  /** The payment's amount: its gross where a holdback is retained. */
  amountCents: number;
  amount: string;
  /** Ontario: the holdback retained on this payment, and what is paid on it (the gross less it). */
  holdback?: string;
  net?: string;
  netCents?: number;
}

/**
 * Ontario's holdback (Construction Act s. 22): the columns it adds to each payment, the closing line
 * that releases what the payments retained (its amount is their sum, to the cent), and the notes that
 * say when it is released.
 */
export interface PaymentHoldback {
  columns: { gross: string; holdback: string; net: string };
  release: { item: string; due: string; amountCents: number; amount: string };
  notes: string[];
}

/** The prompt-payment rules of the province on the contract's day, under the schedule. */
export interface PromptPaymentBlock {
  heading: string;
  lines: string[];
  /** The statute and sections they come from. */
  source: string;
}

export interface TotalRow {
  label: string;
  amountCents: number;
  amount: string;
  /** The grand total, set apart. */
  emphasis: boolean;
}

export interface PaymentSchedule {
  heading: string;
  columns: { item: string; due: string; amount: string };
  rows: PaymentRow[];
  totals: TotalRow[];
  /** Custom mode: the contractor's own words on how payments are made. */
  customHeading: string;
  custom: Block[];
  note: string;
  /** Where the province has a holdback (Ontario); then every row has its holdback and net. */
  holdback?: PaymentHoldback;
  /** Where the province has prompt-payment rules (Ontario). */
  promptPayment?: PromptPaymentBlock;
  /** "This price is an estimate…" when the form says so (Ontario's words add the cap); none otherwise. */
  estimate?: string;
}

export interface Clause {
  number: number;
  blocks: Block[];
}

export interface Schedule {
  letter: string;
  /** "Schedule A — Permits", as listed and as captioned on its pages. */
  caption: string;
  fileLine: string;
  kind: 'pdf' | 'image';
  file: ImageBytes;
}

export interface SignatureBlock {
  /** "For The Contractor". */
  heading: string;
  name: string;
  organisation: string;
  /** The contractor's stored signature; recipients sign later, so theirs is empty. */
  signature?: ImageBytes;
  date: string;
}

/**
 * The consumer's right to cancel, worded from the province's record: the rule in words, because the
 * date counts from the signed copy's delivery, which the completion email states.
 */
export interface CancellationBlock {
  heading: string;
  /** "You may cancel this agreement at any time until 10 days after you receive a copy of it…". */
  rule: string;
  /** "You may cancel it for up to one year if:", and each reason the record names. */
  extended: string;
  reasons: string[];
  /** The refund the record requires, or '' where it names none. */
  refund: string;
  /** The statute and section it comes from. */
  source: string;
}

/** A labelled line of a form: what is asked, and what the contract already fills in ('' to write by hand). */
export interface FormLine {
  label: string;
  value: string;
}

/**
 * Quebec's statement of consumer cancellation rights and its cancellation form (Reg. P-40.1, r. 3,
 * s. 50.2), attached after the contract: the notice and statement on one page, the detachable form on
 * the next, with the contractor's name, address and contacts and the contract's number filled in.
 */
export interface CancellationStatement {
  /** "(CONSUMER PROTECTION ACT, SECTION 58)". */
  notice: string;
  heading: string;
  paragraphs: string[];
  form: {
    /** The line to detach the form along. */
    cut: string;
    heading: string;
    /** "To:" and the merchant's lines. */
    to: string;
    merchant: FormLine[];
    /** "…I hereby cancel contract No. 12 entered into on", followed by the contract's lines. */
    declaration: string;
    contract: FormLine[];
    consumer: FormLine[];
  };
}

/**
 * Ontario's disclosure statement for restricted products (O. Reg. 8/18), the contract's first page:
 * how the agreement came to be made at home, the client's choice marked, and that both parties sign it
 * by signing the agreement.
 */
export interface DisclosureStatement {
  heading: string;
  intro: string;
  products: string;
  choose: string;
  choices: { text: string; checked: boolean }[];
  cancel: string;
  signed: string;
  source: string;
}

export interface ContractDocument {
  language: string;
  metadata: { title: string; author: string; subject: string };
  /** The DRAFT mark, or '' once sent. */
  draftMark: string;
  header: { businessName: string; logo?: ImageBytes; reference: string };
  title: string;
  /** "Contract No. 12, Amendment 1". */
  reference: string;
  issued: string;
  intro: string;
  /** Page 1 of a consumer contract with Ontario's restricted products; absent otherwise. */
  disclosure?: DisclosureStatement;
  /** On page 1 of a consumer contract in a province with a right to cancel; absent otherwise. */
  cancellation?: CancellationBlock;
  parties: { heading: string; blocks: PartyBlock[] };
  work: { heading: string; facts: Fact[]; scopeHeading: string; scope: Block[] };
  payment: PaymentSchedule;
  clauses: { heading: string; items: Clause[] };
  schedules: { heading: string; intro: string; items: Schedule[] };
  signatures: {
    heading: string;
    intro: string;
    labels: { signature: string; name: string; date: string };
    blocks: SignatureBlock[];
  };
  /** Quebec's statement and form, attached after everything else; absent otherwise. */
  cancellationStatement?: CancellationStatement;
  /** Where each page's QR code points, and its words. */
  code: { value: string; grouped: string; text: string; publicUrl: string };
  /** 'Page {page} of {pages}', filled per page by the PDF. */
  pageOf: string;
  /** 'Page {page} of {pages} of this schedule', on schedules of several pages. */
  schedulePageOf: string;
}
