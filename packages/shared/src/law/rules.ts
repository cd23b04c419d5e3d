import type { Language } from '../messages/index.js';
import type { Province } from '../provinces.js';

/**
 * The province rules a contract follows, as dated data with the statute, section and the page each was
 * checked against, like tax.ts does for tax rates. Page, server and PDF read these same records; a rule
 * that changes on a date is a new record from that date, not an edit. None of this is legal advice:
 * docs/contracts-and-the-law.md lists every record and says counsel reviews the wording before a launch.
 */

export type LawRule =
  /** A consumer may cancel a direct (door-to-door, at-home) sales contract within a cooling-off period. */
  | 'consumerCancellation'
  /** Quebec: a contract of adhesion is given in French first; another language binds only on express wish. */
  | 'frenchFirst'
  /** Quebec: the prescribed statement of cancellation rights and cancellation form attached to the contract. */
  | 'cancellationStatement'
  /** Ontario: each payment on an improvement keeps back a share of the price until liens expire. */
  | 'holdback'
  /** Ontario: the holdback accrued in each contract year is released after the contract's anniversary. */
  | 'holdbackAnnualRelease'
  /** Ontario: the days to pay a proper invoice, to dispute it and to pay down the chain. */
  | 'promptPayment'
  /** Ontario: the price may not exceed an estimate by more than a share unless the consumer agrees. */
  | 'estimateCap'
  /** Ontario: HVAC and water products sold at home need the Ministry's disclosure statement on page 1. */
  | 'restrictedProducts'
  /** A clause forcing consumers into arbitration or waiving class actions does not bind them. */
  | 'noArbitrationWaiver'
  /** The contractor's licence number printed on the contract (Quebec RBQ, Alberta prepaid contracting). */
  | 'contractorLicence'
  /** Quebec: the itinerant merchant's permit number from the Office de la protection du consommateur. */
  | 'itinerantPermit'
  /** What a consumer (direct sales) contract must show: the parties, the work, the price, the dates… */
  | 'consumerContractContent';

/** Where each rule record comes from, and when it is in force (both days YYYY-MM-DD, `to` included). */
export interface Sourced {
  statute: string;
  section: string;
  /** The page the rule was checked against. */
  source: string;
  /** Further pages the record's details were checked against. */
  otherSources?: readonly string[];
  /**
   * The first day in force: the day the rule took effect where a source gives it, otherwise the
   * date of the version we read (the rule is in force at least since then).
   */
  from: string;
  /** The last day in force, when a later record replaces it. */
  to?: string;
  /**
   * The statute and section as a French reader reads them: the statute's official French title where
   * it has one (Quebec's laws; Ontario's and New Brunswick's, enacted in both languages), elsewhere its
   * English title (its only official language), and the section in French words ("art.", "par.").
   */
  fr: Citation;
}

/** A statute and its section, as a document, a page or an email cites them. */
export interface Citation {
  statute: string;
  section: string;
}

/** How a reader of `language` reads the record's statute and section. */
export function citationIn(
  record: Pick<Sourced, 'statute' | 'section' | 'fr'>,
  language: Language,
): Citation {
  return language === 'fr' ? record.fr : { statute: record.statute, section: record.section };
}

/** Why a consumer's cancellation period stretches to the longer one (one year). */
export type ExtensionReason =
  /** No copy was delivered, or the copy lacks what the law requires in it. */
  | 'copyDefective'
  /** The goods or services did not come within 30 days of the date in the contract. */
  | 'notDelivered30Days'
  /** The seller had no licence or permit the law requires. */
  | 'unlicensed'
  /** The seller's security (bond) was missing or invalid. */
  | 'noSecurity'
  /** The prescribed statement of cancellation rights (and form) was not attached. */
  | 'noStatementAttached';

/**
 * How a period whose last day falls on a day the law closes is carried over: to the next day that is
 * neither a closed weekday, nor one of the named holidays, nor an extra date.
 */
export interface LastDayRule extends Omit<Sourced, 'from' | 'to'> {
  closedWeekdays: readonly ('saturday' | 'sunday')[];
  /** The province's holidays the statute counts, by the name the holiday library gives them in English. */
  holidays: readonly string[];
  /** Further closed days every year, as MM-DD. */
  extraDates?: readonly string[];
}

export interface ConsumerCancellation {
  days: number;
  /** The day the period counts from (that day excluded): the copy's delivery, or the contract's making. */
  countsFrom: 'copyReceived' | 'contractEntered';
  /** Contracts at or under this total (`over`), or under it (`atLeast`), are outside the rule. */
  threshold?: { cents: number; comparison: 'over' | 'atLeast' };
  extended: { years: number; when: readonly ExtensionReason[] };
  /** Days the seller has to refund after a cancellation. */
  refundDays?: number;
  /**
   * Work started inside the period does not end the right to cancel, but a consumer who cancels then
   * owes reasonable compensation for the work and materials provided; set only where a source says so.
   */
  compensationForWorkInPeriod?: boolean;
  /** The largest deposit, as a percentage of the price, a home renovator may require inside the period. */
  depositCapPercent?: number;
  /** The province's rule for a last day on a Sunday or holiday; null where we could not verify it. */
  lastDay: LastDayRule | null;
}

export interface FrenchFirst {
  /** Other documents of the contract follow the contract's language choice. */
  relatedDocuments: boolean;
  /** The adhering party may not be charged for the French version. */
  noChargeForFrench: boolean;
}

export interface CancellationStatement {
  headings: { en: string; fr: string };
  /** The cancellation form goes with the statement. */
  withForm: boolean;
  days: number;
  refundDays: number;
}

export interface Holdback {
  percent: number;
  /** The days after the work is completed (or abandoned) within which a lien must be preserved. */
  lienDays: number;
}

export interface HoldbackAnnualRelease {
  /** The owner publishes the notice of annual release within this many days after each anniversary. */
  noticeWithinDays: number;
  /** …and pays the accrued holdback between these days after publishing, if no lien is preserved. */
  payFromDays: number;
  payByDays: number;
  /** Each contractor passes its share down within this many days of receiving it. */
  downstreamDays: number;
  /** Contracts made before the rule's first day start at their second anniversary after it. */
  earlierContractsFrom: 'secondAnniversary';
}

export interface PromptPayment {
  /** Days from a proper invoice to the owner's payment. */
  payDays: number;
  /** Days the owner has to give a notice of non-payment. */
  nonPaymentNoticeDays: number;
  /** Days a contractor has to pay its subcontractors once paid. */
  downstreamDays: number;
  /** Days the owner has to say how an invoice is not proper, else it is deemed proper; null before that rule. */
  deemedProperDays: number | null;
}

export interface EstimateCap {
  percent: number;
}

export interface RestrictedProducts {
  products: readonly string[];
  disclosureTitle: { en: string; fr: string };
  /** The statement is the agreement's first page and both parties sign the agreement. */
  firstPage: boolean;
  /** Only a consumer who initiated the contact may enter such an agreement at home. */
  consumerInitiatedOnly: boolean;
}

export interface NoArbitrationWaiver {
  /** The consumer may still choose arbitration once a dispute has arisen. */
  arbitrationAfterDisputeAllowed: boolean;
}

export interface ContractorLicence {
  licence: 'rbq' | 'albertaPrepaidContracting';
  /** How the number is printed, where the regulator prescribes it. */
  format?: string;
}

export interface ItinerantPermit {
  /** The permit is one of the particulars the written contract must show. */
  onContract: boolean;
}

/**
 * One particular a consumer contract must show. The contractor's name, address, phone and email come
 * from the profile, which cannot be saved without them, and each tax is printed from the province's
 * rates, so the items below are the ones a contract can lack.
 */
export type ConsumerContentItem =
  | 'clientName'
  /** The client's own address, or the project's (the property) where the client has none. */
  | 'clientAddress'
  | 'clientPhone'
  /** A description of the work and materials (the scope of services). */
  | 'description'
  /** The price: an itemised total, with each tax printed from the province's rates. */
  | 'price'
  /** The terms of payment: the whole price scheduled. */
  | 'paymentTerms'
  | 'startDate'
  | 'completionDate'
  /** A warranty clause. */
  | 'warranty';

export interface ConsumerContractContent {
  /** What the contract must show, in the order the builder names what is missing. */
  items: readonly ConsumerContentItem[];
}

interface RuleData {
  consumerCancellation: ConsumerCancellation;
  frenchFirst: FrenchFirst;
  cancellationStatement: CancellationStatement;
  holdback: Holdback;
  holdbackAnnualRelease: HoldbackAnnualRelease;
  promptPayment: PromptPayment;
  estimateCap: EstimateCap;
  restrictedProducts: RestrictedProducts;
  noArbitrationWaiver: NoArbitrationWaiver;
  contractorLicence: ContractorLicence;
  itinerantPermit: ItinerantPermit;
  consumerContractContent: ConsumerContractContent;
}

/** One rule of one province, with its source and dates: the record of `rule` carries that rule's data. */
export type LawRecord = {
  [R in LawRule]: Sourced & { province: Province; rule: R; data: RuleData[R] };
}[LawRule];

export type LawRecordOf<R extends LawRule> = Extract<LawRecord, { rule: R }>;
