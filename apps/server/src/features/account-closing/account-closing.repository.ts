import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  contractEvents,
  contracts,
  contractSigners,
  files,
  invoices,
  paymentReminders,
  subscriptions,
  users,
} from '../../db/schema/index.js';

const unsigned = (userId: string) => and(eq(contracts.ownerId, userId), ne(contracts.status, 'Signed'));

/** Locks the account until the transaction ends: a second closing waits, then finds it gone. */
export async function lockAccountRow(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/**
 * The storage keys of what goes with the account: its uploads, and the PDFs and signature images of
 * its contracts that are not signed (the contractor's own, kept when sending, named by the 'sent'
 * event). A signed contract's files stay with it.
 */
export async function storageKeysToDelete(tx: Queryable, userId: string): Promise<string[]> {
  const uploads = await tx.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, userId));
  const pdfs = await tx
    .select({
      original: contracts.originalPdfKey,
      sealed: contracts.sealedPdfKey,
      scan: contracts.paperScanKey,
    })
    .from(contracts)
    .where(unsigned(userId));
  const signatures = await tx
    .select({ uploaded: contractSigners.uploadedSignatureKey, signed: contractSigners.signatureKey })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .where(unsigned(userId));
  const sentWith = await tx
    .select({ key: sql<string | null>`${contractEvents.data}->'contractorSignature'->>'key'` })
    .from(contractEvents)
    .innerJoin(contracts, eq(contracts.id, contractEvents.contractId))
    .where(and(unsigned(userId), eq(contractEvents.type, 'sent')));
  const keys = [
    ...uploads.map((row) => row.key),
    ...pdfs.flatMap((row) => [row.original, row.sealed, row.scan]),
    ...signatures.flatMap((row) => [row.uploaded, row.signed]),
    ...sentWith.map((row) => row.key),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Cancels the account's scheduled payment reminders: their jobs find them cancelled and send nothing. */
export async function cancelScheduledReminders(tx: Queryable, userId: string): Promise<number> {
  const owned = tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.ownerId, userId));
  const cancelled = await tx
    .update(paymentReminders)
    .set({ status: 'cancelled', jobId: null })
    .where(and(eq(paymentReminders.status, 'scheduled'), inArray(paymentReminders.contractId, owned)))
    .returning({ id: paymentReminders.id });
  return cancelled.length;
}

/**
 * Lets the account's invoices outlive its checkouts, which go with it: an invoice keeps its
 * number, amounts and whom it billed, and no longer needs the checkout it came from.
 */
export async function releaseInvoices(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(invoices)
    .set({ checkoutSessionId: null })
    .where(and(eq(invoices.userId, userId), isNotNull(invoices.checkoutSessionId)));
}

/**
 * A signed amendment of an original that was never signed (superseded, then deleted with the
 * account) would hold that original back: the signed document names its revision itself.
 */
export async function releaseSignedAmendments(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(contracts)
    .set({ originalId: null })
    .where(
      and(
        eq(contracts.ownerId, userId),
        eq(contracts.status, 'Signed'),
        inArray(
          contracts.originalId,
          tx.select({ id: contracts.id }).from(contracts).where(unsigned(userId)),
        ),
      ),
    );
}

/**
 * Deletes the account. The database takes the rest with it: sessions, codes, profile, projects,
 * contacts, templates, uploads' rows, billing rows, and its unsigned contracts; signed contracts stay,
 * detached (migration 0009), and invoices stay with no account (migration 0017).
 */
export async function deleteAccountRow(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** The account's paid subscription while it has not ended: still renewing, or retried past due. */
export async function openSubscription(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ provider: subscriptions.provider, subscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended')));
  return row;
}
