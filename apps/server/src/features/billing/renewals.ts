import { addMonths, paymentGraceDays, priceCheckout, todayIn } from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import { billingEventsService } from './billing-events.js';
import { findCustomer, findPlan, localSubscriptionsDue, type SubscriptionRow } from './billing.repository.js';
import { billedParty } from './invoicing.js';
import { creditBalance } from './ledger.repository.js';
import { localCustomerId, localSnapshot } from './providers/local.provider.js';

const day = 86_400_000;

/**
 * What Stripe does at a period's end, for the local payment page's subscriptions: a cancelled one
 * ends; otherwise the saved card is charged for the next period (the plan switched to, if any, with
 * the account's credit used first), or, with the "fails later" test card, the payment fails and the
 * grace period starts; still unpaid after it, the subscription ends. Event ids are derived from the
 * subscription and its period, so a second run over the same period changes nothing.
 */
export function localRenewals(deps: AppDeps) {
  const { db } = deps.database;
  const events = billingEventsService(deps);

  async function renew(subscription: SubscriptionRow, now: Date): Promise<void> {
    const customerId =
      (await findCustomer(db, subscription.userId))?.customerId ?? localCustomerId(subscription.userId);
    const snapshot = localSnapshot(subscription, customerId);
    const stamp = `${subscription.providerSubscriptionId}_${subscription.currentPeriodEnd.getTime()}`;
    if (subscription.cancelAtPeriodEnd) {
      await events.apply({
        id: `local_evt_end_${stamp}`,
        provider: 'local',
        type: 'subscription.changed',
        subscription: { ...snapshot, status: 'ended' },
      });
      return;
    }
    if (subscription.status === 'past_due') {
      const since = subscription.pastDueSince ?? subscription.currentPeriodEnd;
      if (since.getTime() + paymentGraceDays * day > now.getTime()) return;
      await events.apply({
        id: `local_evt_unpaid_${stamp}`,
        provider: 'local',
        type: 'subscription.changed',
        subscription: { ...snapshot, status: 'ended' },
      });
      return;
    }
    const planType = subscription.nextPlanType ?? subscription.planType;
    const plan = await findPlan(db, planType);
    if (!plan) return;
    const { province } = await billedParty(db, subscription.userId);
    const price = priceCheckout({
      amountCents: plan.priceCents,
      discount: null,
      creditBalanceCents: await creditBalance(db, subscription.userId),
      province,
      onDate: todayIn(province, now),
    });
    const start = subscription.currentPeriodEnd;
    const end = addMonths(start, plan.months || 1);
    const failing = (await findCustomer(db, subscription.userId))?.localCardFailsLater ?? false;
    const payment = {
      providerInvoiceId: `local_in_${stamp}`,
      providerPaymentId: failing ? null : `local_pi_${stamp}`,
      amountCents: price.amountCents,
      discountCents: 0,
      creditCents: price.creditCents,
      taxCents: price.taxCents,
      totalCents: price.totalCents,
      at: now,
      periodStart: start,
      periodEnd: end,
      paymentMethod: null,
    };
    if (failing) {
      await events.apply({
        id: `local_evt_failed_${stamp}`,
        provider: 'local',
        type: 'invoice.failed',
        subscription: { ...snapshot, status: 'past_due' },
        payment,
      });
      return;
    }
    await events.apply({
      id: `local_evt_renewed_${stamp}`,
      provider: 'local',
      type: 'invoice.paid',
      subscription: { ...snapshot, planType, nextPlanType: null, periodStart: start, periodEnd: end },
      payment,
    });
  }

  return {
    /** Renews, fails or ends every local subscription whose period is over; answers how many. */
    async run(now = new Date()): Promise<number> {
      const due = await localSubscriptionsDue(db, now);
      for (const subscription of due) await renew(subscription, now);
      return due.length;
    },
  };
}
