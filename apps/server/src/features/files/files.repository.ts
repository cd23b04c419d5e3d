import { eq, exists, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { businesses, files } from '../../db/schema/index.js';
import type { FileUse } from './files.policy.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The file with what it is used for, in one query. */
export async function findFileWithUse(
  db: Db,
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

/**
 * Inserts the file unless its owner's files would then pass `quotaBytes`; answers undefined when
 * refused. The owner's uploads are serialised by a transaction lock so two cannot both fit.
 */
export async function insertFileWithinQuota(
  db: Db,
  row: NewFileRow & { sizeBytes: number },
  quotaBytes: number,
): Promise<FileRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files:${row.ownerId}`}, 0))`);
    const [used] = await tx
      .select({ bytes: sum(files.sizeBytes).mapWith(Number) })
      .from(files)
      .where(eq(files.ownerId, row.ownerId));
    if ((used?.bytes ?? 0) + row.sizeBytes > quotaBytes) return undefined;
    const [inserted] = await tx.insert(files).values(row).returning();
    if (!inserted) throw new Error('file insert returned nothing');
    return inserted;
  });
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
