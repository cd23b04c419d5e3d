import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { subscriptionPlans } from '../../db/schema/index.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type NewPlanRow = typeof subscriptionPlans.$inferInsert;

/** Every plan, in the order the home page shows them. */
export function listPlans(db: Queryable): Promise<PlanRow[]> {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sort));
}

/** Inserts the plans whose type is not there yet; an existing plan is left as the operator edited it. */
export async function insertMissingPlans(db: Queryable, plans: NewPlanRow[]): Promise<void> {
  await db.insert(subscriptionPlans).values(plans).onConflictDoNothing({ target: subscriptionPlans.type });
}
