import type { StoredUser } from '../../../lib/storage';
import { dateText } from './text';

/** Doc 2 §9: the free plan. */
export const freePlanType = 9;

export interface ContractUsage {
  used: number;
  quota: number;
  bonus: number;
  bonusUsed: number;
}

export interface UsageBanners {
  client: ContractUsage | null;
  subcontractor: ContractUsage | null;
  /** YYYY-MM-DD, '' when unknown. */
  until: string;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Doc 2 §2/§9: paid plans see used/quota of client and sub-contractor contracts until the subscription
 * end date. The user info does not carry these yet: a banner shows only for the fields present.
 */
export function usageOf(user: StoredUser | null): UsageBanners | null {
  const subscription = user?.Subscription;
  if (!subscription || subscription.Plan?.Type === freePlanType) return null;
  const pick = (
    used: number | undefined,
    quota: number | undefined,
    bonus: number | undefined,
    bonusUsed: number | undefined,
  ): ContractUsage | null =>
    isCount(used) && isCount(quota)
      ? { used, quota, bonus: isCount(bonus) ? bonus : 0, bonusUsed: isCount(bonusUsed) ? bonusUsed : 0 }
      : null;
  const client = pick(
    subscription.ClientContractUsed,
    subscription.ClientContractQuota,
    subscription.ClientContractBonus,
    subscription.ClientContractBonusUsed,
  );
  const subcontractor = pick(
    subscription.SubcontractorContractUsed,
    subscription.SubcontractorContractQuota,
    subscription.SubcontractorContractBonus,
    subscription.SubcontractorContractBonusUsed,
  );
  if (!client && !subcontractor) return null;
  return { client, subcontractor, until: dateText(subscription.EndTime) };
}
