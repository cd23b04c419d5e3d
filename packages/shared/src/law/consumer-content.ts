import { clauseText } from '../contract/terms.js';
import type { ContractForm } from '../contract/form.js';
import { isFullyScheduled, toCents } from '../contract/payment.js';
import type { MessageKey } from '../messages/index.js';
import { lawRecords } from './records.js';
import type { ConsumerContentItem, LawRecord, LawRecordOf, LawRule } from './rules.js';

/**
 * What a consumer contract lacks of what its province requires it to show (issue 31 §3 and §5): the
 * contractor's licence numbers (Quebec's RBQ licence and OPC permit; Alberta's prepaid contracting
 * licence when the contract takes money before the work is done) first, then each particular of
 * the province's `consumerContractContent` record in its order. The builder's review and the server's
 * preview and send ask the same function, so they stop at the same item with the same words.
 */

export interface ConsumerContentFacts {
  /** The project's province, and today there (YYYY-MM-DD): the records in force that day apply. */
  province: string;
  day: string;
  contractor: { rbqLicence: string; opcPermit: string; albertaPrepaidLicence: string };
  clients: readonly { name: string; address: string; phone: string }[];
  /** The project's address: the property, which stands for a client who gave no address of their own. */
  propertyAddress: string;
  form: Pick<ContractForm, 'ScopeOfServices' | 'Payment' | 'CommencementDate' | 'CompletionDate' | 'Terms'>;
}

export interface MissingConsumerContent {
  /** The refusal, worded with `{province}`. */
  message: MessageKey;
  params: { province: string };
  /** The record that requires it. */
  record: LawRecord;
}

const itemMessages: Record<ConsumerContentItem, MessageKey> = {
  clientName: 'consumerContentClientName',
  clientAddress: 'consumerContentClientAddress',
  clientPhone: 'consumerContentClientPhone',
  description: 'consumerContentDescription',
  price: 'consumerContentPrice',
  paymentTerms: 'consumerContentPaymentTerms',
  startDate: 'consumerContentStartDate',
  completionDate: 'consumerContentCompletionDate',
  warranty: 'consumerContentWarranty',
};

const filled = (value: string) => value.trim() !== '';

/** index.ts's ruleInForce, here to keep the law module free of an import cycle. */
function ruleInForce<R extends LawRule>(province: string, rule: R, day: string): LawRecordOf<R> | undefined {
  return lawRecords.find(
    (record): record is LawRecordOf<R> =>
      record.province === province &&
      record.rule === rule &&
      record.from <= day &&
      (record.to === undefined || day <= record.to),
  );
}

/** A clause that words a warranty or guarantee, in English or French. */
const warrantyWords = /\b(?:warrant(?:y|ies|ee)|guarantee[sd]?|garanti(?:e|es|r|t))\b/i;

export function hasWarrantyClause(terms: readonly string[]): boolean {
  return terms.some((clause) => warrantyWords.test(clauseText(clause)));
}

/**
 * Whether the contract takes money before the work is done, which makes it a prepaid contract in
 * Alberta (alberta.ca, "Prepaid contracting licence": a business that "accepts money before all the
 * work is done"): a deposit, a dated payment before the completion date, or more than one payment at
 * milestones or percentages (all but the last fall during the work). Custom terms are the
 * contractor's own words: only their deposit is read.
 */
export function takesMoneyBeforeCompletion(form: Pick<ContractForm, 'Payment' | 'CompletionDate'>): boolean {
  const { Payment: payment, CompletionDate: completion } = form;
  if (toCents(payment.Deposit) > 0) return true;
  const terms = payment.Terms.filter((term) => toCents(term.Amount) > 0);
  switch (payment.Mode) {
    case 'date':
      return terms.some((term) => !filled(completion) || term.Name < completion);
    case 'milestone':
    case 'percentage':
      return terms.length > 1;
    case 'custom':
      return false;
  }
}

const present: Record<ConsumerContentItem, (facts: ConsumerContentFacts) => boolean> = {
  clientName: ({ clients }) => clients.length > 0 && clients.every((client) => filled(client.name)),
  clientAddress: ({ clients, propertyAddress }) =>
    clients.every((client) => filled(client.address) || filled(propertyAddress)),
  clientPhone: ({ clients }) => clients.every((client) => filled(client.phone)),
  description: ({ form }) => filled(form.ScopeOfServices),
  price: ({ form }) => toCents(form.Payment.TotalCost) > 0,
  paymentTerms: ({ form }) => isFullyScheduled(form.Payment),
  startDate: ({ form }) => filled(form.CommencementDate),
  completionDate: ({ form }) => filled(form.CompletionDate),
  warranty: ({ form }) => hasWarrantyClause(form.Terms),
};

/**
 * The first thing a consumer contract in `facts.province` lacks, or undefined when it shows all its
 * province requires (or the province has no such record). Call it for consumer contracts only.
 */
export function missingConsumerContent(facts: ConsumerContentFacts): MissingConsumerContent | undefined {
  const { province, day } = facts;
  const params = { province };
  const licence = ruleInForce(province, 'contractorLicence', day);
  if (licence?.data.licence === 'rbq' && !filled(facts.contractor.rbqLicence)) {
    return { message: 'consumerContentRbqLicence', params, record: licence };
  }
  if (
    licence?.data.licence === 'albertaPrepaidContracting' &&
    !filled(facts.contractor.albertaPrepaidLicence) &&
    takesMoneyBeforeCompletion(facts.form)
  ) {
    return { message: 'consumerContentAlbertaPrepaidLicence', params, record: licence };
  }
  const permit = ruleInForce(province, 'itinerantPermit', day);
  if (permit?.data.onContract && !filled(facts.contractor.opcPermit)) {
    return { message: 'consumerContentItinerantPermit', params, record: permit };
  }
  const content = ruleInForce(province, 'consumerContractContent', day);
  const item = content?.data.items.find((one) => !present[one](facts));
  return content && item ? { message: itemMessages[item], params, record: content } : undefined;
}
