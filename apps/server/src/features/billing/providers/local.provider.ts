import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { findSubscriptionByProviderId, type SubscriptionRow } from '../billing.repository.js';
import type { PaymentProvider, SubscriptionSnapshot } from '../provider.js';

/** A local subscription as a snapshot, the shape a Stripe subscription is read into. */
export function localSnapshot(row: SubscriptionRow, customerId: string): SubscriptionSnapshot {
  return {
    providerSubscriptionId: row.providerSubscriptionId,
    customerId,
    planType: row.planType,
    nextPlanType: row.nextPlanType,
    status: row.status as SubscriptionSnapshot['status'],
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
  };
}

export const localCustomerId = (userId: string) => `local_cus_${userId}`;

/**
 * The payment provider of a development install without a Stripe key: checkouts are paid on our own
 * page (/Pay/:id) with test card numbers, and no money moves. What it reports goes through the same
 * billing events as Stripe's webhooks.
 */
export function localProvider(db: Db, publicUrl: string): PaymentProvider {
  async function snapshotOf(subscriptionId: string): Promise<SubscriptionRow> {
    const row = await findSubscriptionByProviderId(db, 'local', subscriptionId);
    if (!row) throw new Error(`no local subscription ${subscriptionId}`);
    return row;
  }
  return {
    name: 'local',
    async openCheckout(order, existingCustomerId) {
      return {
        providerSessionId: order.checkoutId,
        customerId: existingCustomerId ?? localCustomerId(order.userId),
        url: `${publicUrl}/Pay/${order.checkoutId}`,
      };
    },
    async portalUrl(customerId) {
      return `${publicUrl}/Pay/${customerId.replace(/^local_cus_/, '')}`;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await snapshotOf(subscriptionId);
      return {
        ...localSnapshot(row, localCustomerId(row.userId)),
        cancelAtPeriodEnd: cancel,
        canceledAt: cancel ? new Date() : null,
      };
    },
    // Local renewals run from our subscription rows (renewals.ts): deleting the row stops them.
    async cancelNow() {},
    async changePlanAtRenewal(subscriptionId, plan) {
      const row = await snapshotOf(subscriptionId);
      return {
        ...localSnapshot(row, localCustomerId(row.userId)),
        nextPlanType: plan.type === row.planType ? null : plan.type,
      };
    },
    async refund() {
      return { providerRefundId: `local_re_${randomUUID()}` };
    },
  };
}
