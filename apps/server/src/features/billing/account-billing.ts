import { formatDate, referralTerms, timeZoneOf } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { countOwnTemplates } from '../templates/templates.service.js';
import { accountStanding, usageOf, type KindUsage } from './entitlements.js';
import { creditBalance } from './ledger.repository.js';
import type { BillingMode, Standing } from './standing.js';

/** The figures of the account's plan that the user info and the subscription page both show. */
export interface AccountBilling {
  standing: Standing;
  client: KindUsage;
  subcontractor: KindUsage;
  templateQuota: number;
  templateUsed: number;
  creditCents: number;
  /** YYYY-MM-DD in the account's zone, or null. */
  day: (instant: Date | null) => string | null;
}

export async function accountBilling(
  db: Queryable,
  mode: BillingMode,
  userId: string,
  province: string,
): Promise<AccountBilling | undefined> {
  const standing = await accountStanding(db, mode, userId);
  if (!standing) return undefined;
  const [client, subcontractor, templateUsed, creditCents] = await Promise.all([
    usageOf(db, userId, standing, 1),
    usageOf(db, userId, standing, 0),
    countOwnTemplates(db, userId),
    creditBalance(db, userId),
  ]);
  const zone = timeZoneOf(province);
  return {
    standing,
    client,
    subcontractor,
    templateQuota: standing.unlimited ? -1 : (standing.plan?.templateQuota ?? -1),
    templateUsed,
    creditCents,
    day: (instant) => (instant ? formatDate(instant, zone) : null),
  };
}

/** The usage fields of doc 2 §3, as both answers carry them. */
export function usageFields(billing: AccountBilling) {
  const { client, subcontractor, standing } = billing;
  return {
    ClientContractQuota: client.quota,
    ClientContractUsed: client.used,
    ClientContractBonus: client.bonus,
    ClientContractBonusUsed: client.bonusUsed,
    ClientContractAmendments: client.amendments,
    SubcontractorContractQuota: subcontractor.quota,
    SubcontractorContractUsed: subcontractor.used,
    SubcontractorContractBonus: subcontractor.bonus,
    SubcontractorContractBonusUsed: subcontractor.bonusUsed,
    SubcontractorContractAmendments: subcontractor.amendments,
    QuotaEndTime: standing.unlimited ? null : billing.day(standing.window?.end ?? null),
  };
}

export const referralOf = (code: string, creditCents: number) => ({
  Code: code,
  Discount: referralTerms.discountPercent,
  Reward: referralTerms.rewardCents,
  Credits: creditCents,
});
