import { ruleInForce } from './index.js';
import type { LawRecordOf } from './rules.js';

/**
 * The documents a consumer contract carries besides its own text (issue 31 §2 and §5): Quebec's
 * prescribed statement of cancellation rights with its cancellation form, attached to the contract,
 * and Ontario's disclosure statement for restricted products, the contract's first page. The page,
 * the server and the document ask these same questions. None of this is legal advice.
 */

export interface AttachedDocumentFacts {
  /** The project's province. */
  province: string;
  /** The day the contract is dated, YYYY-MM-DD: the records in force that day apply. */
  day: string;
  /** A consumer contract (isConsumerContractWith): a business client or a sub-contract gets none. */
  consumer: boolean;
}

/**
 * Quebec's statement of consumer cancellation rights and cancellation form (Reg. P-40.1, r. 3,
 * s. 50.2; Act s. 58), to attach to a consumer contract; undefined where none is attached.
 */
export function cancellationStatementOf({
  province,
  day,
  consumer,
}: AttachedDocumentFacts): LawRecordOf<'cancellationStatement'> | undefined {
  return consumer ? ruleInForce(province, 'cancellationStatement', day) : undefined;
}

/**
 * Ontario's restricted products (O. Reg. 8/18 under CPA 2002 s. 43.1): the record when a consumer
 * contract in a province with the rule says it includes one (the form's RestrictedProducts), so the
 * Ministry's disclosure statement is its first page; undefined otherwise.
 */
export function restrictedProductsOf(
  facts: AttachedDocumentFacts & { restrictedProducts: boolean },
): LawRecordOf<'restrictedProducts'> | undefined {
  if (!facts.consumer || !facts.restrictedProducts) return undefined;
  return ruleInForce(facts.province, 'restrictedProducts', facts.day);
}

/** Whether the builder offers the restricted-products switches: an Ontario-like consumer contract. */
export const restrictedProductsRuleOf = ({
  province,
  day,
  consumer,
}: AttachedDocumentFacts): LawRecordOf<'restrictedProducts'> | undefined =>
  consumer ? ruleInForce(province, 'restrictedProducts', day) : undefined;

/**
 * Why such a contract may not be sent: the rule allows it only when the consumer made the first
 * contact (`consumerInitiatedOnly`), which the form's ClientInitiatedContact records; null when it may.
 */
export function restrictedProductsProblem(
  facts: AttachedDocumentFacts & { restrictedProducts: boolean; clientInitiatedContact: boolean },
): 'contractRestrictedProductsNotInitiated' | null {
  const record = restrictedProductsOf(facts);
  if (!record?.data.consumerInitiatedOnly || facts.clientInitiatedContact) return null;
  return 'contractRestrictedProductsNotInitiated';
}
