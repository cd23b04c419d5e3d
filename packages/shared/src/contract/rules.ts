import { contractTypes, type ContractType } from '../contracts.js';
import type { MessageKey, MessageParams } from '../messages/index.js';
import { isExpiryAllowed, expiryBounds } from './expiry.js';
import { otherMilestoneType, type ContractForm } from './form.js';
import {
  firstPaymentDate,
  isFullyScheduled,
  percentageTotal,
  scheduledBaseCents,
  termAmountsCents,
  toCents,
} from './payment.js';

/**
 * The checks of a contract before it is saved as a draft or reviewed (doc 3 §5), in the spec's order
 * with the spec's words, then ours for what it leaves unworded. The builder shows the first problem;
 * the server runs the same checks on savedraft and preview and refuses with the same message.
 */

export type ContractCheck = 'draft' | 'review';

export interface ContractCheckContext {
  type: ContractType;
  /** A create screen (no contract id yet): dates cannot be before today. */
  isCreate: boolean;
  /** Today in the contractor's province. */
  today: string;
  /** The offer's expiry date ('' when none was chosen). */
  expiry: string;
}

export interface ContractProblem {
  message: MessageKey;
  params?: MessageParams;
}

type Check = (
  form: ContractForm,
  check: ContractCheck,
  context: ContractCheckContext,
) => ContractProblem | null;

const problem = (message: MessageKey, params?: MessageParams): ContractProblem =>
  params ? { message, params } : { message };

const checks: readonly Check[] = [
  (form, check) =>
    form.CommencementDate === ''
      ? problem(
          check === 'draft' ? 'contractCommencementRequiredDraft' : 'contractCommencementRequiredReview',
        )
      : null,
  (form) => (form.CompletionDate === '' ? problem('contractCompletionRequired') : null),
  (form) => (form.ScopeOfServices.trim() === '' ? problem('contractScopeRequired') : null),
  (form, check, context) => {
    if (toCents(form.Payment.TotalCost) > 0) return null;
    if (check === 'draft') return problem('paymentTermsRequired');
    // Doc 3 §5: the create-for-client screen words review's check as draft's.
    const createForClient = context.isCreate && context.type === contractTypes.client;
    return problem(createForClient ? 'paymentTermsRequired' : 'paymentTotalCostRequired');
  },
  (form, _check, context) =>
    context.isCreate && form.CommencementDate < context.today ? problem('contractCommencementPast') : null,
  (form, _check, context) =>
    context.isCreate && form.CompletionDate < context.today ? problem('contractCompletionPast') : null,
  (form) =>
    form.CompletionDate < form.CommencementDate ? problem('contractCompletionBeforeCommencement') : null,
  (form) => (form.Payment.Deposit > form.Payment.TotalCost ? problem('paymentDepositAboveTotal') : null),
  (form) => {
    const { Payment: payment } = form;
    if (payment.Mode === 'percentage') {
      return percentageTotal(payment.Terms) > 100 ? problem('paymentPercentagesOver') : null;
    }
    if (payment.Mode === 'custom') return null;
    const scheduled = termAmountsCents(payment).reduce((sum, cents) => sum + cents, 0);
    return scheduled > scheduledBaseCents(payment) ? problem('paymentTermsAboveTotal') : null;
  },
  (form, check) => {
    if (check === 'draft') return null;
    const { Payment: payment } = form;
    if (payment.Deposit > 0 && payment.DepositDate === '') return problem('paymentDepositDateRequired');
    return null;
  },
  (form, _check, context) => {
    const { DepositDate } = form.Payment;
    return form.Payment.Deposit > 0 && DepositDate !== '' && DepositDate < context.today
      ? problem('paymentDepositDatePast')
      : null;
  },
  (form, check) => {
    if (check === 'draft') return null;
    const { Payment: payment } = form;
    if (payment.Mode === 'date' && payment.Terms.some((term) => term.Name === '')) {
      return problem('paymentDateRequired');
    }
    if (
      payment.Mode === 'milestone' &&
      payment.Terms.some((term) => term.Name === otherMilestoneType && term.CustomName === '')
    ) {
      return problem('paymentMilestoneNameRequired');
    }
    if (payment.Mode === 'milestone' && payment.Terms.some((term) => term.Name === '')) {
      return problem('paymentMilestoneRequired');
    }
    return null;
  },
  (form, check) =>
    check === 'review' && !isFullyScheduled(form.Payment) ? problem('paymentRemainingNotZero') : null,
  (form, check) => {
    if (check === 'draft') return null;
    const first = firstPaymentDate(form.Payment);
    return first !== '' && form.CommencementDate > first ? problem('paymentCommencementAfterPayment') : null;
  },
  (form, _check, context) => {
    if (context.expiry === '' || isExpiryAllowed(context.expiry, context.today, form.CommencementDate))
      return null;
    const { min, max } = expiryBounds(context.today, form.CommencementDate);
    return problem('contractExpiryOutOfRange', { min, max: max ?? min });
  },
  (_form, check, context) =>
    check === 'review' && context.expiry === '' ? problem('contractExpiryRequired') : null,
];

/** The first problem of the contract for this check, or null when it may be saved or reviewed. */
export function contractProblem(
  form: ContractForm,
  check: ContractCheck,
  context: ContractCheckContext,
): ContractProblem | null {
  for (const rule of checks) {
    const found = rule(form, check, context);
    if (found) return found;
  }
  return null;
}
