import type { MessageKey, Words } from '../messages/index.js';
import type { ContractChange, ContractChangeKind } from './changes.js';

/** The catalogue's name of each kind of change, for the signing page and the amendment's email. */
export const contractChangeMessages = {
  serviceType: 'documentServiceType',
  serviceAddress: 'documentServiceAddress',
  scope: 'documentScopeHeading',
  customTerms: 'contractChangeCustomTerms',
  commencementDate: 'contractChangeCommencementDate',
  completionDate: 'contractChangeCompletionDate',
  depositDate: 'contractChangeDepositDate',
  paymentMode: 'contractChangePaymentMode',
  totalCost: 'contractChangeTotalCost',
  deposit: 'documentPaymentDeposit',
  paymentLine: 'documentPaymentTerm',
  clause: 'contractChangeClause',
  schedule: 'contractChangeSchedule',
} as const satisfies Readonly<Record<ContractChangeKind, MessageKey>>;

/** A change's name: its kind's, with its number for a payment line ("Payment 3"). */
export function changeName(change: ContractChange, words: Words): string {
  return words(
    contractChangeMessages[change.Kind],
    change.Kind === 'paymentLine' ? { number: change.Number } : {},
  );
}
