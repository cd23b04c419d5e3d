import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ContractType } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { contracts, customTerms } from '../../db/schema/index.js';

export type TemplateRow = typeof customTerms.$inferSelect;

/** A template with the number of contracts whose clauses came from it. */
export type TemplateWithUsage = TemplateRow & { usageCount: number };

/** What a save writes. */
export type TemplateValues = Pick<TemplateRow, 'tag' | 'type' | 'terms' | 'language'>;

/**
 * Counted per row in the same statement, so a list costs one query whatever its length. The columns
 * are named with their tables: in a select list Drizzle writes them bare, and a bare "id" would be
 * the contract's.
 */
const usageCount = sql<number>`(select count(*) from ${contracts} where ${contracts}.${sql.identifier(
  contracts.termsId.name,
)} = ${customTerms}.${sql.identifier(customTerms.id.name)})::int`;

const withUsage = { ...getTableColumns(customTerms), usageCount };

/** The owner's templates, of one contract type when given, newest first. */
export async function listTemplates(
  db: Queryable,
  ownerId: string,
  type?: ContractType,
): Promise<TemplateWithUsage[]> {
  return db
    .select(withUsage)
    .from(customTerms)
    .where(and(eq(customTerms.ownerId, ownerId), type === undefined ? undefined : eq(customTerms.type, type)))
    .orderBy(desc(customTerms.createdAt), desc(customTerms.id));
}

/** One of the owner's templates; undefined when the id is not theirs. */
export async function findOwnedTemplate(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<TemplateWithUsage | undefined> {
  const [row] = await db
    .select(withUsage)
    .from(customTerms)
    .where(and(eq(customTerms.ownerId, ownerId), eq(customTerms.id, id)))
    .limit(1);
  return row;
}

/** Of these ids, the owner's. */
export async function ownedTemplateIds(db: Queryable, ownerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customTerms.id })
    .from(customTerms)
    .where(and(eq(customTerms.ownerId, ownerId), inArray(customTerms.id, ids)));
  return rows.map((row) => row.id);
}

/**
 * Holds the owner's template writes one at a time until the transaction ends, so two creates at once
 * cannot both pass the count below the limit. An advisory lock: nothing else waits on it.
 */
export async function lockOwnerTemplates(tx: Queryable, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`custom_terms:${ownerId}`}, 0))`);
}

export async function countTemplates(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customTerms)
    .where(eq(customTerms.ownerId, ownerId));
  return row?.count ?? 0;
}

export async function insertTemplate(
  tx: Queryable,
  ownerId: string,
  values: TemplateValues,
): Promise<TemplateRow> {
  const [row] = await tx
    .insert(customTerms)
    .values({ ownerId, ...values })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

/** Locks one of the owner's templates for a save; undefined when the id is not theirs. */
export async function lockOwnedTemplate(
  tx: Queryable,
  ownerId: string,
  id: string,
): Promise<TemplateWithUsage | undefined> {
  const [row] = await tx
    .select(withUsage)
    .from(customTerms)
    .where(and(eq(customTerms.ownerId, ownerId), eq(customTerms.id, id)))
    .for('update');
  return row;
}

export async function updateOwnedTemplate(
  tx: Queryable,
  ownerId: string,
  id: string,
  values: TemplateValues & { isChanged: boolean },
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(customTerms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customTerms.ownerId, ownerId), eq(customTerms.id, id)))
    .returning();
  return row;
}

/** Deletes these of the owner's templates; answers how many went. */
export async function deleteOwnedTemplates(tx: Queryable, ownerId: string, ids: string[]): Promise<number> {
  const deleted = await tx
    .delete(customTerms)
    .where(and(eq(customTerms.ownerId, ownerId), inArray(customTerms.id, ids)))
    .returning({ id: customTerms.id });
  return deleted.length;
}
