import { uuidPattern } from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { ownedContract, type ContractRow } from './contracts.repository.js';

/** The caller, as the policy sees them. */
export interface Actor {
  userId: string;
}

/**
 * Who may do what with a contract. In the builder, only its contractor: another account's contract
 * answers 404 like one that does not exist, so ids cannot be probed. (Recipients arrive with signing.)
 */
export function contractsPolicy(db: Db) {
  return {
    /** The caller's own contract, or a 404 refusal. */
    async ownContract(actor: Actor, id: string, tx: Queryable = db): Promise<ContractRow> {
      const row = uuidPattern.test(id) ? await ownedContract(tx, actor.userId, id) : undefined;
      if (!row) throw notFound();
      return row;
    },
  };
}
