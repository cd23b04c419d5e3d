import {
  contractLanguageOf,
  contractTypes,
  type ContractLanguageSource,
  type ContractType,
} from '../contracts.js';
import type { Language } from '../messages/index.js';
import { isProvince } from '../provinces.js';
import { lawRecords } from './records.js';
import type { LawRecord, LawRecordOf, LawRule } from './rules.js';

export * from './rules.js';
export { lawRecords } from './records.js';

function inForce(record: LawRecord, day: string): boolean {
  return record.from <= day && (record.to === undefined || day <= record.to);
}

/** The rules of a province in force on a day (YYYY-MM-DD); none for an unknown province. */
export function recordsInForce(province: string, day: string): LawRecord[] {
  if (!isProvince(province)) return [];
  return lawRecords.filter((record) => record.province === province && inForce(record, day));
}

/** The record of one rule in force in a province on a day, or undefined where the province has none. */
export function ruleInForce<R extends LawRule>(
  province: string,
  rule: R,
  day: string,
): LawRecordOf<R> | undefined {
  return recordsInForce(province, day).find((record): record is LawRecordOf<R> => record.rule === rule);
}

export interface ConsumerContractParties {
  type: ContractType;
  /** The contractor marked the client as a business (not a consumer). */
  clientIsBusiness?: boolean;
}

/**
 * Whether the consumer rules apply: a client contract (Type 1) is a consumer contract unless its
 * client is marked a business; a sub-contract (Type 0) is between businesses and never is.
 */
export function isConsumerContract({ type, clientIsBusiness = false }: ConsumerContractParties): boolean {
  return type === contractTypes.client && !clientIsBusiness;
}

/**
 * Whether a contract with the project's `clients` is a consumer contract: a client contract is one
 * unless every client is marked a business (one consumer among them keeps the consumer's rights, and a
 * contract with no client yet is treated as one, so the rules are never dropped by mistake); a
 * sub-contract never is.
 */
export function isConsumerContractWith(
  type: ContractType,
  clients: readonly { IsBusiness: boolean }[],
): boolean {
  const clientIsBusiness = clients.length > 0 && clients.every((client) => client.IsBusiness);
  return isConsumerContract({ type, clientIsBusiness });
}

/**
 * Whether a consumer contract of `totalCents` falls under the province's cooling-off rule on `day`
 * (its threshold: Ontario over $50, Alberta over $25…); undefined where the province has no rule.
 */
export function consumerCancellationApplies(
  province: string,
  day: string,
  totalCents: number,
): LawRecordOf<'consumerCancellation'> | undefined {
  const record = ruleInForce(province, 'consumerCancellation', day);
  const threshold = record?.data.threshold;
  if (!record || !threshold) return record;
  const inside =
    threshold.comparison === 'over' ? totalCents > threshold.cents : totalCents >= threshold.cents;
  return inside ? record : undefined;
}

/**
 * The builder's question, before the contract exists: does a day (a deposit, the start of work) fall
 * inside the consumer's cancellation period? The signed copy cannot be delivered before today, so
 * the period ends at the earliest `days` plain calendar days after today. Plain days on purpose: the
 * Sunday and holiday carry-over (deadline.ts) only lengthens the period and needs a holiday library a
 * page should not carry, so a day this finds inside is inside whatever the carry-over.
 */

export interface CancellationPeriodFacts {
  /** The project's province. */
  province: string;
  /** Today in the province, YYYY-MM-DD: the earliest day the signed copy can be delivered. */
  today: string;
  /** The price with tax in cents, once known: a price at or under the rule's threshold has no period. */
  totalCents?: number;
}

function addDays(date: string, days: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}

export interface CancellationPeriod {
  /** The earliest last day the client may cancel on (YYYY-MM-DD), today plus the rule's days. */
  lastDay: string;
  record: LawRecordOf<'consumerCancellation'>;
}

/** The earliest last day of the period counted from `today`, or undefined where no rule applies. */
export function earliestCancellationEnd({
  province,
  today,
  totalCents,
}: CancellationPeriodFacts): CancellationPeriod | undefined {
  const record =
    totalCents === undefined
      ? ruleInForce(province, 'consumerCancellation', today)
      : consumerCancellationApplies(province, today, totalCents);
  return record && { lastDay: addDays(today, record.data.days), record };
}

/**
 * The period's earliest last day, with the province's cancellation record, when `day` (YYYY-MM-DD)
 * falls on or before it, counted from `today`; undefined when it falls after, or where no rule applies.
 */
export function insideCancellationPeriod(
  province: string,
  today: string,
  day: string,
  totalCents?: number,
): CancellationPeriod | undefined {
  const period = earliestCancellationEnd({
    province,
    today,
    ...(totalCents === undefined ? {} : { totalCents }),
  });
  return period && day <= period.lastDay ? period : undefined;
}
export * from './attached.js';

export {
  hasWarrantyClause,
  missingConsumerContent,
  type ConsumerContentFacts,
  type MissingConsumerContent,
} from './consumer-content.js';
export { arbitrationClauseIndexes, looksLikeArbitrationOrClassWaiver } from './arbitration.js';

/** What decides whether a contract may also be given in English (Quebec, Charter s. 55). */
export interface EnglishVersionFacts {
  type: ContractType;
  /** The project's clients, each marked a business or not. */
  clients: readonly { IsBusiness: boolean }[];
  /** The project's province. */
  province: string;
  /** The language the contract is written and sent in: the English is a second version of a French one. */
  language: string;
  /** The day the document is dated (YYYY-MM-DD). */
  day: string;
}

/**
 * Quebec's French first (Charter of the French language s. 55, from 2023-06-01): a consumer contract
 * written in French may also be given in English, and binds in English only if, after the French was
 * given, the adhering party expressly wished it. Answers the record when the contractor's "Also give
 * the client an English version" applies to a contract: a consumer contract in French in a province
 * with the rule in force on its day; undefined anywhere else, where the switch is ignored and cleared.
 */
export function englishVersionApplies(facts: EnglishVersionFacts): LawRecordOf<'frenchFirst'> | undefined {
  if (facts.language !== 'fr' || !isConsumerContractWith(facts.type, facts.clients)) return undefined;
  return ruleInForce(facts.province, 'frenchFirst', facts.day);
}

/** What decides whether Quebec's French first applies to a contract (Charter s. 55). */
export type FrenchFirstFacts = Omit<EnglishVersionFacts, 'language'>;

/**
 * Whether a contract must be written in French first (Charter of the French language s. 55, issue 31
 * §3): a consumer contract in a province with the `frenchFirst` record in force on `day`. Its clients
 * may read English: the contractor may then also give the English version, which binds only on the
 * client's express wish (englishVersionApplies).
 */
export function frenchFirstApplies(facts: FrenchFirstFacts): boolean {
  return (
    isConsumerContractWith(facts.type, facts.clients) &&
    ruleInForce(facts.province, 'frenchFirst', facts.day) !== undefined
  );
}

/**
 * The language a contract is written and sent in, the law applied: its recipients' (contractLanguageOf),
 * except that a Quebec consumer contract is French first. The server writes, sends and seals in it, and
 * the builder says which it is; `day` is the day it is written, in the project's province.
 */
export function contractLanguageUnderLaw(
  project: ContractLanguageSource & { Clients: readonly { Language: Language; IsBusiness: boolean }[] },
  type: ContractType,
  subcontractorId: string | null,
  chosen: Language | undefined,
  day: string,
): Language {
  const frenchFirst = frenchFirstApplies({ type, clients: project.Clients, province: project.Province, day });
  return contractLanguageOf(project, type, subcontractorId, chosen, frenchFirst);
}
