import { isConsumerContract, type ContractType } from '@tradepact/shared';

/**
 * Whether a contract is a consumer contract, so that the province's consumer rules apply (the right
 * to cancel on the document's first page, the deadline in the completion email and the certificate).
 * The one place the server decides it: the client's "is a business" switch is not on the client form
 * yet, so every client contract is a consumer contract until its flag is passed here.
 */
export function consumerStatusOf(contract: { type: ContractType }): boolean {
  return isConsumerContract({ type: contract.type, clientIsBusiness: false });
}
