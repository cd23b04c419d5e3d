import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { ownedTemplateIds } from './templates.repository.js';

/** The caller, as the policy sees them. */
export interface Actor {
  userId: string;
}

/**
 * The templates policy: a clause template is its owner's alone, so only they may read, save or
 * delete it. Anyone else gets 404: the template's existence is not confirmed.
 */
export function templatesPolicy(db: Db) {
  return {
    async authorize(actor: Actor, ids: readonly string[]): Promise<void> {
      const unique = [...new Set(ids)];
      const owned = await ownedTemplateIds(db, actor.userId, unique);
      if (owned.length !== unique.length) throw notFound('templateNotFound');
    },
  };
}
