import { contractStatuses, type ContractStatus } from './contracts.js';
import { todayIn } from './dates.js';
import type { IntegratorContractStatus } from './api/integrator-shapes.js';

/** What a contract's public status is read from. */
export interface ContractStatusFacts {
  status: ContractStatus;
  /** YYYY-MM-DD, the last day to sign; null when none. */
  expiresOn: string | null;
  /** The project's province, whose day the expiry is counted in. */
  province: string;
  signers: number;
  signed: number;
}

/**
 * A contract's status as integrations read it (issue 34), the same in the /api/v1 answers and in
 * webhooks' bodies. Signed is stored only once sealed, so a contract every signer signed still reads
 * Sent until its seal is made: that is `signed`. A sent offer past its expiry day (in the project's
 * province) is `expired`, as My Projects tells it.
 */
export function publicContractStatus(facts: ContractStatusFacts, now = new Date()): IntegratorContractStatus {
  switch (facts.status) {
    case contractStatuses.draft:
      return 'draft';
    case contractStatuses.signed:
      return 'sealed';
    case contractStatuses.declined:
      return 'declined';
    case contractStatuses.cancelled:
      return 'cancelled';
    case contractStatuses.superseded:
      return 'superseded';
    case contractStatuses.sent:
      if (facts.signers > 0 && facts.signed === facts.signers) return 'signed';
      return facts.expiresOn !== null && facts.expiresOn < todayIn(facts.province, now) ? 'expired' : 'sent';
  }
}
