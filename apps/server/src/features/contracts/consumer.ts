import {
  consumerCancellationApplies,
  isConsumerContract,
  salesTaxOn,
  toCents,
  type ContractType,
} from '@tradepact/shared';
import { cancellationDeadline, type CancellationDeadline } from '@tradepact/shared/law/deadline';

/**
 * Whether a contract is a consumer contract, so that the province's consumer rules apply (the right
 * to cancel on the document's first page, the deadline in the completion email and the certificate).
 * The one place the server decides it: the client's "is a business" switch is not on the client form
 * yet, so every client contract is a consumer contract until its flag is passed here.
 */
export function consumerStatusOf(contract: { type: ContractType }): boolean {
  return isConsumerContract({ type: contract.type, clientIsBusiness: false });
}

export interface ConsumerContractFacts {
  type: ContractType;
  /** The project's province: its rule applies. */
  province: string;
  /** The day the document is dated (YYYY-MM-DD): the rule and threshold it printed are that day's. */
  issuedOn: string;
  /** The price before tax, in dollars, as the form holds it. */
  totalCost: number;
}

/**
 * The consumer's deadline to cancel a contract whose signed copy is delivered at `deliveredAt`, or
 * undefined where the document printed no right to cancel: not a consumer contract, no rule in the
 * province, or a price (with tax, as the document's total) under the rule's threshold.
 */
export function consumerCancellationDeadline(
  contract: ConsumerContractFacts,
  deliveredAt: Date,
): CancellationDeadline | undefined {
  if (!consumerStatusOf(contract)) return undefined;
  const { province, issuedOn } = contract;
  const totalCents = salesTaxOn(toCents(contract.totalCost), province, issuedOn).totalCents;
  if (!consumerCancellationApplies(province, issuedOn, totalCents)) return undefined;
  return cancellationDeadline(province, deliveredAt);
}
