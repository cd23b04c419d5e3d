import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Db, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned nothing');
  return inserted;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
