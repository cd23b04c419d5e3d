import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  accountCredits,
  billingCounters,
  billingEvents,
  contractAllowances,
  contractUsage,
  invoiceRefunds,
  invoices,
} from '../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<typeof invoices.$inferInsert, 'number'>;
export type RefundRow = typeof invoiceRefunds.$inferSelect;

/** Records an event id; false when it was recorded before (a replay: apply nothing). */
export async function recordEvent(
  tx: Queryable,
  event: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function eventRecorded(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id));
  return row !== undefined;
}

/**
 * The next invoice number. The counter row stays locked until the transaction ends, so numbers are
 * issued in order, and a transaction that rolls back gives its number back: no gaps.
 */
async function nextInvoiceNumber(tx: Queryable): Promise<number> {
  const [row] = await tx
    .update(billingCounters)
    .set({ value: sql`${billingCounters.value} + 1` })
    .where(eq(billingCounters.name, 'invoice'))
    .returning({ value: billingCounters.value });
  if (!row) throw new Error('the invoice counter is missing');
  return row.value;
}

export async function insertInvoice(tx: Queryable, row: NewInvoiceRow): Promise<InvoiceRow> {
  const number = await nextInvoiceNumber(tx);
  const [inserted] = await tx
    .insert(invoices)
    .values({ ...row, number })
    .returning();
  if (!inserted) throw new Error('invoice insert returned nothing');
  return inserted;
}

export async function findInvoiceByProviderId(
  tx: Queryable,
  provider: string,
  providerInvoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.provider, provider), eq(invoices.providerInvoiceId, providerInvoiceId)))
    .for('update');
  return row;
}

export async function findInvoiceByPaymentId(
  tx: Queryable,
  provider: string,
  providerPaymentId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.provider, provider), eq(invoices.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function findInvoiceByNumber(db: Queryable, number: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number));
  return row;
}

export async function findOwnedInvoice(
  db: Queryable,
  userId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}

export async function updateInvoice(
  tx: Queryable,
  id: string,
  changes: Partial<Pick<InvoiceRow, 'status' | 'refundedCents' | 'paidAt' | 'providerPaymentId'>>,
): Promise<void> {
  await tx.update(invoices).set(changes).where(eq(invoices.id, id));
}

export async function findInvoiceById(db: Queryable, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

/**
 * Keeps the PDF rendered of an invoice in the state it was read in, and its issuer when it had none
 * yet (an invoice issued before issuers were kept). Only if that state still holds and nobody stored
 * another PDF since: answers false when the invoice changed or another run stored first.
 */
export async function setInvoicePdf(
  db: Queryable,
  read: Pick<InvoiceRow, 'id' | 'status' | 'refundedCents' | 'pdfKey'>,
  pdf: { key: string; sha256: string; state: string; issuer: NonNullable<InvoiceRow['issuer']> },
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({
      pdfKey: pdf.key,
      pdfSha256: pdf.sha256,
      pdfState: pdf.state,
      issuer: sql`coalesce(${invoices.issuer}, ${JSON.stringify(pdf.issuer)}::jsonb)`,
    })
    .where(
      and(
        eq(invoices.id, read.id),
        eq(invoices.status, read.status),
        eq(invoices.refundedCents, read.refundedCents),
        read.pdfKey === null ? isNull(invoices.pdfKey) : eq(invoices.pdfKey, read.pdfKey),
      ),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

export async function pageOfInvoices(
  db: Queryable,
  userId: string,
  pageIndex: number,
  pageSize: number,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.number))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.userId, userId));
  return { rows, total: count?.total ?? 0 };
}

export async function paidInvoiceCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), sql`${invoices.status} <> 2`));
  return row?.count ?? 0;
}

/** The latest unpaid invoice of the account: what the customer portal asks to pay. */
export async function latestFailedInvoice(db: Queryable, userId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 2)))
    .orderBy(desc(invoices.number))
    .limit(1);
  return row;
}

export async function insertRefund(
  tx: Queryable,
  row: { invoiceId: string; cents: number; providerRefundId: string; createdAt: Date },
): Promise<void> {
  await tx.insert(invoiceRefunds).values(row).onConflictDoNothing();
}

export async function refundsOf(db: Queryable, invoiceId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(invoiceRefunds)
    .where(eq(invoiceRefunds.invoiceId, invoiceId))
    .orderBy(invoiceRefunds.createdAt);
}

export async function creditBalance(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${accountCredits.cents}), 0)::int` })
    .from(accountCredits)
    .where(eq(accountCredits.userId, userId));
  return row?.cents ?? 0;
}

/** Adds a credit entry once per key; false when that key was already written. */
export async function addCredit(
  tx: Queryable,
  row: {
    userId: string;
    cents: number;
    reason: 'referral' | 'checkout' | 'renewal' | 'operator';
    key: string;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(accountCredits)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: accountCredits.id });
  return rows.length > 0;
}

export async function addAllowance(
  tx: Queryable,
  row: {
    userId: string;
    contractType: number;
    source: 'welcome' | 'topup' | 'operator';
    quantity: number;
    checkoutSessionId?: string | null;
  },
): Promise<void> {
  await tx.insert(contractAllowances).values(row).onConflictDoNothing();
}

/** Agreements beyond the quota: granted in all, and used so far, of one contract type. */
export async function allowanceOf(
  db: Queryable,
  userId: string,
  contractType: number,
): Promise<{ granted: number; used: number }> {
  const [granted] = await db
    .select({ total: sql<number>`coalesce(sum(${contractAllowances.quantity}), 0)::int` })
    .from(contractAllowances)
    .where(and(eq(contractAllowances.userId, userId), eq(contractAllowances.contractType, contractType)));
  const [used] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contractUsage)
    .where(
      and(
        eq(contractUsage.userId, userId),
        eq(contractUsage.contractType, contractType),
        eq(contractUsage.chargedTo, 'allowance'),
      ),
    );
  return { granted: granted?.total ?? 0, used: used?.total ?? 0 };
}

/**
 * Contracts of one type counted against the quota in [start, end), and the amendments sent in it,
 * which use none (counted apart).
 */
export async function quotaUsedIn(
  db: Queryable,
  userId: string,
  contractType: number,
  window: { start: Date; end: Date },
): Promise<{ used: number; amendments: number }> {
  const [row] = await db
    .select({
      used: sql<number>`(count(*) filter (where ${contractUsage.chargedTo} = 'quota'))::int`,
      amendments: sql<number>`(count(*) filter (where ${contractUsage.chargedTo} = 'amendment'))::int`,
    })
    .from(contractUsage)
    .where(
      and(
        eq(contractUsage.userId, userId),
        eq(contractUsage.contractType, contractType),
        inArray(contractUsage.chargedTo, ['quota', 'amendment']),
        gte(contractUsage.countedAt, window.start),
        lt(contractUsage.countedAt, window.end),
      ),
    );
  return { used: row?.used ?? 0, amendments: row?.amendments ?? 0 };
}

/** Counts a sent contract once; false when it was already counted. */
export async function countContract(
  tx: Queryable,
  row: {
    contractId: string;
    userId: string;
    contractType: number;
    chargedTo: 'quota' | 'allowance' | 'unlimited' | 'amendment';
    countedAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(contractUsage)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: contractUsage.contractId });
  return rows.length > 0;
}

/** The account's credits not yet moved to the provider's balance, locked until the transaction ends. */
export function lockUnpushedCredits(tx: Queryable, userId: string) {
  return tx
    .select()
    .from(accountCredits)
    .where(
      and(
        eq(accountCredits.userId, userId),
        sql`${accountCredits.cents} > 0`,
        sql`${accountCredits.providerPushedAt} is null`,
      ),
    )
    .for('update');
}

export async function markCreditPushed(tx: Queryable, id: string): Promise<void> {
  await tx.update(accountCredits).set({ providerPushedAt: new Date() }).where(eq(accountCredits.id, id));
}
