/**
 * The provider-side names of what we sell: a price is found again by its lookup key, so a restart
 * or a second server never creates a second price for the same plan.
 */
export const planLookupKey = (planType: number) => `tradepact_plan_${planType}`;
export const topUpLookupKey = (topUpType: number) => `tradepact_topup_${topUpType}`;

/** The plan type a lookup key names, or null for a top-up or a price not ours. */
export function planTypeOfLookupKey(key: string | null | undefined): number | null {
  const match = /^tradepact_plan_(\d+)$/.exec(key ?? '');
  return match ? Number(match[1]) : null;
}
