import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  clientInvoices,
  clientPayments,
  contracts,
  paymentSettings,
  projects,
} from '../../db/schema/index.js';

/** How many times an overdue invoice is reminded without its contractor (issue 33 §4). */
export const maxOverdueReminders = 3;

/**
 * Issued invoices that may be due an automatic reminder: their contractor turned overdue reminders
 * on, due on `dueBy` or before, last reminded (if ever) at `remindedBy` or before, reminded fewer
 * than 3 times, not disputed, not paid in full and with
 * no payment on its way (reported by the client, or a card payment not yet settled), on a contract
 * still signed and not cancelled by its client. Whether one is due today is the caller's to say.
 */
export async function overdueInvoices(
  db: Queryable,
  { dueBy, remindedBy, limit }: { dueBy: string; remindedBy: Date; limit: number },
) {
  const received = sql`(select coalesce(sum(${clientPayments.amountCents} - ${clientPayments.refundedCents}), 0)
    from ${clientPayments}
    where ${clientPayments.invoiceId} = ${clientInvoices.id} and ${clientPayments.status} = 'received')`;
  const underway = sql`exists (select 1 from ${clientPayments}
    where ${clientPayments.invoiceId} = ${clientInvoices.id} and ${clientPayments.status} in ('reported', 'pending'))`;
  return db
    .select({
      id: clientInvoices.id,
      dueOn: clientInvoices.dueOn,
      reminders: clientInvoices.overdueReminders,
      remindedAt: clientInvoices.overdueRemindedAt,
      projectProvince: projects.province,
    })
    .from(clientInvoices)
    .innerJoin(paymentSettings, eq(paymentSettings.userId, clientInvoices.ownerId))
    .innerJoin(contracts, eq(contracts.id, clientInvoices.contractId))
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .where(
      and(
        eq(paymentSettings.overdueReminders, true),
        lte(clientInvoices.dueOn, dueBy),
        or(isNull(clientInvoices.overdueRemindedAt), lte(clientInvoices.overdueRemindedAt, remindedBy)),
        lt(clientInvoices.overdueReminders, maxOverdueReminders),
        isNull(clientInvoices.disputedAt),
        sql`${received} < ${clientInvoices.payableCents}`,
        sql`not ${underway}`,
        eq(contracts.status, 'Signed'),
        isNull(contracts.clientCancelledAt),
        isNotNull(contracts.ownerId),
      ),
    )
    .orderBy(asc(clientInvoices.dueOn))
    .limit(limit);
}

/** Locks an invoice until the transaction ends: one reminder run at a time counts it. */
export async function lockInvoice(tx: Queryable, id: string) {
  const [row] = await tx.select().from(clientInvoices).where(eq(clientInvoices.id, id)).for('update');
  return row;
}

/** Counts an automatic reminder of the invoice. */
export async function markOverdueReminded(tx: Queryable, id: string, at: Date, count: number): Promise<void> {
  await tx
    .update(clientInvoices)
    .set({ overdueReminders: count, overdueRemindedAt: at })
    .where(eq(clientInvoices.id, id));
}
