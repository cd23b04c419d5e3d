import {
  paymentGraceDays,
  planTypes,
  quotaWindow,
  subscriptionStatuses,
  type MessageKey,
  type Window,
} from '@tradepact/shared';
import type { PlanRow, SubscriptionRow } from './billing.repository.js';

const day = 86_400_000;

export type BillingMode = 'stripe' | 'local' | 'off';

/** Where an account stands with its subscription at an instant: the one place restriction is decided. */
export interface Standing {
  planType: number;
  plan: PlanRow | undefined;
  /** Doc 2 §6: may not make or send contracts, nor edit project and client details. */
  restricted: boolean;
  /** Doc 3 §4: 0 active, 1 trial or ended (Upgrade Plan), 2 cancelled but running. */
  status: number;
  statusKey: MessageKey;
  endTime: Date | null;
  endTitleKey: MessageKey;
  canceledAt: Date | null;
  /** A renewal payment failed: access stops after this instant. */
  pastDueUntil: Date | null;
  /** The month quotas count in; null on a plan without limits. */
  window: Window | null;
  /** True on the special plan, or with billing off: no limits and no banners. */
  unlimited: boolean;
}

interface Account {
  planType: number;
  trialStartAt: Date | null;
  trialEndAt: Date | null;
  createdAt: Date;
}

const special = (plan: PlanRow | undefined): Standing => ({
  planType: planTypes.free,
  plan,
  restricted: false,
  status: subscriptionStatuses.active,
  statusKey: 'billingStatusSpecial',
  endTime: null,
  endTitleKey: 'billingEndTitleRenews',
  canceledAt: null,
  pastDueUntil: null,
  window: null,
  unlimited: true,
});

function trialStanding(account: Account, plan: PlanRow | undefined, now: Date): Standing {
  const end = account.trialEndAt;
  const over = !end || end.getTime() <= now.getTime();
  return {
    planType: planTypes.trial,
    plan,
    restricted: over,
    status: subscriptionStatuses.upgrade,
    statusKey: over ? 'billingStatusTrialEnded' : 'billingStatusTrial',
    endTime: end,
    endTitleKey: over ? 'billingEndTitleEnded' : 'billingEndTitleTrial',
    canceledAt: null,
    pastDueUntil: null,
    window: { start: account.trialStartAt ?? account.createdAt, end: end ?? now },
    unlimited: false,
  };
}

function paidStanding(subscription: SubscriptionRow, plan: PlanRow | undefined, now: Date): Standing {
  const periodEnd = subscription.currentPeriodEnd;
  const base = {
    planType: subscription.planType,
    plan,
    canceledAt: subscription.canceledAt,
    pastDueUntil: null,
    window: quotaWindow(subscription.currentPeriodStart, now),
    unlimited: false,
  };
  const ended =
    subscription.status === 'ended' ||
    (subscription.cancelAtPeriodEnd && periodEnd.getTime() <= now.getTime());
  if (ended) {
    return {
      ...base,
      restricted: true,
      status: subscriptionStatuses.upgrade,
      statusKey: 'billingStatusEnded',
      endTime: subscription.endedAt ?? periodEnd,
      endTitleKey: 'billingEndTitleEnded',
    };
  }
  if (subscription.cancelAtPeriodEnd) {
    return {
      ...base,
      restricted: false,
      status: subscriptionStatuses.cancelled,
      statusKey: 'contractStatusCancelled',
      endTime: periodEnd,
      endTitleKey: 'billingEndTitleEnds',
    };
  }
  if (subscription.status === 'past_due') {
    const until = new Date((subscription.pastDueSince ?? periodEnd).getTime() + paymentGraceDays * day);
    return {
      ...base,
      pastDueUntil: until,
      restricted: until.getTime() <= now.getTime(),
      status: subscriptionStatuses.active,
      statusKey: 'billingStatusPastDue',
      endTime: until,
      endTitleKey: 'billingEndTitleEnds',
    };
  }
  // A renewal the provider has not confirmed yet keeps access through the grace period.
  return {
    ...base,
    restricted: periodEnd.getTime() + paymentGraceDays * day <= now.getTime(),
    status: subscriptionStatuses.active,
    statusKey: 'billingStatusActive',
    endTime: periodEnd,
    endTitleKey: 'billingEndTitleRenews',
  };
}

/**
 * The account's standing. Billing off (a self-hosted install) and the special plan have no limits; a
 * trial stops at its end; a paid plan runs to its period's end, and a failed renewal keeps access
 * for `paymentGraceDays`.
 */
export function standingOf(input: {
  mode: BillingMode;
  account: Account;
  subscription: SubscriptionRow | undefined;
  plans: readonly PlanRow[];
  now: Date;
}): Standing {
  const { account, subscription, plans, now } = input;
  const planOf = (type: number) => plans.find((plan) => plan.type === type);
  if (input.mode === 'off' || account.planType === planTypes.free) return special(planOf(planTypes.free));
  if (account.planType === planTypes.trial || !subscription) {
    return trialStanding(account, planOf(planTypes.trial), now);
  }
  return paidStanding(subscription, planOf(subscription.planType), now);
}
