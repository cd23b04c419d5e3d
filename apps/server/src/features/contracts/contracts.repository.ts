import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { contractStatuses, type ContractStatus } from '@tradepact/shared';
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
  return new Set(rows.flatMap((row) => (row.projectId ? [row.projectId] : [])));
}

/**
 * The statuses of these projects' contracts, each row locked until the transaction ends, so none is
 * signed between this read and what the caller does with it. Rows are locked in id order, as every
 * caller does, so two of them cannot deadlock.
 */
export async function lockContractsOfProjects(
  tx: Queryable,
  projectIds: string[],
): Promise<ContractStatus[]> {
  const rows = await tx
    .select({ status: contracts.status })
    .from(contracts)
    .where(inArray(contracts.projectId, projectIds))
    .orderBy(asc(contracts.id))
    .for('update');
  return rows.map((row) => row.status);
}

/** Deletes these projects' unsigned contracts (the database refuses to delete a signed one). */
export async function deleteUnsignedContractsOfProjects(tx: Queryable, projectIds: string[]): Promise<void> {
  await tx
    .delete(contracts)
    .where(and(inArray(contracts.projectId, projectIds), ne(contracts.status, contractStatuses.signed)));
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
