import { and, eq, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { clientInvoices, contracts, holdbackReminders, projects } from '../../db/schema/index.js';

/**
 * Signed contracts in `provinces` whose holdback is not invoiced and may be due: the lien period after
 * their completion date has run (`lienDays`), or their first anniversary has passed; those reminded
 * twice already (the anniversary and the lien period's end) are left out.
 */
export async function holdbacksMaybeDue(
  db: Queryable,
  {
    provinces,
    lienDays,
    today,
    limit,
  }: { provinces: string[]; lienDays: number; today: string; limit: number },
) {
  if (provinces.length === 0) return [];
  const completion = sql`nullif(${contracts.data}->>'CompletionDate', '')::date`;
  return db
    .select({ contract: contracts, projectProvince: projects.province })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(
      and(
        eq(contracts.status, 'Signed'),
        isNull(contracts.clientCancelledAt),
        isNotNull(contracts.ownerId),
        inArray(projects.province, provinces),
        or(
          sql`${completion} + ${lienDays}::int <= ${today}::date`,
          sql`${contracts.signedAt} <= ${today}::date - interval '1 year'`,
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(clientInvoices)
            .where(
              and(eq(clientInvoices.contractId, contracts.id), eq(clientInvoices.receivableKey, 'holdback')),
            ),
        ),
        sql`(select count(*) from ${holdbackReminders} where ${holdbackReminders.contractId} = ${contracts.id}) < 2`,
      ),
    )
    .limit(limit);
}

/** Takes the reminder of a contract's release day; false when another run took it first. */
export async function takeHoldbackReminder(
  tx: Queryable,
  contractId: string,
  releaseOn: string,
): Promise<boolean> {
  const taken = await tx
    .insert(holdbackReminders)
    .values({ contractId, releaseOn })
    .onConflictDoNothing()
    .returning({ contractId: holdbackReminders.contractId });
  return taken.length > 0;
}
