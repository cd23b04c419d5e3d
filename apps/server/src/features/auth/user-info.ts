import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defaultTimeZone, formatDate, planTypes } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { subscriptionPlans } from '../../db/schema/index.js';
import type { UserRow } from './accounts.repository.js';

/** GET /api/auth/userinfo (doc 1 §3). Billing fills the subscription figures; these are the trial's. */
export const userInfoSchema = z.object({
  UserId: z.uuid(),
  Id: z.uuid(),
  UserName: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  PhoneNumber: z.string(),
  Token: z.null(),
  Metadata: z.object({
    IsRestricted: z.boolean(),
    UnreadBlog: z.number().int(),
    TrialStartDate: z.string(),
    TrialEndDate: z.string(),
    ClientContractLimit: z.number().int(),
    Status: z.number().int(),
    StatusStr: z.string(),
    CanceledDate: z.string().nullable(),
    TemplateLimit: z.number().int(),
    Referral: z.object({ Code: z.string(), Discount: z.number(), Reward: z.number(), Credits: z.number() }),
  }),
  Subscription: z.object({ Plan: z.object({ Type: z.number().int(), Name: z.string() }) }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export async function userInfo(db: Db, user: UserRow): Promise<UserInfo> {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.type, user.planType))
    .limit(1);
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
    Subscription: { Plan: { Type: user.planType, Name: plan?.name ?? '' } },
  };
}
