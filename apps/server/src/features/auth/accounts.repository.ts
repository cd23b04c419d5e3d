import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { normaliseAccount, normalisePhone, type AccountName } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** What an `account` field names, in the spelling the per-account rate limits count too. */
export type Account = AccountName;
export const parseAccount = normaliseAccount;

export async function findUserByAccount(db: Db, account: Account): Promise<UserRow | undefined> {
  const where: SQL | undefined =
    account.kind === 'email'
      ? or(eq(users.email, account.value), eq(users.userName, account.value))
      : account.kind === 'phone'
        ? eq(users.phone, account.value)
        : eq(users.userName, account.value);
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const value = email.trim().toLowerCase();
  const matches = or(eq(users.email, value), eq(users.userName, value));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(matches, ne(users.id, exceptUserId)) : matches)
    .limit(1);
  return Boolean(row);
}

export async function phoneTaken(db: Db, phone: string, exceptUserId?: string): Promise<boolean> {
  const value = normalisePhone(phone);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.phone, value), ne(users.id, exceptUserId)) : eq(users.phone, value))
    .limit(1);
  return Boolean(row);
}
