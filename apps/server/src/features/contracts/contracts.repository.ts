import { and, eq, inArray } from 'drizzle-orm';
import { contractStatuses } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { contracts } from '../../db/schema/index.js';

/**
 * Of these projects, those holding a signed contract: one query. An amendment in progress does not
 * undo its original's signature, so any signed contract of the chain counts.
 */
export async function projectsWithSignedContracts(db: Queryable, projectIds: string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ projectId: contracts.projectId })
    .from(contracts)
    .where(and(inArray(contracts.projectId, projectIds), eq(contracts.status, contractStatuses.signed)));
  return new Set(rows.map((row) => row.projectId));
}

/** Whether a sub-contractor has any contract, of any status, on a project. */
export async function subcontractorHasContracts(
  db: Queryable,
  projectId: string,
  subcontractorId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.projectId, projectId), eq(contracts.subcontractorId, subcontractorId)))
    .limit(1);
  return row !== undefined;
}
