import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { signingCodes } from '../../db/schema/index.js';

export type SigningCodeRow = typeof signingCodes.$inferSelect;

export async function insertSigningCode(
  tx: Queryable,
  values: { signerId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(signingCodes).values(values);
}

/** The signer's codes that may still be entered, newest first. */
export async function liveSigningCodes(db: Queryable, signerId: string): Promise<SigningCodeRow[]> {
  return db
    .select()
    .from(signingCodes)
    .where(
      and(
        eq(signingCodes.signerId, signerId),
        isNull(signingCodes.consumedAt),
        gt(signingCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(signingCodes.createdAt));
}

/** The last code texted to the signer, whatever became of it. */
export async function latestSigningCode(
  db: Queryable,
  signerId: string,
): Promise<SigningCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(signingCodes)
    .where(eq(signingCodes.signerId, signerId))
    .orderBy(desc(signingCodes.createdAt))
    .limit(1);
  return row;
}

/** One more wrong entry against a code; `voided` ends it. */
export async function countWrongEntry(tx: Queryable, codeId: string, attempts: number, voided: boolean) {
  await tx
    .update(signingCodes)
    .set({ attempts, consumedAt: voided ? new Date() : null })
    .where(eq(signingCodes.id, codeId));
}

/** Ends every code of the signer still open: the right one was entered. */
export async function consumeSigningCodes(tx: Queryable, signerId: string): Promise<void> {
  await tx
    .update(signingCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(signingCodes.signerId, signerId), isNull(signingCodes.consumedAt)));
}
