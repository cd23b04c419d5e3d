import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { ownedClients, ownedSubcontractorIds } from './contacts.repository.js';

/** The caller, as the policy sees them. */
export interface Actor {
  userId: string;
}

/** The contacts a request names. */
export interface ContactTargets {
  clientIds?: readonly string[];
  subcontractorIds?: readonly string[];
}

/**
 * The contacts policy: clients and sub-contractors are the contractor's own address book, so only
 * their owner may read or change them. Anyone else gets 404: the contact's existence is not confirmed.
 */
export function contactsPolicy(db: Db) {
  return {
    async authorize(actor: Actor, targets: ContactTargets): Promise<void> {
      const clientIds = [...new Set(targets.clientIds ?? [])];
      const subcontractorIds = [...new Set(targets.subcontractorIds ?? [])];
      const [clients, subcontractors] = await Promise.all([
        ownedClients(db, actor.userId, clientIds),
        ownedSubcontractorIds(db, actor.userId, subcontractorIds),
      ]);
      if (clients.length !== clientIds.length || subcontractors.length !== subcontractorIds.length)
        throw notFound();
    },
  };
}
