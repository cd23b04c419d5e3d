import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { clientInvoices, clientPayments, connectedAccounts } from '../../../db/schema/index.js';

/**
 * The queries of card payments: the contractor's Stripe account, an invoice by its pay key, and its
 * card payments.
 */

export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;
export type CardInvoiceRow = typeof clientInvoices.$inferSelect;
export type CardPaymentRow = typeof clientPayments.$inferSelect;

/** A connected account's state as Stripe tells it. */
export type AccountState = Pick<
  ConnectedAccountRow,
  'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'
>;

export async function connectedAccountOf(
  db: Queryable,
  userId: string,
): Promise<ConnectedAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId))
    .limit(1);
  return row;
}

/** Keeps the account Stripe made for the user; a second one made meanwhile loses (the first stays). */
export async function insertConnectedAccount(
  db: Queryable,
  userId: string,
  stripeAccountId: string,
  state: AccountState,
): Promise<ConnectedAccountRow | undefined> {
  await db
    .insert(connectedAccounts)
    .values({ userId, stripeAccountId, ...state })
    .onConflictDoNothing();
  return connectedAccountOf(db, userId);
}

/** Writes what Stripe says of an account now; answers whether the account is one of ours. */
export async function setAccountState(
  db: Queryable,
  stripeAccountId: string,
  state: AccountState,
): Promise<boolean> {
  const rows = await db
    .update(connectedAccounts)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(connectedAccounts.stripeAccountId, stripeAccountId))
    .returning({ userId: connectedAccounts.userId });
  return rows.length > 0;
}

/** The invoices' own look-ups, by pay key and by id (payments.repository.ts), as card payments read them. */
export { invoiceByKeyHash as invoiceByPayKeyHash, invoiceById } from '../payments.repository.js';

export async function paymentsOfInvoice(db: Queryable, invoiceId: string): Promise<CardPaymentRow[]> {
  return db.select().from(clientPayments).where(eq(clientPayments.invoiceId, invoiceId));
}

export async function insertCardPayment(
  db: Queryable,
  payment: Pick<CardPaymentRow, 'id' | 'invoiceId' | 'status' | 'amountCents'> &
    Partial<Pick<CardPaymentRow, 'stripeSessionId' | 'receivedAt' | 'cardLast4' | 'stripePaymentIntentId'>>,
): Promise<void> {
  await db.insert(clientPayments).values({ ...payment, method: 'card' });
}

/** The invoice's latest card payment started and not finished, to offer it again. */
export async function latestPendingCardPayment(
  db: Queryable,
  invoiceId: string,
): Promise<CardPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(clientPayments)
    .where(
      and(
        eq(clientPayments.invoiceId, invoiceId),
        eq(clientPayments.method, 'card'),
        eq(clientPayments.status, 'pending'),
      ),
    )
    .orderBy(desc(clientPayments.createdAt))
    .limit(1);
  return row;
}

/** A card payment by a column of its own, locked until the transaction ends. */
async function lockCardPaymentWhere(db: Queryable, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select()
    .from(clientPayments)
    .where(and(where, eq(clientPayments.method, 'card')))
    .limit(1)
    .for('update');
  return row;
}

export const lockCardPayment = (db: Queryable, id: string) =>
  lockCardPaymentWhere(db, eq(clientPayments.id, id));

export const lockCardPaymentBySession = (db: Queryable, sessionId: string) =>
  lockCardPaymentWhere(db, eq(clientPayments.stripeSessionId, sessionId));

export const lockCardPaymentByIntent = (db: Queryable, intentId: string) =>
  lockCardPaymentWhere(db, eq(clientPayments.stripePaymentIntentId, intentId));

/** The card payment a Stripe payment intent paid, if it is one of ours (not locked). */
export async function cardPaymentByIntent(
  db: Queryable,
  intentId: string,
): Promise<CardPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(clientPayments)
    .where(eq(clientPayments.stripePaymentIntentId, intentId))
    .limit(1);
  return row;
}

/** A card payment and its invoice when the invoice is the owner's (another's is not told apart). */
export async function lockOwnedCardPayment(
  db: Queryable,
  ownerId: string,
  paymentId: string,
): Promise<{ payment: CardPaymentRow; invoice: CardInvoiceRow } | undefined> {
  const [row] = await db
    .select({ payment: clientPayments, invoice: clientInvoices })
    .from(clientPayments)
    .innerJoin(clientInvoices, eq(clientInvoices.id, clientPayments.invoiceId))
    .where(
      and(
        eq(clientPayments.id, paymentId),
        eq(clientInvoices.ownerId, ownerId),
        eq(clientPayments.method, 'card'),
      ),
    )
    .limit(1)
    .for('update', { of: clientPayments });
  return row;
}

export async function updateCardPayment(
  db: Queryable,
  id: string,
  fields: Partial<
    Pick<
      CardPaymentRow,
      'status' | 'amountCents' | 'refundedCents' | 'receivedAt' | 'cardLast4' | 'stripePaymentIntentId'
    >
  >,
): Promise<CardPaymentRow | undefined> {
  const [row] = await db.update(clientPayments).set(fields).where(eq(clientPayments.id, id)).returning();
  return row;
}
