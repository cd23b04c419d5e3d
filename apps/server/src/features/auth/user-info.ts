import { defaultTimeZone, formatDate, planTypes, type UserInfo } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { findUserById, planName, type UserRow } from './accounts.repository.js';

/**
 * Whether the account may no longer make or send contracts (doc 2 §6): its trial is over. Billing
 * (a later issue) adds ended and unpaid subscriptions here.
 */
export function isRestricted(user: Pick<UserRow, 'planType' | 'trialEndAt'>, now = Date.now()): boolean {
  return user.planType === planTypes.trial && (!user.trialEndAt || user.trialEndAt.getTime() < now);
}

/** The account's restriction, read by id (false for an unknown id: the caller refuses it otherwise). */
export async function accountRestricted(db: Queryable, userId: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  return user !== undefined && isRestricted(user);
}

/** The account's sign-in email ('' for an unknown id): where the product writes to a contractor. */
export async function accountEmail(db: Queryable, userId: string): Promise<string> {
  return (await findUserById(db, userId))?.email ?? '';
}

/** The account's email once verified (lower case), or null: what makes it a party to contracts sent there. */
export async function verifiedAccountEmail(db: Queryable, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  return user?.emailConfirmedAt ? user.email.toLowerCase() : null;
}

/** GET /api/auth/userinfo (doc 1 §3). Billing fills the subscription figures; these are the trial's. */
export async function userInfo(db: Queryable, user: UserRow): Promise<UserInfo> {
  const name = await planName(db, user.planType);
  const onTrial = user.planType === planTypes.trial;
  const trialOver = isRestricted(user);
  return {
    UserId: user.id,
    Id: user.id,
    UserName: user.userName ?? user.email,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    PhoneNumber: user.phone ?? '',
    Token: null,
    Metadata: {
      IsRestricted: trialOver,
      UnreadBlog: 0,
      TrialStartDate: formatDate(user.trialStartAt, defaultTimeZone),
      TrialEndDate: formatDate(user.trialEndAt, defaultTimeZone),
      ClientContractLimit: 0,
      Status: trialOver ? 0 : 1,
      StatusStr: trialOver ? 'Restricted' : onTrial ? 'Trial' : 'Active',
      CanceledDate: null,
      TemplateLimit: 0,
      Referral: { Code: user.referralCode, Discount: 0, Reward: 0, Credits: 0 },
    },
    Subscription: { Plan: { Type: user.planType, Name: name ?? '' } },
  };
}
