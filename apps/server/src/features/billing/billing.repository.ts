import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  billingCustomers,
  checkoutSessions,
  promoCodes,
  promoRedemptions,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema/index.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type NewPlanRow = typeof subscriptionPlans.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CustomerRow = typeof billingCustomers.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutRow = typeof checkoutSessions.$inferInsert;
export type PromoRow = typeof promoCodes.$inferSelect;
export type NewPromoRow = typeof promoCodes.$inferInsert;

/** Every plan, in the order the home page shows them. */
export function listPlans(db: Queryable): Promise<PlanRow[]> {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sort));
}

export async function findPlan(db: Queryable, type: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.type, type));
  return row;
}

/** Inserts the plans whose type is not there yet; an existing plan is left as the operator edited it. */
export async function insertMissingPlans(db: Queryable, plans: NewPlanRow[]): Promise<void> {
  await db.insert(subscriptionPlans).values(plans).onConflictDoNothing({ target: subscriptionPlans.type });
}

/**
 * Gives a plan of this type the seed's translations while it has none and its English words are still
 * the seed's: a plan the operator worded differently keeps its words, untranslated, until they add theirs.
 */
export async function addMissingPlanTranslations(db: Queryable, plan: NewPlanRow): Promise<void> {
  if (!plan.translations) return;
  await db
    .update(subscriptionPlans)
    .set({ translations: plan.translations })
    .where(
      and(
        eq(subscriptionPlans.type, plan.type),
        sql`${subscriptionPlans.translations} = '{}'::jsonb`,
        eq(subscriptionPlans.name, plan.name),
        eq(subscriptionPlans.line1, plan.line1 ?? ''),
        eq(subscriptionPlans.line2, plan.line2 ?? ''),
        eq(subscriptionPlans.line3, plan.line3 ?? ''),
      ),
    );
}

/** Holds the account's billing (sends counted against its quota, events about it) one at a time. */
export async function lockAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function setPlanType(tx: Queryable, userId: string, planType: number): Promise<void> {
  await tx.update(users).set({ planType, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** Local subscriptions whose period ended by `now` and that are not ended: renewals to charge. */
export function localSubscriptionsDue(db: Queryable, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        sql`${subscriptions.status} <> 'ended'`,
        sql`${subscriptions.currentPeriodEnd} <= ${now}`,
      ),
    )
    .limit(500);
}

export async function upsertSubscription(
  tx: Queryable,
  row: Omit<typeof subscriptions.$inferInsert, 'updatedAt'>,
): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await tx
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: new Date() } });
}

export async function setCancelReason(tx: Queryable, userId: string, reason: string): Promise<void> {
  await tx.update(subscriptions).set({ cancelReason: reason }).where(eq(subscriptions.userId, userId));
}

export async function findCustomer(db: Queryable, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row;
}

export async function findCustomerById(
  db: Queryable,
  provider: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row;
}

export async function saveCustomer(
  db: Queryable,
  row: { userId: string; provider: string; customerId: string },
): Promise<void> {
  await db.insert(billingCustomers).values(row).onConflictDoNothing();
}

export async function savePaymentMethod(
  db: Queryable,
  userId: string,
  paymentMethod: string,
  localCardFailsLater?: boolean,
): Promise<void> {
  await db
    .update(billingCustomers)
    .set({ paymentMethod, ...(localCardFailsLater !== undefined && { localCardFailsLater }) })
    .where(eq(billingCustomers.userId, userId));
}

export async function insertCheckout(db: Queryable, row: NewCheckoutRow): Promise<CheckoutRow> {
  const [inserted] = await db.insert(checkoutSessions).values(row).returning();
  if (!inserted) throw new Error('checkout insert returned nothing');
  return inserted;
}

export async function setCheckoutProviderSession(
  db: Queryable,
  id: string,
  providerSessionId: string,
): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** A checkout by the provider's session id, locked for the event that completes it. */
export async function lockCheckoutByProviderSession(
  tx: Queryable,
  provider: string,
  providerSessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)),
    )
    .for('update');
  return row;
}

/** The account's checkout by our id or the provider's session id (the /Success page's key). */
export async function findOwnedCheckoutByKey(
  db: Queryable,
  userId: string,
  key: string,
): Promise<CheckoutRow | undefined> {
  const byId = /^[0-9a-f-]{36}$/i.test(key) ? eq(checkoutSessions.id, key) : sql`false`;
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        sql`(${byId} or ${eq(checkoutSessions.providerSessionId, key)})`,
      ),
    )
    .limit(1);
  return row;
}

/** The latest completed subscription checkout of the account: its first invoice's amounts. */
export async function latestSubscriptionCheckout(
  db: Queryable,
  userId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.kind, 'subscription')))
    .orderBy(desc(checkoutSessions.completedAt), desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

export async function setCheckoutStatus(
  tx: Queryable,
  id: string,
  status: 'complete' | 'expired',
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ status, ...(status === 'complete' && { completedAt: new Date() }) })
    .where(eq(checkoutSessions.id, id));
}

export async function findPromo(db: Queryable, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()));
  return row;
}

export async function findPromoById(db: Queryable, id: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

export async function insertPromo(db: Queryable, row: NewPromoRow): Promise<PromoRow> {
  const [inserted] = await db.insert(promoCodes).values(row).returning();
  if (!inserted) throw new Error('promo insert returned nothing');
  return inserted;
}

export async function setPromoActive(db: Queryable, code: string, active: boolean): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ active })
    .where(eq(promoCodes.code, code.trim().toUpperCase()))
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/** Every promo code with how many times it was used, oldest first (the operator's list). */
export function listPromos(db: Queryable): Promise<{ promo: PromoRow; redemptions: number }[]> {
  return db
    .select({
      promo: promoCodes,
      redemptions: sql<number>`(select count(*)::int from ${promoRedemptions} where ${promoRedemptions.promoCodeId} = ${promoCodes.id})`,
    })
    .from(promoCodes)
    .orderBy(asc(promoCodes.createdAt));
}

export async function promoRedemptionCount(db: Queryable, promoCodeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, promoCodeId));
  return row?.count ?? 0;
}

export async function hasRedeemed(db: Queryable, promoCodeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
  return (row?.count ?? 0) > 0;
}

export async function insertRedemption(
  tx: Queryable,
  row: { promoCodeId: string; userId: string; checkoutSessionId: string },
): Promise<void> {
  await tx.insert(promoRedemptions).values(row).onConflictDoNothing();
}

export async function findSubscriptionByProviderId(
  db: Queryable,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row;
}

/** The account whose confirmed email this is: the one the operator names in `npm run admin -- plan`. */
export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<Pick<typeof users.$inferSelect, 'id' | 'email' | 'planType' | 'trialEndAt'> | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, planType: users.planType, trialEndAt: users.trialEndAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row;
}
