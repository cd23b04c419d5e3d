/** Subscription plan types of doc 1 §3 / §9. */
export const planTypes = { trial: 1, monthly: 2, annual: 3, free: 9 } as const;
export type PlanType = (typeof planTypes)[keyof typeof planTypes];

/** A plan's monthly quota that has no limit (the quotas API's −1). */
export const unlimitedQuota = -1;
