import {
  formatDate,
  invoiceStatuses,
  paymentGraceDays,
  referralTerms,
  timeZoneOf,
  topUpProduct,
  type Language,
} from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import type { Transaction } from '../../queue/queue.js';
import { findUserById, findUserByReferralCode } from '../auth/accounts.service.js';
import { addresseeOf, billingEmails, type Addressee } from './billing-emails.js';
import {
  findCustomer,
  findCustomerById,
  findPlan,
  findSubscription,
  insertRedemption,
  latestSubscriptionCheckout,
  lockAccount,
  lockCheckoutByProviderSession,
  saveCustomer,
  savePaymentMethod,
  setCheckoutStatus,
  setPlanType,
  upsertSubscription,
} from './billing.repository.js';
import { billedParty, invoiceNumberOf, planLine, recordPayment, topUpLine } from './invoicing.js';
import { planWordsIn } from './plan-words.js';
import { pushCreditsJob } from './push-credits.job.js';
import { storeInvoicePdfJob } from './store-invoice-pdf.job.js';
import {
  addAllowance,
  addCredit,
  eventRecorded,
  recordEvent,
  findInvoiceByPaymentId,
  findInvoiceByProviderId,
  insertRefund,
  paidInvoiceCount,
  refundsOf,
  updateInvoice,
} from './ledger.repository.js';
import type { BillingEvent, PaymentRecord, ProviderName, SubscriptionSnapshot } from './provider.js';

const day = 86_400_000;

/**
 * Applies what a payment provider reports: the one path by which an account is upgraded, renewed,
 * marked unpaid, ended or refunded, whether the report is a Stripe webhook or the local payment
 * page. Each event is applied once (its id is recorded in the same transaction), and subscription
 * events carry the subscription as it is now, so events arriving out of order still converge.
 */
export function billingEventsService(deps: AppDeps) {
  const { db } = deps.database;
  const emails = billingEmails(deps.notifier, deps.config.publicUrl, deps.config.productName);

  async function addresseeOfUser(tx: Transaction, userId: string): Promise<Addressee | undefined> {
    const user = await findUserById(tx, userId);
    return user && addresseeOf(user);
  }

  /** Writes the subscription as the provider holds it; an ended old one never replaces a newer one. */
  async function applySnapshot(
    tx: Transaction,
    userId: string,
    provider: ProviderName,
    snapshot: SubscriptionSnapshot,
  ): Promise<void> {
    const existing = await findSubscription(tx, userId);
    const another = existing && existing.providerSubscriptionId !== snapshot.providerSubscriptionId;
    if (another && existing.status !== 'ended' && snapshot.status === 'ended') return;
    const now = new Date();
    const sameOne = existing && !another;
    await upsertSubscription(tx, {
      userId,
      provider,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      planType: snapshot.planType,
      nextPlanType: snapshot.nextPlanType,
      status: snapshot.status,
      currentPeriodStart: snapshot.periodStart,
      currentPeriodEnd: snapshot.periodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      canceledAt: snapshot.canceledAt,
      pastDueSince: snapshot.status === 'past_due' ? (sameOne && existing.pastDueSince) || now : null,
      endedAt: snapshot.status === 'ended' ? (sameOne && existing.endedAt) || now : null,
    });
    await setPlanType(tx, userId, snapshot.planType);
  }

  async function userOfCustomer(tx: Transaction, provider: ProviderName, customerId: string) {
    return (await findCustomerById(tx, provider, customerId))?.userId;
  }

  /** The referrer's credit, once per referred account, when the referred account first pays. */
  async function rewardReferrer(tx: Transaction, userId: string): Promise<void> {
    const user = await findUserById(tx, userId);
    if (!user?.referredByCode) return;
    const referrer = await findUserByReferralCode(tx, user.referredByCode);
    if (!referrer || referrer.id === user.id || referrer.email === user.email) return;
    const added = await addCredit(tx, {
      userId: referrer.id,
      cents: referralTerms.rewardCents,
      reason: 'referral',
      key: `referral:${user.id}`,
    });
    // With Stripe the credit moves to the customer balance, so that its renewals use it too.
    const customer = added ? await findCustomer(tx, referrer.id) : undefined;
    if (customer?.provider === 'stripe')
      await deps.queue.enqueue(tx, pushCreditsJob, { userId: referrer.id });
    const to = added && (await addresseeOfUser(tx, referrer.id));
    if (to) await emails.referralReward(tx, to, referralTerms.rewardCents);
  }

  async function paid(
    tx: Transaction,
    userId: string,
    provider: ProviderName,
    payment: PaymentRecord,
    line: Parameters<typeof recordPayment>[2]['line'],
  ): Promise<void> {
    const firstPayment = (await paidInvoiceCount(tx, userId)) === 0;
    if (payment.paymentMethod) await savePaymentMethod(tx, userId, payment.paymentMethod);
    const recorded = await recordPayment(tx, db, {
      userId,
      provider,
      payment,
      line,
      paid: true,
      issuer: deps.config.operator,
    });
    if (!recorded.newlyPaid) return;
    await deps.queue.enqueue(tx, storeInvoicePdfJob, { invoiceId: recorded.invoice.id });
    // The credit a payment used, as the provider reports it: spent once, with that payment.
    if (payment.creditCents > 0) {
      await addCredit(tx, {
        userId,
        cents: -payment.creditCents,
        reason: line.checkoutSessionId ? 'checkout' : 'renewal',
        key: `payment:${provider}:${payment.providerInvoiceId}`,
      });
    }
    if (firstPayment) await rewardReferrer(tx, userId);
    const to = await addresseeOfUser(tx, userId);
    if (to) {
      await emails.receipt(tx, to, {
        number: invoiceNumberOf(recorded.invoice),
        totalCents: recorded.invoice.totalCents,
        description: recorded.invoice.description,
      });
    }
  }

  async function subscriptionLine(
    tx: Transaction,
    userId: string,
    snapshot: SubscriptionSnapshot,
    payment: PaymentRecord,
  ) {
    const plan = await findPlan(tx, snapshot.planType);
    const { province } = await billedParty(db, userId, tx);
    // A first payment's discount and credit are its checkout's (the credit was spent there).
    const latest =
      payment.discountCents > 0 || payment.creditCents > 0
        ? await latestSubscriptionCheckout(tx, userId)
        : undefined;
    // Stripe reports the discount and the credit as one coupon: match on their sum.
    const checkout =
      latest && latest.discountCents + latest.creditCents === payment.discountCents + payment.creditCents
        ? latest
        : undefined;
    return {
      kind: 'subscription' as const,
      describe: (language: Language) =>
        planLine(
          plan,
          payment.periodStart ?? snapshot.periodStart,
          payment.periodEnd ?? snapshot.periodEnd,
          province,
          language,
        ),
      quantity: 1,
      unitCents: payment.amountCents,
      discountLabel: checkout?.discountLabel ?? '',
      checkoutSessionId: checkout?.id ?? null,
    };
  }

  const handlers: {
    [T in BillingEvent['type']]: (
      tx: Transaction,
      event: Extract<BillingEvent, { type: T }>,
    ) => Promise<void>;
  } = {
    async 'checkout.completed'(tx, event) {
      const session = await lockCheckoutByProviderSession(tx, event.provider, event.providerSessionId);
      if (!session) return;
      await saveCustomer(tx, {
        userId: session.userId,
        provider: event.provider,
        customerId: event.customerId,
      });
      if (session.status === 'complete') return;
      await lockAccount(tx, session.userId);
      await setCheckoutStatus(tx, session.id, 'complete');
      if (session.promoCodeId) {
        await insertRedemption(tx, {
          promoCodeId: session.promoCodeId,
          userId: session.userId,
          checkoutSessionId: session.id,
        });
      }
      if (session.kind === 'subscription' && event.subscription) {
        await applySnapshot(tx, session.userId, event.provider, event.subscription);
        const plan = await findPlan(tx, event.subscription.planType);
        if (plan && plan.welcomeBonus > 0) {
          for (const contractType of [1, 0]) {
            await addAllowance(tx, {
              userId: session.userId,
              contractType,
              source: 'welcome',
              quantity: plan.welcomeBonus,
            });
          }
        }
      }
      const product = session.topUpType === null ? undefined : topUpProduct(session.topUpType);
      if (session.kind === 'topup' && product && event.payment) {
        await addAllowance(tx, {
          userId: session.userId,
          contractType: product.contractType,
          source: 'topup',
          quantity: session.quantity,
          checkoutSessionId: session.id,
        });
        await paid(tx, session.userId, event.provider, event.payment, {
          kind: 'topup',
          describe: (language) => topUpLine(product.contractType, session.quantity, language),
          quantity: session.quantity,
          unitCents: Math.round(session.amountCents / session.quantity),
          discountLabel: session.discountLabel,
          checkoutSessionId: session.id,
        });
      }
    },

    async 'invoice.paid'(tx, event) {
      const userId = await userOfCustomer(tx, event.provider, event.subscription.customerId);
      if (!userId) return;
      await lockAccount(tx, userId);
      await applySnapshot(tx, userId, event.provider, event.subscription);
      const line = await subscriptionLine(tx, userId, event.subscription, event.payment);
      await paid(tx, userId, event.provider, event.payment, line);
    },

    async 'invoice.failed'(tx, event) {
      const userId = await userOfCustomer(tx, event.provider, event.subscription.customerId);
      if (!userId) return;
      await lockAccount(tx, userId);
      await applySnapshot(tx, userId, event.provider, event.subscription);
      const line = await subscriptionLine(tx, userId, event.subscription, event.payment);
      const recorded = await recordPayment(tx, db, {
        userId,
        provider: event.provider,
        payment: event.payment,
        line,
        paid: false,
        issuer: deps.config.operator,
      });
      if (recorded.newlyFailed) {
        await deps.queue.enqueue(tx, storeInvoicePdfJob, { invoiceId: recorded.invoice.id });
      }
      const subscription = await findSubscription(tx, userId);
      const to = recorded.newlyFailed && (await addresseeOfUser(tx, userId));
      if (to && subscription) {
        const until = new Date((subscription.pastDueSince ?? new Date()).getTime() + paymentGraceDays * day);
        const { province } = await billedParty(db, userId, tx);
        const plan = await findPlan(tx, subscription.planType);
        await emails.paymentFailed(tx, to, {
          totalCents: event.payment.totalCents,
          plan: plan ? planWordsIn(plan, to.language).name : '',
          until: formatDate(until, timeZoneOf(province)),
        });
      }
    },

    async 'subscription.changed'(tx, event) {
      const userId = await userOfCustomer(tx, event.provider, event.subscription.customerId);
      if (!userId) return;
      await lockAccount(tx, userId);
      await applySnapshot(tx, userId, event.provider, event.subscription);
    },

    async 'invoice.refunded'(tx, event) {
      const invoice =
        (event.providerInvoiceId &&
          (await findInvoiceByProviderId(tx, event.provider, event.providerInvoiceId))) ||
        (event.providerPaymentId &&
          (await findInvoiceByPaymentId(tx, event.provider, event.providerPaymentId))) ||
        undefined;
      if (!invoice) return;
      for (const refund of event.refunds) {
        await insertRefund(tx, {
          invoiceId: invoice.id,
          cents: refund.cents,
          providerRefundId: refund.providerRefundId,
          createdAt: refund.at,
        });
      }
      const refunded = (await refundsOf(tx, invoice.id)).reduce((sum, refund) => sum + refund.cents, 0);
      if (refunded === 0) return;
      await updateInvoice(tx, invoice.id, {
        refundedCents: refunded,
        status: refunded >= invoice.totalCents ? invoiceStatuses.refunded : invoiceStatuses.partlyRefunded,
      });
      // The PDF lists the refunds: the stored one is rendered again, with the issuer it was issued by.
      await deps.queue.enqueue(tx, storeInvoicePdfJob, { invoiceId: invoice.id });
    },

    async 'checkout.expired'(tx, event) {
      const session = await lockCheckoutByProviderSession(tx, event.provider, event.providerSessionId);
      if (session?.status === 'open') await setCheckoutStatus(tx, session.id, 'expired');
    },
  };

  /**
   * Applies events in order in one transaction, so that what they report together (a plan, its
   * invoice, the receipt) commits together or not at all; `first` runs in it before them. Each event
   * is still applied once by its id: 'duplicate' when every one of them was applied before.
   */
  function applyTogether(
    events: BillingEvent[],
    first?: (tx: Transaction) => Promise<void>,
  ): Promise<'applied' | 'duplicate'> {
    return db.transaction(async (tx) => {
      await first?.(tx);
      let applied = false;
      for (const event of events) {
        if (!(await recordEvent(tx, { id: event.id, provider: event.provider, type: event.type }))) continue;
        await (handlers[event.type] as (tx: Transaction, event: BillingEvent) => Promise<void>)(tx, event);
        applied = true;
      }
      return applied ? 'applied' : 'duplicate';
    });
  }

  return {
    /** Whether an event id was applied already: a redelivery needs no more work (apply checks again). */
    seen: (id: string) => eventRecorded(db, id),

    /** Applies one event; 'duplicate' when its id was applied before (nothing changes twice). */
    apply: (event: BillingEvent) => applyTogether([event]),

    applyTogether,

    /**
     * Applies another feature's effect of a provider's event once: card payments of client invoices
     * come through the same Stripe webhooks, and their event ids are recorded here too, in the
     * effect's transaction. 'duplicate' when the id was applied before (the effect does not run).
     */
    once(
      event: { id: string; provider: ProviderName; type: string },
      effect: (tx: Transaction) => Promise<void>,
    ): Promise<'applied' | 'duplicate'> {
      return db.transaction(async (tx) => {
        if (!(await recordEvent(tx, event))) return 'duplicate';
        await effect(tx);
        return 'applied';
      });
    },
  };
}

export type BillingEventsService = ReturnType<typeof billingEventsService>;
