import { and, count, desc, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { activationKeys, codeRequests, verificationCodes } from '../../db/schema/index.js';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeRow = typeof verificationCodes.$inferSelect;
export type ActivationKeyRow = typeof activationKeys.$inferSelect;

/** When a code was last requested for the destination. */
export async function lastCodeRequestAt(db: Queryable, destination: string): Promise<Date | undefined> {
  const [latest] = await db
    .select({ createdAt: codeRequests.createdAt })
    .from(codeRequests)
    .where(eq(codeRequests.destination, destination))
    .orderBy(desc(codeRequests.createdAt))
    .limit(1);
  return latest?.createdAt;
}

/** How many codes the destination was sent after `since`, and when the first of them. */
export async function codeRequestsSince(
  db: Queryable,
  destination: string,
  since: Date,
): Promise<{ n: number; first: Date | null }> {
  const [counted] = await db
    .select({ n: count(), first: min(codeRequests.createdAt) })
    .from(codeRequests)
    .where(and(eq(codeRequests.destination, destination), gt(codeRequests.createdAt, since)));
  return counted ?? { n: 0, first: null };
}

export async function recordCodeRequest(db: Queryable, destination: string): Promise<void> {
  await db.insert(codeRequests).values({ destination });
}

export async function insertCode(
  db: Queryable,
  values: {
    userId: string;
    purpose: CodePurpose;
    channel: 'email' | 'sms';
    destination: string;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** The newest unused, unexpired codes of these purposes sent to the user at the destination. */
export async function liveCodes(
  db: Queryable,
  input: { userId: string; destination: string; purposes: CodePurpose[] },
  limit: number,
): Promise<CodeRow[]> {
  return db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.destination, input.destination),
        inArray(verificationCodes.purpose, input.purposes),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(limit);
}

export async function setCodeAttempts(
  db: Queryable,
  codeId: string,
  attempts: number,
  consumedAt: Date | null,
): Promise<void> {
  await db.update(verificationCodes).set({ attempts, consumedAt }).where(eq(verificationCodes.id, codeId));
}

/** Marks the code used unless it already is; answers its purpose when this call used it. */
export async function markCodeUsed(db: Queryable, codeId: string): Promise<CodePurpose | undefined> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ purpose: verificationCodes.purpose });
  return used[0]?.purpose;
}

export async function insertActivationKey(
  db: Queryable,
  values: { keyHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(activationKeys).values(values);
}

/** The unexpired activation key with this hash. */
export async function findLiveActivationKey(
  db: Queryable,
  keyHash: string,
): Promise<ActivationKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(activationKeys)
    .where(and(eq(activationKeys.keyHash, keyHash), gt(activationKeys.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function markActivationKeyUsed(db: Queryable, keyHash: string): Promise<void> {
  await db.update(activationKeys).set({ usedAt: new Date() }).where(eq(activationKeys.keyHash, keyHash));
}
