import { planTypes } from '@tradepact/shared';
import type { StoredUser } from '../../../lib/storage';
import { useUserInfo } from '../../billing/useSubscriptionStatus';
import { dateText } from './text';

/** Doc 2 §9: the free plan. */
export const freePlanType = planTypes.free;

/** A quota of −1 has no limit (doc 2 §3). */
const noLimit = -1;

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

/**
 * Doc 2 §2/§9: paid plans see used/quota of client and sub-contractor contracts until the counts
 * start again (the quota window's end, else the subscription's end date). A kind without a limit has
 * no banner; the free plan has none at all.
 */
export function usageOf(user: StoredUser | null): UsageBanners | null {
  const subscription = user?.Subscription;
  if (!subscription || subscription.Plan.Type === freePlanType) return null;
  const pick = (used: number, quota: number, bonus: number, bonusUsed: number): ContractUsage | null =>
    // A user stored on this device before the figures were served has none until it is re-read.
    typeof quota !== 'number' || quota === noLimit ? null : { used, quota, bonus, bonusUsed };
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
  return { client, subcontractor, until: dateText(subscription.QuotaEndTime ?? subscription.EndTime) };
}

/**
 * The banners as the server counts them now (issue 29 §3): read again each time My Projects opens,
 * and after every send, amendment and payment; nothing is shown from what this device kept.
 */
export function useUsageBanners(): UsageBanners | null {
  const info = useUserInfo({ fresh: true });
  return info.isFetchedAfterMount && !info.isError ? usageOf(info.data ?? null) : null;
}
