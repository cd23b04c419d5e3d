import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  clientInvoices,
  clientPayments,
  contracts,
  paymentReminders,
  projects,
} from '../../db/schema/index.js';
import type { AddressFields } from '../../db/address.js';
import { addressOut } from '../../db/address.js';

export type ReminderRow = typeof paymentReminders.$inferSelect;
export type NewReminder = typeof paymentReminders.$inferInsert;

export async function insertReminder(tx: Queryable, row: NewReminder): Promise<ReminderRow> {
  const [inserted] = await tx.insert(paymentReminders).values(row).returning();
  if (!inserted) throw new Error('reminder insert returned nothing');
  return inserted;
}

export async function updateReminder(
  tx: Queryable,
  id: string,
  change: Partial<Omit<NewReminder, 'id' | 'contractId'>>,
): Promise<void> {
  await tx.update(paymentReminders).set(change).where(eq(paymentReminders.id, id));
}

/** A contract's reminders, newest first. */
export async function remindersOf(db: Queryable, contractId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(paymentReminders)
    .where(eq(paymentReminders.contractId, contractId))
    .orderBy(desc(paymentReminders.createdAt));
}

/** Locks a reminder until the transaction ends: its job and a change or cancel cannot cross. */
export async function lockReminder(tx: Queryable, id: string): Promise<ReminderRow | undefined> {
  const [row] = await tx.select().from(paymentReminders).where(eq(paymentReminders.id, id)).for('update');
  return row;
}

/** The owner's reminder, locked; another account's answers nothing, as an unknown id does. */
export async function lockOwnedReminder(
  tx: Queryable,
  ownerId: string,
  id: string,
): Promise<ReminderRow | undefined> {
  const [row] = await tx
    .select({ reminder: paymentReminders })
    .from(paymentReminders)
    .innerJoin(contracts, eq(contracts.id, paymentReminders.contractId))
    .where(and(eq(paymentReminders.id, id), eq(contracts.ownerId, ownerId)))
    .for('update', { of: paymentReminders });
  return row?.reminder;
}

/**
 * Holds the owner's reminder sends one after the other until the transaction ends, so two at once
 * cannot both pass the daily text cap.
 */
export async function serialiseOwnerSends(tx: Queryable, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-reminders:${ownerId}`}))`);
}

/** Texts the owner's reminders sent between two instants. */
export async function textsSentBetween(
  db: Queryable,
  ownerId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ texts: sql<number>`coalesce(sum(${paymentReminders.smsCount}), 0)::int` })
    .from(paymentReminders)
    .innerJoin(contracts, eq(contracts.id, paymentReminders.contractId))
    .where(
      and(
        eq(contracts.ownerId, ownerId),
        eq(paymentReminders.status, 'sent'),
        gte(paymentReminders.sentAt, from),
        lt(paymentReminders.sentAt, to),
      ),
    );
  return row?.texts ?? 0;
}

/** The owner's reminders still to go between two instants (but one), with their contracts. */
export async function scheduledBetween(
  db: Queryable,
  ownerId: string,
  from: Date,
  to: Date,
  except: string | null,
): Promise<{ id: string; contractId: string }[]> {
  return db
    .select({ id: paymentReminders.id, contractId: paymentReminders.contractId })
    .from(paymentReminders)
    .innerJoin(contracts, eq(contracts.id, paymentReminders.contractId))
    .where(
      and(
        eq(contracts.ownerId, ownerId),
        eq(paymentReminders.status, 'scheduled'),
        gte(paymentReminders.scheduledFor, from),
        lt(paymentReminders.scheduledFor, to),
        ...(except ? [ne(paymentReminders.id, except)] : []),
      ),
    );
}

/** The property's address: the project's (doc 2 §9 names it in the reminder). */
export async function projectAddress(
  db: Queryable,
  projectId: string | null,
): Promise<AddressFields | undefined> {
  if (!projectId) return undefined;
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return row ? addressOut(row) : undefined;
}

/** An issued invoice with what was received on it, less refunds, and whether a payment is on its way. */
export interface InvoiceOwed {
  invoice: typeof clientInvoices.$inferSelect;
  paidCents: number;
  /** A payment the client reported, or a card payment not yet settled: not to be reminded meanwhile. */
  paymentUnderway: boolean;
}

const paidCents = sql<number>`coalesce(sum(${clientPayments.amountCents} - ${clientPayments.refundedCents}) filter (where ${clientPayments.status} = 'received'), 0)::int`;
const paymentUnderway = sql<boolean>`coalesce(bool_or(${clientPayments.status} in ('reported', 'pending')), false)`;

/** A contract's issued invoices, each with what was paid on it (issue 33: a reminder names what is left). */
export async function invoicesOwedOf(db: Queryable, contractId: string): Promise<InvoiceOwed[]> {
  return db
    .select({ invoice: clientInvoices, paidCents, paymentUnderway })
    .from(clientInvoices)
    .leftJoin(clientPayments, eq(clientPayments.invoiceId, clientInvoices.id))
    .where(eq(clientInvoices.contractId, contractId))
    .groupBy(clientInvoices.id);
}
