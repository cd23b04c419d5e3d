import type { MessageKey } from '@tradepact/shared';

/** The parts of the payment block a refusal can point at. */
export type PaymentField = 'TotalCost' | 'Deposit' | 'DepositDate' | 'Terms' | 'CustomTerms';

/** The element id of a payment field, for the builder to focus after a refusal (focusField). */
export const paymentFieldId = (field: PaymentField): string => `payment-${field}`;

const fieldOfMessage: Partial<Record<MessageKey, PaymentField>> = {
  paymentTermsRequired: 'TotalCost',
  paymentTotalCostRequired: 'TotalCost',
  paymentDepositAboveTotal: 'Deposit',
  paymentDepositDateRequired: 'DepositDate',
  paymentDepositDatePast: 'DepositDate',
  paymentTermsAboveTotal: 'Terms',
  paymentPercentagesOver: 'Terms',
  paymentDateRequired: 'Terms',
  paymentMilestoneRequired: 'Terms',
  paymentMilestoneNameRequired: 'Terms',
  paymentRemainingNotZero: 'Terms',
  paymentCommencementAfterPayment: 'Terms',
};

/** The payment field a contract problem (shared contractProblem) is about, if it is one of ours. */
export const paymentFieldOf = (message: MessageKey): PaymentField | undefined => fieldOfMessage[message];
