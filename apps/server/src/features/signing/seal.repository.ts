import { and, eq, sql } from 'drizzle-orm';
import { contractStatuses } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { clients, contracts, projectClients, projects } from '../../db/schema/index.js';

/**
 * Claims the seal of a Sent contract for one run, in one statement: when no run holds it, the run that
 * held it gave it up, or claimed it more than `staleAfterSeconds` ago (by the database's clock, the
 * same for every server). Answers undefined when another run holds it or the contract is not Sent;
 * otherwise the claim it replaced, whose run may have left a sealed file behind.
 */
export async function claimSeal(
  db: Queryable,
  contractId: string,
  claim: string,
  staleAfterSeconds: number,
): Promise<{ replaced: string | null } | undefined> {
  const result = await db.execute<{ replaced: string | null }>(sql`
    update contracts c set seal_claim = ${claim}, seal_claimed_at = now()
    from (select id, seal_claim from contracts where id = ${contractId} for update) previous
    where c.id = previous.id
      and c.status = ${contractStatuses.sent}
      and (c.seal_claimed_at is null
        or c.seal_claimed_at < now() - make_interval(secs => ${staleAfterSeconds}))
    returning previous.seal_claim as replaced`);
  return result.rows[0];
}

/**
 * Gives up a claim this run holds (its work failed or had nothing to do): the next run takes it at
 * once, and learns this run's claim, to remove a file this run may have stored.
 */
export async function releaseSealClaim(db: Queryable, contractId: string, claim: string): Promise<void> {
  await db
    .update(contracts)
    .set({ sealClaimedAt: null })
    .where(and(eq(contracts.id, contractId), eq(contracts.sealClaim, claim)));
}

/**
 * Signed, with its sealed PDF, in one statement that only the run holding the claim can make, and only
 * while the contract is Sent: answers false to a run whose claim was taken over.
 */
export async function commitSeal(
  tx: Queryable,
  contractId: string,
  claim: string,
  sealed: { key: string; sha256: string },
): Promise<boolean> {
  const rows = await tx
    .update(contracts)
    .set({
      status: contractStatuses.signed,
      sealedPdfKey: sealed.key,
      sealedSha256: sealed.sha256,
      signedAt: sql`now()`,
      updatedAt: sql`now()`,
      sealClaim: null,
      sealClaimedAt: null,
    })
    .where(
      and(
        eq(contracts.id, contractId),
        eq(contracts.status, contractStatuses.sent),
        eq(contracts.sealClaim, claim),
      ),
    )
    .returning({ id: contracts.id });
  return rows.length > 0;
}

/** Whether each client of a contract's project is marked a business: the consumer rules follow. */
export async function projectClientKindsOf(
  db: Queryable,
  projectId: string | null,
): Promise<{ IsBusiness: boolean }[]> {
  if (!projectId) return [];
  return db
    .select({ IsBusiness: clients.isBusiness })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(eq(projectClients.projectId, projectId));
}

/** The province of a contract's project ('' when it has none): its consumer rules apply. */
export async function projectProvinceOf(db: Queryable, projectId: string | null): Promise<string> {
  if (!projectId) return '';
  const [row] = await db
    .select({ province: projects.province })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.province ?? '';
}
