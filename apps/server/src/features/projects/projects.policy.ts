import type { ProjectStatus } from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import {
  ownedProjects,
  partyRelations,
  type ProjectRelation,
  type ProjectRow,
} from './projects.repository.js';

/** What can be done to a project. */
export type ProjectAction =
  'read' | 'edit' | 'delete' | 'changeStatus' | 'addSubcontractor' | 'removeSubcontractor' | 'makeContract';

/** Who may do what (doc 2): the owner everything; a client or sub-contractor only reads. */
const allowed: Record<ProjectAction, readonly ProjectRelation[]> = {
  read: ['owner', 'Client', 'Sub-Contractor'],
  edit: ['owner'],
  delete: ['owner'],
  changeStatus: ['owner'],
  addSubcontractor: ['owner'],
  removeSubcontractor: ['owner'],
  makeContract: ['owner'],
};

export function can(relation: ProjectRelation | undefined, action: ProjectAction): boolean {
  return relation !== undefined && allowed[action].includes(relation);
}

/** What the caller is to a project, its status, and its row when they own it. */
export interface ProjectAccess {
  relation: ProjectRelation;
  status: ProjectStatus;
  row?: ProjectRow;
}

/** The caller, as the policy sees them. */
export interface Actor {
  userId: string;
}

/**
 * The projects policy. A party is matched by the account's verified email only, so nobody reaches a
 * project by typing someone else's address. A project the caller has nothing to do with answers 404
 * (its existence is not confirmed); one they may see but not change answers 403.
 */
export function projectsPolicy(db: Db) {
  /** Whose projects a verified email makes the caller a party to; null when unverified. */
  async function verifiedEmail(userId: string): Promise<string | null> {
    const user = await findUserById(db, userId);
    return user?.emailConfirmedAt ? user.email.toLowerCase() : null;
  }

  return {
    verifiedEmail,

    /**
     * Answers the caller's relation to each project once `action` is allowed on all of them, and
     * throws otherwise. Owner-only actions read ownership alone; in a transaction, pass it as `tx`.
     * Doc 2 §4: sub-contractors are only added to current projects.
     */
    async authorize(
      actor: Actor,
      action: ProjectAction,
      ids: readonly string[],
      tx: Queryable = db,
    ): Promise<Map<string, ProjectAccess>> {
      const unique = [...new Set(ids)];
      const owned = await ownedProjects(tx, actor.userId, { ids: unique });
      const access = new Map<string, ProjectAccess>(
        owned.map((row) => [row.id, { relation: 'owner', status: row.status, row }]),
      );
      // The account (for its verified email) is read only when a party could act on what is left.
      const others = unique.filter((id) => !access.has(id));
      const partiesMayAct = allowed[action].some((relation) => relation !== 'owner');
      const email = partiesMayAct && others.length > 0 ? await verifiedEmail(actor.userId) : null;
      if (email) {
        for (const { id, relation, status } of await partyRelations(tx, actor.userId, email, others)) {
          access.set(id, { relation, status });
        }
      }
      for (const id of ids) {
        const relation = access.get(id)?.relation;
        if (!can(relation, action)) throw can(relation, 'read') ? forbidden() : notFound();
        if (action === 'addSubcontractor' && access.get(id)?.status !== 0)
          throw badRequest('projectNotCurrent');
      }
      return access;
    },
  };
}
