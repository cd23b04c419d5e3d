import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { contractSigners, replacedSigningKeys } from '../../db/schema/index.js';

export type SignerRow = typeof contractSigners.$inferSelect;
export type NewSigner = typeof contractSigners.$inferInsert;

export async function insertSigners(tx: Queryable, rows: NewSigner[]): Promise<SignerRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(contractSigners).values(rows).returning();
}

/** The signer a key belongs to, whatever the state of its contract. */
export async function signerByKeyHash(db: Queryable, keyHash: string): Promise<SignerRow | undefined> {
  const [row] = await db.select().from(contractSigners).where(eq(contractSigners.keyHash, keyHash)).limit(1);
  return row;
}

export async function signersOf(db: Queryable, contractId: string): Promise<SignerRow[]> {
  return db
    .select()
    .from(contractSigners)
    .where(eq(contractSigners.contractId, contractId))
    .orderBy(asc(contractSigners.position));
}

/** The signers of many contracts at once, for lists. */
export async function signersOfContracts(db: Queryable, contractIds: string[]): Promise<SignerRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractSigners)
    .where(inArray(contractSigners.contractId, contractIds))
    .orderBy(asc(contractSigners.contractId), asc(contractSigners.position));
}

/** Openings of the same link within this many minutes are one view in the audit trail (reloads). */
const viewMinutes = 30;

/**
 * Counts an opening of a signer's link: `first` on their first ever, `recorded` when it is a view of
 * its own for the audit trail (the first, or one more than 30 minutes after the last recorded).
 */
export async function recordView(
  tx: Queryable,
  signerId: string,
): Promise<{ first: boolean; recorded: boolean }> {
  const [row] = await tx
    .update(contractSigners)
    .set({
      views: sql`least(${contractSigners.views} + 1, 32767)`,
      firstViewedAt: sql`coalesce(${contractSigners.firstViewedAt}, now())`,
      lastViewedAt: sql`case when ${contractSigners.lastViewedAt} is null
        or ${contractSigners.lastViewedAt} < now() - make_interval(mins => ${viewMinutes})
        then now() else ${contractSigners.lastViewedAt} end`,
    })
    .where(eq(contractSigners.id, signerId))
    .returning({
      first: sql<boolean>`${contractSigners.views} = 1`,
      recorded: sql<boolean>`${contractSigners.lastViewedAt} = now()`,
    });
  return { first: row?.first ?? false, recorded: row?.recorded ?? false };
}

export async function setUploadedSignature(
  tx: Queryable,
  signerId: string,
  storageKey: string,
): Promise<void> {
  await tx
    .update(contractSigners)
    .set({ uploadedSignatureKey: storageKey })
    .where(and(eq(contractSigners.id, signerId), isNull(contractSigners.signedAt)));
}

export async function markSigned(
  tx: Queryable,
  signerId: string,
  signature: {
    method: 'drawn' | 'typed' | 'paper';
    signatureKey: string | null;
    typedName: string | null;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await tx
    .update(contractSigners)
    .set({
      signedAt: sql`now()`,
      signatureMethod: signature.method,
      signatureKey: signature.signatureKey,
      typedName: signature.typedName,
      signIp: signature.ip,
      signUserAgent: signature.userAgent,
      uploadedSignatureKey: null,
    })
    .where(and(eq(contractSigners.id, signerId), isNull(contractSigners.signedAt)));
}

/** Of these storage keys, those a signer names: the signature signed with, or the one uploaded last. */
export async function referencedSignatureKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ signed: contractSigners.signatureKey, uploaded: contractSigners.uploadedSignatureKey })
    .from(contractSigners)
    .where(
      or(inArray(contractSigners.signatureKey, keys), inArray(contractSigners.uploadedSignatureKey, keys)),
    );
  return new Set(rows.flatMap((row) => [row.signed, row.uploaded].filter((key) => key !== null)));
}

/**
 * A new key for a signer who has not signed ("send a new link"), at the contact details given: the
 * old link stops working, and says it was replaced.
 */
export async function replaceKey(
  tx: Queryable,
  signer: Pick<SignerRow, 'id' | 'keyHash'>,
  key: { hash: string; sealed: string },
  contact: { email: string; phone: string },
): Promise<void> {
  await tx
    .update(contractSigners)
    .set({
      keyHash: key.hash,
      keySealed: key.sealed,
      keyIssuedAt: sql`now()`,
      email: contact.email,
      phone: contact.phone,
    })
    .where(and(eq(contractSigners.id, signer.id), isNull(contractSigners.signedAt)));
  await tx
    .insert(replacedSigningKeys)
    .values({ keyHash: signer.keyHash, signerId: signer.id })
    .onConflictDoNothing();
}

/** Whether a key (by its hash) is one a signer was given before their current one. */
export async function wasReplaced(db: Queryable, keyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: replacedSigningKeys.keyHash })
    .from(replacedSigningKeys)
    .where(eq(replacedSigningKeys.keyHash, keyHash))
    .limit(1);
  return row !== undefined;
}

/**
 * A new key for a consumer who signed whose key was not kept, given with the sealed copy (issue 31
 * §2): the completion email's cancel link opens with it; the request's link says it was replaced.
 */
export async function reissueKeyOfSigned(
  tx: Queryable,
  signer: Pick<SignerRow, 'id' | 'keyHash'>,
  key: { hash: string; sealed: string },
): Promise<void> {
  await tx
    .update(contractSigners)
    .set({ keyHash: key.hash, keySealed: key.sealed, keyIssuedAt: sql`now()` })
    .where(and(eq(contractSigners.id, signer.id), isNotNull(contractSigners.signedAt)));
  await tx
    .insert(replacedSigningKeys)
    .values({ keyHash: signer.keyHash, signerId: signer.id })
    .onConflictDoNothing();
}

/** The queue jobs of the latest request sent to a signer: what its delivery status is read from. */
export async function setRequestJobs(
  tx: Queryable,
  signerId: string,
  jobs: { email: string; sms?: string },
): Promise<void> {
  await tx
    .update(contractSigners)
    .set({ emailJobId: jobs.email, smsJobId: jobs.sms ?? null })
    .where(eq(contractSigners.id, signerId));
}

/**
 * Records (a time) or takes back (null) an unsigned signer's express wish to be bound by the English
 * version; answers the time now held, or undefined when the signer has signed meanwhile.
 */
export async function setEnglishWish(
  tx: Queryable,
  signerId: string,
  wish: boolean,
): Promise<{ wishedAt: Date | null } | undefined> {
  const [row] = await tx
    .update(contractSigners)
    .set({ englishWishedAt: wish ? sql`coalesce(${contractSigners.englishWishedAt}, now())` : null })
    .where(and(eq(contractSigners.id, signerId), isNull(contractSigners.signedAt)))
    .returning({ wishedAt: contractSigners.englishWishedAt });
  return row;
}
