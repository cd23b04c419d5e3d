import type { MessageKey } from '@tradepact/shared';

/** The ids of the builder's own fields, which a problem's dialog gives the focus to when it closes. */
export const fieldIds = {
  commencement: 'contract-commencement',
  completion: 'contract-completion',
  scope: 'contract-scope',
  serviceAddress: 'contract-service-address',
  template: 'contract-template',
  expiry: 'contract-expiry',
  restrictedProducts: 'contract-restricted-products',
  clientInitiatedContact: 'contract-client-initiated-contact',
} as const;

const fieldOfProblem: Partial<Record<MessageKey, keyof typeof fieldIds>> = {
  contractCommencementRequiredDraft: 'commencement',
  contractCommencementRequiredReview: 'commencement',
  contractCommencementPast: 'commencement',
  contractCompletionRequired: 'completion',
  contractCompletionPast: 'completion',
  contractCompletionBeforeCommencement: 'completion',
  contractScopeRequired: 'scope',
  contractExpiryOutOfRange: 'expiry',
  contractExpiryRequired: 'expiry',
  contractRestrictedProductsNotInitiated: 'clientInitiatedContact',
};

/** The builder field a problem of contractProblem() is about; undefined for the payment block's (paymentFieldOf). */
export function fieldOf(problem: MessageKey): string | undefined {
  const field = fieldOfProblem[problem];
  return field && fieldIds[field];
}
