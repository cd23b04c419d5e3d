import { asc, eq, exists, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { businesses, files } from '../../db/schema/index.js';
import type { FileUse } from './files.policy.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function findFile(db: Queryable, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Every file the owner uploaded, oldest first (the account's data export lists them). */
export async function ownedFiles(db: Queryable, ownerId: string): Promise<FileRow[]> {
  return db.select().from(files).where(eq(files.ownerId, ownerId)).orderBy(asc(files.createdAt));
}

/** The file with what it is used for, in one query. */
export async function findFileWithUse(
  db: Queryable,
  id: string,
): Promise<{ file: FileRow; use: FileUse } | undefined> {
  const [row] = await db
    .select({
      file: files,
      isSignature: exists(
        db
          .select({ one: sql`1` })
          .from(businesses)
          .where(eq(businesses.signatureFileId, files.id)),
      ),
    })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row && { file: row.file, use: { isSignature: Boolean(row.isSignature) } };
}

/** Serialises the owner's uploads until the transaction ends, so two cannot both fit the quota. */
export async function lockOwnerFiles(tx: Queryable, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files:${ownerId}`}, 0))`);
}

/** Bytes of all the owner's stored files. */
export async function bytesStoredBy(tx: Queryable, ownerId: string): Promise<number> {
  const [used] = await tx
    .select({ bytes: sum(files.sizeBytes).mapWith(Number) })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return used?.bytes ?? 0;
}

export async function insertFile(tx: Queryable, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await tx.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned nothing');
  return inserted;
}

export async function deleteFile(db: Queryable, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
