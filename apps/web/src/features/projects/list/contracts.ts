import { contractStatuses, contractTypes } from '@tradepact/shared';
import type { ProjectContract } from './api';

/** Doc 2 §4: only the latest contract of an amendment chain is shown. */
export function latestContracts(contracts: readonly ProjectContract[]): ProjectContract[] {
  const replaced = new Set(contracts.map((contract) => contract.OriginalId).filter(Boolean));
  return contracts.filter((contract) => !replaced.has(contract.Id));
}

/** Doc 2 §3: type 0 is a sub-contractor contract, any other type a client contract. */
export function isSubcontract(contract: ProjectContract): boolean {
  return contract.Type === contractTypes.subcontractor;
}

/** A contract's state as a reader sees it (doc 2 §4, issue 13 "The contract's life"). */
export type ContractState =
  | 'draft'
  | 'sent'
  | 'partlySigned'
  | 'changesRequested'
  | 'signed'
  | 'cancelledByClient'
  | 'expired'
  | 'cancelled'
  | 'declined'
  | 'superseded';

/** Doc 2 §3: party type 0 is the contractor; the others are the recipients who sign. */
const contractorParty = 0;

/** A recipient's name: the person's, else the business's. */
const partyName = (party: NonNullable<ProjectContract['Parties']>[number]) =>
  party.Name?.trim() || party.BusinessName?.trim() || '';

/** The recipients who signed and those still to sign, by name, in the server's order. */
export function signers(contract: ProjectContract): { signed: string[]; waiting: string[] } {
  const recipients = (contract.Parties ?? []).filter((party) => party.Type !== contractorParty);
  return {
    signed: recipients
      .filter((party) => party.SignedTime)
      .map(partyName)
      .filter(Boolean),
    waiting: recipients
      .filter((party) => !party.SignedTime)
      .map(partyName)
      .filter(Boolean),
  };
}

/**
 * Doc 2 §4: Draft, then sent (with changes asked for, partly signed, or lapsed past its expiry), then
 * Signed; or withdrawn, declined by a recipient (issue 32 §2) or replaced.
 */
export function contractState(contract: ProjectContract): ContractState {
  switch (contract.Status) {
    case contractStatuses.draft:
      return 'draft';
    case contractStatuses.signed:
      // Its status stays Signed; the consumer cancelled it within the period (issue 31 §2).
      return contract.ClientCancelledTime ? 'cancelledByClient' : 'signed';
    case contractStatuses.cancelled:
      return 'cancelled';
    case contractStatuses.declined:
      return 'declined';
    case contractStatuses.superseded:
      return 'superseded';
  }
  if (contract.IsExpired) return 'expired';
  // The server names a change asked for only while its recipient has not signed since.
  if (contract.Response?.Kind === 'changeRequested') return 'changesRequested';
  return signers(contract).signed.length > 0 ? 'partlySigned' : 'sent';
}

/** A signed contract its client has not cancelled: what payment reminders are for. */
export function isSignedAndStanding(contract: ProjectContract): boolean {
  return contract.Status === contractStatuses.signed && !contract.ClientCancelledTime;
}

/** How long after its last signature a contract is watched for its seal (it usually takes seconds). */
export const sealWaitMs = 2 * 60_000;

/**
 * Every recipient signed (online or by a filed paper scan) and the server is sealing the signed copy:
 * the contract turns Signed in a few seconds, without anyone doing anything.
 */
export function isBeingSealed(contract: ProjectContract, now = Date.now()): boolean {
  if (contract.Status !== contractStatuses.sent) return false;
  const recipients = (contract.Parties ?? []).filter((party) => party.Type !== contractorParty);
  const times = recipients.map((party) => (party.SignedTime ? Date.parse(party.SignedTime) : Number.NaN));
  if (times.length === 0 || times.some(Number.isNaN)) return false;
  return now - Math.max(...times) < sealWaitMs;
}

/** A contract still waiting for signatures, whatever its recipients said so far. */
export const awaitsSignatures = (state: ContractState): boolean =>
  state === 'sent' || state === 'partlySigned' || state === 'changesRequested';

/**
 * DECISIONS "Project Summary colours": Draft grey, sent blue, partly signed and changes requested
 * amber, Signed green, Cancelled, Declined or Expired red; a replaced version grey. Always shown with
 * its word.
 */
export const stateColours: Record<ContractState, string> = {
  draft: 'gray',
  sent: 'blue',
  partlySigned: 'orange',
  changesRequested: 'orange',
  signed: 'green',
  cancelledByClient: 'red',
  expired: 'red',
  cancelled: 'red',
  declined: 'red',
  superseded: 'gray',
};

/**
 * The words' shade on a light badge where the colour's own is too pale to read (amber: Mantine's
 * orange text on its light fill reads at about 3:1); the accent's darkest reads at 4.5:1 or more.
 */
export const stateTextColours: Partial<Record<ContractState, string>> = {
  partlySigned: 'accent.9',
  changesRequested: 'accent.9',
};

export type ContractCounts = Record<ContractState, number> & { total: number };

/** The contracts of a project by state (the counter box counts them all). */
export function countContracts(contracts: readonly ProjectContract[]): ContractCounts {
  const counts: ContractCounts = {
    total: contracts.length,
    draft: 0,
    sent: 0,
    partlySigned: 0,
    changesRequested: 0,
    signed: 0,
    cancelledByClient: 0,
    expired: 0,
    cancelled: 0,
    declined: 0,
    superseded: 0,
  };
  for (const contract of contracts) counts[contractState(contract)] += 1;
  return counts;
}
