import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  businesses,
  clientInvoices,
  clientPayments,
  paymentSettings,
  projects,
} from '../../db/schema/index.js';

export type InvoiceRow = typeof clientInvoices.$inferSelect;
export type NewInvoice = typeof clientInvoices.$inferInsert;
export type PaymentRow = typeof clientPayments.$inferSelect;

/** Where a contract's work is and where its contractor is: the tax, holdback and clocks they set. */
export interface ContractPlace {
  projectProvince: string;
  ownerProvince: string;
}

export async function contractPlace(
  db: Queryable,
  projectId: string,
  ownerId: string,
): Promise<ContractPlace> {
  const [row] = await db
    .select({ projectProvince: projects.province, ownerProvince: businesses.province })
    .from(projects)
    .leftJoin(businesses, eq(businesses.userId, ownerId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return { projectProvince: row?.projectProvince ?? '', ownerProvince: row?.ownerProvince ?? '' };
}

export async function invoicesOfContract(db: Queryable, contractId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(clientInvoices)
    .where(eq(clientInvoices.contractId, contractId))
    .orderBy(asc(clientInvoices.number));
}

export async function paymentsOfInvoices(
  db: Queryable,
  invoiceIds: readonly string[],
): Promise<PaymentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(clientPayments)
    .where(inArray(clientPayments.invoiceId, [...invoiceIds]))
    .orderBy(asc(clientPayments.createdAt));
}

export async function invoiceById(db: Queryable, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(clientInvoices).where(eq(clientInvoices.id, id)).limit(1);
  return row;
}

/** The owner's invoice, or undefined (another account's is not told apart). */
export async function ownedInvoice(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(clientInvoices)
    .where(and(eq(clientInvoices.ownerId, ownerId), eq(clientInvoices.id, id)))
    .limit(1);
  return row;
}

/** The invoice a pay key opens, locked until the transaction ends when `lock` is set. */
export async function invoiceByKeyHash(
  db: Queryable,
  keyHash: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = db.select().from(clientInvoices).where(eq(clientInvoices.payKeyHash, keyHash)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A payment and its invoice, both the owner's, the invoice locked: a confirmation cannot cross another. */
export async function lockOwnedPayment(
  tx: Queryable,
  ownerId: string,
  paymentId: string,
): Promise<{ payment: PaymentRow; invoice: InvoiceRow } | undefined> {
  const [row] = await tx
    .select({ payment: clientPayments, invoice: clientInvoices })
    .from(clientPayments)
    .innerJoin(clientInvoices, eq(clientInvoices.id, clientPayments.invoiceId))
    .where(and(eq(clientPayments.id, paymentId), eq(clientInvoices.ownerId, ownerId)))
    .for('update');
  return row;
}

/**
 * The next invoice number of an account. Its issues are serialised by a transaction-scoped advisory
 * lock on the account, so two servers issuing at once take two numbers, one after the other.
 */
export async function nextInvoiceNumber(tx: Queryable, ownerId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-invoices:${ownerId}`}, 0))`);
  const [row] = await tx
    .select({ last: max(clientInvoices.number) })
    .from(clientInvoices)
    .where(eq(clientInvoices.ownerId, ownerId));
  return (row?.last ?? 0) + 1;
}

export async function insertInvoice(tx: Queryable, invoice: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(clientInvoices).values(invoice).returning();
  if (!row) throw new Error('the invoice was not inserted');
  return row;
}

export async function setInvoicePdf(tx: Queryable, id: string, pdfKey: string, pdfSha256: string) {
  // Once: a PDF stored is the invoice as issued, never replaced.
  const stored = await tx
    .update(clientInvoices)
    .set({ pdfKey, pdfSha256 })
    .where(and(eq(clientInvoices.id, id), sql`${clientInvoices.pdfKey} is null`))
    .returning({ id: clientInvoices.id });
  return stored.length > 0;
}

export async function setDisputed(tx: Queryable, id: string, at: Date, reason: string): Promise<void> {
  await tx
    .update(clientInvoices)
    .set({ disputedAt: at, disputeReason: reason })
    .where(eq(clientInvoices.id, id));
}

export async function insertPayment(
  tx: Queryable,
  payment: typeof clientPayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(clientPayments).values(payment).returning();
  if (!row) throw new Error('the payment was not inserted');
  return row;
}

export async function updatePayment(
  tx: Queryable,
  id: string,
  fields: Partial<typeof clientPayments.$inferInsert>,
): Promise<void> {
  await tx.update(clientPayments).set(fields).where(eq(clientPayments.id, id));
}

/** The contractor's e-Transfer address, '' when none. */
export async function etransferEmailOf(db: Queryable, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ email: paymentSettings.etransferEmail })
    .from(paymentSettings)
    .where(eq(paymentSettings.userId, ownerId))
    .limit(1);
  return row?.email ?? '';
}

/** The invoice, locked, while its email and text are still to be queued; undefined once they were. */
export async function lockUnsentInvoice(tx: Queryable, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(clientInvoices)
    .where(and(eq(clientInvoices.id, id), isNull(clientInvoices.sentAt)))
    .for('update');
  return row;
}

export async function markInvoiceSent(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.update(clientInvoices).set({ sentAt: at }).where(eq(clientInvoices.id, id));
}

/** The payment, locked, while its receipts are still to be queued; undefined once they were. */
export async function lockPaymentWithoutReceipts(tx: Queryable, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(clientPayments)
    .where(and(eq(clientPayments.id, id), isNull(clientPayments.receiptsSentAt)))
    .for('update');
  return row;
}

export async function markReceiptsSent(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.update(clientPayments).set({ receiptsSentAt: at }).where(eq(clientPayments.id, id));
}
