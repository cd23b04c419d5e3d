import {
  contractStatuses,
  contractTypes,
  type ContractType,
  type Project,
  type Subcontractor,
} from '@tradepact/shared';
import type { ContractDetail, CustomTerm, DefaultTerm } from './api';

/** The five builder addresses of doc 3 §2. */
export type BuilderScreen = 'makeClient' | 'makeSub' | 'editClient' | 'editSub' | 'demo';

export const isEditScreen = (screen: BuilderScreen): boolean =>
  screen === 'editClient' || screen === 'editSub';

/** The contract type a create screen makes; an edit screen takes the loaded contract's. */
export const createdType = (screen: BuilderScreen): ContractType =>
  screen === 'makeSub' ? contractTypes.subcontractor : contractTypes.client;

/** Everything the builder needs, loaded before it opens. */
export interface BuilderSetup {
  screen: BuilderScreen;
  type: ContractType;
  project: Project;
  /** The recipient of a sub-contract (null on client contracts, or when not on the project). */
  subcontractorId: string | null;
  subcontractor: Subcontractor | null;
  /** The contract being edited; null on the create screens. */
  contract: ContractDetail | null;
  /** Today in the project's province (docs/ARCHITECTURE "Dates and time zones"). */
  today: string;
  templates: CustomTerm[];
  defaultTerms: DefaultTerm[];
}

export const isSubcontract = (setup: Pick<BuilderSetup, 'type'>): boolean =>
  setup.type === contractTypes.subcontractor;

/** A create screen: dates cannot be before today (doc 3 §5). */
export const isCreateScreen = (setup: Pick<BuilderSetup, 'contract'>): boolean => setup.contract === null;

/** Doc 3 §2: Save As Draft shows on the create screens and while the edited contract is a Draft; the demo has none. */
export function canSaveDraft(setup: Pick<BuilderSetup, 'screen' | 'contract'>): boolean {
  if (setup.screen === 'demo') return false;
  return setup.contract === null || setup.contract.Status === contractStatuses.draft;
}

/**
 * What sending an opened contract does (doc 2 §4 amendments): null for a new contract or a draft (it
 * is sent as it is); 'sent' replaces an unsigned contract at once; 'signed' keeps the signed one in
 * force until the amendment is signed; 'declined' answers a recipient who declined (issue 32 §2).
 */
export function amendmentOf(setup: Pick<BuilderSetup, 'contract'>): Amendment | null {
  const status = setup.contract?.Status;
  if (status === undefined || status === contractStatuses.draft) return null;
  if (status === contractStatuses.signed) return 'signed';
  return status === contractStatuses.declined ? 'declined' : 'sent';
}

/** What an amendment replaces: an unsigned contract, a signed one, or one a recipient declined. */
export type Amendment = 'sent' | 'signed' | 'declined';
