import { compareNatural } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/app-error.js';
import {
  clientUses,
  deleteOwnedClients,
  deleteOwnedSubcontractors,
  lockOwnedClients,
  lockOwnedSubcontractors,
  subcontractorUses,
} from './delete-contacts.repository.js';

const kinds = {
  client: {
    lock: lockOwnedClients,
    uses: clientUses,
    remove: deleteOwnedClients,
    refusal: 'clientDeleteInUse',
  },
  subcontractor: {
    lock: lockOwnedSubcontractors,
    uses: subcontractorUses,
    remove: deleteOwnedSubcontractors,
    refusal: 'subcontractorDeleteInUse',
  },
} as const;

export type ContactKind = keyof typeof kinds;

/**
 * Issue 18 §3: deleting the contractor's clients or sub-contractors, all or nothing. One id that is not
 * the caller's answers 404; one contact still on a project or a contract (drafts included) refuses the
 * whole batch, naming the first such contact (in the request's order) and its first project by name.
 * The contacts are locked before the check, so a project or contract naming one meanwhile either
 * commits first and refuses the delete, or waits for it and finds the contact gone.
 */
export function deleteContactsService(db: Db) {
  return {
    async delete(kind: ContactKind, ownerId: string, ids: string[], language: string): Promise<void> {
      const { lock, uses, remove, refusal } = kinds[kind];
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const locked = await lock(tx, ownerId, unique);
        if (locked.length !== unique.length) throw notFound();
        const found = await uses(tx, unique);
        const compare = compareNatural(language);
        for (const id of unique) {
          const [first] = found
            .filter((use) => use.contactId === id)
            .map((use) => use.projectName)
            .sort(compare);
          if (first === undefined) continue;
          const name = locked.find((contact) => contact.id === id)?.name ?? '';
          throw badRequest(refusal, { name, project: first });
        }
        await remove(tx, ownerId, unique);
      });
    },
  };
}
