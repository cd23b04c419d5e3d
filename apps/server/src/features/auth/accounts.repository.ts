import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  normaliseAccount,
  normalisePhone,
  planTypes,
  type AccountName,
  type Language,
} from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { subscriptionPlans, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The columns of an account the services change. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** What an `account` field names, in the spelling the per-account rate limits count too. */
export type Account = AccountName;
export const parseAccount = normaliseAccount;

export async function findUserByAccount(db: Queryable, account: Account): Promise<UserRow | undefined> {
  const where: SQL | undefined =
    account.kind === 'email'
      ? or(eq(users.email, account.value), eq(users.userName, account.value))
      : account.kind === 'phone'
        ? eq(users.phone, account.value)
        : eq(users.userName, account.value);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The language the account reads everything from us in. */
export async function setUserLanguage(db: Queryable, id: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The account was shown My Projects' first-time hint; the first time is kept. */
export async function markFirstProjectHintSeen(db: Queryable, id: string): Promise<void> {
  await db
    .update(users)
    .set({ firstProjectHintSeenAt: sql`coalesce(${users.firstProjectHintSeenAt}, now())` })
    .where(eq(users.id, id));
}

/** The account whose confirmed email is this one (a pending address or a user name does not count). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function emailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const value = email.trim().toLowerCase();
  const matches = or(eq(users.email, value), eq(users.userName, value));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(matches, ne(users.id, exceptUserId)) : matches)
    .limit(1);
  return Boolean(row);
}

export async function phoneTaken(db: Queryable, phone: string, exceptUserId?: string): Promise<boolean> {
  const value = normalisePhone(phone);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.phone, value), ne(users.id, exceptUserId)) : eq(users.phone, value))
    .limit(1);
  return Boolean(row);
}

/** The referral code as stored, when an account has the code given (any case). */
export async function findReferralCode(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.referralCode, code.toUpperCase()));
  return row?.code;
}

/** The account whose referral code this is (any case). */
export async function findUserByReferralCode(db: Queryable, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase()));
  return row;
}

export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [created] = await db.insert(users).values(values).returning();
  if (!created) throw new Error('user insert returned nothing');
  return created;
}

/** Changes an account; answers it as changed, or undefined when it is gone. */
export async function updateUser(
  db: Queryable,
  userId: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated;
}

/*
 * The plans table is billing's, which has no service for it yet; an account reads the two facts of
 * its plan it needs here rather than through billing's routes.
 */

/** The trial's length in days, when the trial plan is seeded. */
export async function trialPlanDays(db: Queryable): Promise<number | undefined> {
  const [trial] = await db
    .select({ days: subscriptionPlans.trialDays })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.type, planTypes.trial));
  return trial?.days;
}

export async function planName(db: Queryable, planType: number): Promise<string | undefined> {
  const [plan] = await db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.type, planType))
    .limit(1);
  return plan?.name;
}
