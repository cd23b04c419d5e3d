import { defaultTimeZone, formatDate, planTypes, type UserInfo } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { planName, type UserRow } from './accounts.repository.js';

/** GET /api/auth/userinfo (doc 1 §3). Billing fills the subscription figures; these are the trial's. */
export async function userInfo(db: Queryable, user: UserRow): Promise<UserInfo> {
  const name = await planName(db, user.planType);
  const onTrial = user.planType === planTypes.trial;
  const trialOver = onTrial && (!user.trialEndAt || user.trialEndAt.getTime() < Date.now());
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
