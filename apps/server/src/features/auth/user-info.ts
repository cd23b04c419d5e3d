import { languageOf, textableMobile, translate, type Language, type UserInfo } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { accountBilling, referralOf, usageFields } from '../billing/account-billing.js';
import { planWordsIn } from '../billing/plan-words.js';
import type { BillingMode } from '../billing/standing.js';
import { unreadArticleCount } from '../blog/blog.service.js';
import { findUserById, planName, type UserRow } from './accounts.repository.js';

/** The account's sign-in email ('' for an unknown id): where the product writes to a contractor. */
export async function accountEmail(db: Queryable, userId: string): Promise<string> {
  return (await findUserById(db, userId))?.email ?? '';
}

/** The language the account reads us in (English for an unknown id). */
export async function accountLanguage(db: Queryable, userId: string): Promise<Language> {
  return languageOf((await findUserById(db, userId))?.language);
}

/**
 * The account's mobile number once confirmed, as texts are sent to it, or undefined: where the
 * product texts a contractor about their contracts (a client's cancellation).
 */
export async function accountMobile(db: Queryable, userId: string): Promise<string | undefined> {
  const user = await findUserById(db, userId);
  return (user?.phoneConfirmedAt && textableMobile(user.phone ?? '')) || undefined;
}

/** The account's email once verified (lower case), or null: what makes it a party to contracts sent there. */
export async function verifiedAccountEmail(db: Queryable, userId: string): Promise<string | null> {
  const user = await findUserById(db, userId);
  return user?.emailConfirmedAt ? user.email.toLowerCase() : null;
}

/** GET /api/auth/userinfo (doc 1 §3, doc 2 §3): the account, its plan and the month's usage. */
/** The status line and the plan's name are worded in `language`, the page's that asks. */
export async function userInfo(
  db: Queryable,
  mode: BillingMode,
  user: UserRow,
  language: Language,
): Promise<UserInfo> {
  const billing = await accountBilling(db, mode, user.id, '');
  if (!billing) throw new Error(`no standing for ${user.id}`);
  const { standing } = billing;
  const name = standing.plan
    ? planWordsIn(standing.plan, language).name
    : ((await planName(db, standing.planType)) ?? '');
  return {
    UserId: user.id,
    Language: languageOf(user.language),
    Id: user.id,
    UserName: user.userName ?? user.email,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    PhoneNumber: user.phone ?? '',
    Token: null,
    Metadata: {
      IsRestricted: standing.restricted,
      UnreadBlog: await unreadArticleCount(db, user.id),
      TrialStartDate: billing.day(user.trialStartAt) ?? '',
      TrialEndDate: billing.day(user.trialEndAt) ?? '',
      ClientContractLimit: billing.client.quota,
      Status: standing.status,
      StatusStr: translate(language, standing.statusKey),
      CanceledDate: billing.day(standing.canceledAt),
      TemplateLimit: billing.templateQuota,
      Referral: referralOf(user.referralCode, billing.creditCents),
      FirstProjectHintSeen: user.firstProjectHintSeenAt !== null,
    },
    Subscription: {
      Plan: { Type: standing.planType, Name: name },
      EndTime: billing.day(standing.endTime),
      TemplateQuota: billing.templateQuota,
      TemplateUsed: billing.templateUsed,
      ...usageFields(billing),
    },
  };
}
