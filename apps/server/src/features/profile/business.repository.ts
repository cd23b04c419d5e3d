import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { businesses } from '../../db/schema/index.js';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessValues = Omit<
  typeof businesses.$inferInsert,
  'userId' | 'id' | 'createdAt' | 'updatedAt'
>;

export async function findBusiness(db: Queryable, userId: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.userId, userId)).limit(1);
  return row;
}

/** Creates or replaces the profile in one statement, so a refused or failed save changes nothing. */
export async function saveBusiness(
  db: Queryable,
  userId: string,
  values: BusinessValues,
): Promise<BusinessRow> {
  const [row] = await db
    .insert(businesses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: businesses.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('business upsert returned nothing');
  return row;
}
