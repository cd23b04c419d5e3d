import { randomUUID } from 'node:crypto';
import {
  formatCad,
  formatDate,
  planTypes,
  subscriptionStatuses,
  timeZoneOf,
  topUpProducts,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
  type PaymentReturn,
  type SubscriptionInfo,
} from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import { accountBilling, referralOf, usageFields } from './account-billing.js';
import { addresseeOf, billingEmails } from './billing-emails.js';
import { billingEventsService } from './billing-events.js';
import {
  findCheckout,
  findCustomer,
  findOwnedCheckoutByKey,
  findPlan,
  findSubscription,
  setCancelReason,
} from './billing.repository.js';
import { billedParty } from './invoicing.js';
import { planWordsIn } from './plan-words.js';
import { planLookupKey } from './providers/lookup-keys.js';
import { paymentProviderFor } from './providers/index.js';
import type { SubscriptionSnapshot } from './provider.js';

/** Doc 3 §2/§4/§7: the subscription page, and what it changes: cancel, resume, switch plan. */
export function subscriptionService(deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const mode = config.billing.mode;
  // What the pages show is worded in the request's language; emails in the account's (billing-emails).
  const wordsFor = (language: Language) => (key: MessageKey, params?: MessageParams) =>
    translate(language, key, params);
  const events = billingEventsService(deps);

  /** The provider's answer applied as an event, so the page shows the change at once. */
  const applyNow = (customerId: string, subscription: SubscriptionSnapshot) =>
    events.apply({
      id: `sync_${randomUUID()}`,
      provider: paymentProviderFor(deps).name,
      type: 'subscription.changed',
      subscription: { ...subscription, customerId },
    });

  async function runningSubscription(userId: string) {
    if (mode === 'off') throw new AppError(403, 'billingOff');
    const subscription = await findSubscription(db, userId);
    const customer = await findCustomer(db, userId);
    if (!subscription || !customer || subscription.status === 'ended')
      throw new AppError(409, 'billingNoPaidPlan');
    if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd.getTime() <= Date.now()) {
      throw new AppError(409, 'billingSubscriptionEnded');
    }
    return { subscription, customer };
  }

  return {
    async info(userId: string, language: Language): Promise<SubscriptionInfo> {
      const say = wordsFor(language);
      const user = await findUserById(db, userId);
      if (!user) throw new AppError(401, 'commonUnauthorized');
      const party = await billedParty(db, userId);
      const billing = await accountBilling(db, mode, userId, party.province);
      if (!billing) throw new AppError(401, 'commonUnauthorized');
      const { standing } = billing;
      const subscription = await findSubscription(db, userId);
      const customer = await findCustomer(db, userId);
      const next = subscription?.nextPlanType ? await findPlan(db, subscription.nextPlanType) : undefined;
      const plan = standing.plan;
      return {
        Plan: {
          Type: standing.planType,
          Name: plan ? planWordsIn(plan, language).name : say('billingSpecialPlanName'),
          Price: plan?.priceCents ?? 0,
          PriceStr: formatCad(plan?.priceCents ?? 0, `${language}-CA`),
        },
        Status: standing.status,
        StatusStr: say(standing.statusKey),
        EndTime: billing.day(standing.endTime),
        EndTimeTitle: say(standing.endTitleKey),
        CanceledDate: billing.day(standing.canceledAt),
        NextPlan:
          next && subscription && standing.status === subscriptionStatuses.active
            ? {
                Type: next.type,
                Name: planWordsIn(next, language).name,
                StartTime: billing.day(subscription.currentPeriodEnd) ?? '',
              }
            : null,
        PastDueUntil: billing.day(standing.pastDueUntil),
        IsRestricted: standing.restricted,
        TemplateQuota: billing.templateQuota,
        TemplateUsed: billing.templateUsed,
        ...usageFields(billing),
        PaymentMethod: customer?.paymentMethod ?? null,
        Referral: {
          ...referralOf(user.referralCode, billing.creditCents),
          Url: `${config.publicUrl}/?ref=${encodeURIComponent(user.referralCode)}`,
        },
        TopUps: topUpProducts.map((product) => ({
          Id: String(product.type),
          Type: product.type,
          Name: say(product.contractType === 1 ? 'billingTopUpClient' : 'billingTopUpSubcontractor'),
          Price: product.unitCents,
          PriceStr: formatCad(product.unitCents, `${language}-CA`),
        })),
        Billing: mode,
      };
    },

    /** Cancels at the period's end: access continues until then (doc 3 §4). */
    async cancel(userId: string, reason: string): Promise<void> {
      const { subscription, customer } = await runningSubscription(userId);
      if (subscription.cancelAtPeriodEnd) {
        const { province } = await billedParty(db, userId);
        throw new AppError(409, 'billingAlreadyCancelled', {
          date: formatDate(subscription.currentPeriodEnd, timeZoneOf(province)),
        });
      }
      const snapshot = await paymentProviderFor(deps).setCancelAtPeriodEnd(
        subscription.providerSubscriptionId,
        true,
      );
      await applyNow(customer.customerId, snapshot);
      const user = await findUserById(db, userId);
      const plan = await findPlan(db, subscription.planType);
      const { province } = await billedParty(db, userId);
      await db.transaction(async (tx) => {
        await setCancelReason(tx, userId, reason);
        if (user) {
          const to = addresseeOf(user);
          await billingEmails(deps.notifier, config.publicUrl, config.productName).cancelled(tx, to, {
            plan: plan ? planWordsIn(plan, to.language).name : '',
            until: formatDate(snapshot.periodEnd, timeZoneOf(province)),
          });
        }
      });
    },

    async resume(userId: string): Promise<void> {
      const { subscription, customer } = await runningSubscription(userId);
      if (!subscription.cancelAtPeriodEnd) throw new AppError(409, 'billingNotCancelled');
      const snapshot = await paymentProviderFor(deps).setCancelAtPeriodEnd(
        subscription.providerSubscriptionId,
        false,
      );
      await applyNow(customer.customerId, snapshot);
      await db.transaction((tx) => setCancelReason(tx, userId, ''));
    },

    /** Switches plan from the next billing date; no proration, nothing charged now. */
    async changePlan(userId: string, type: number): Promise<void> {
      const plan = await findPlan(db, type);
      if (!plan || (plan.type !== planTypes.monthly && plan.type !== planTypes.annual)) {
        throw badRequest('billingPlanUnknown');
      }
      const { subscription, customer } = await runningSubscription(userId);
      const target = subscription.nextPlanType ?? subscription.planType;
      if (target === plan.type) throw new AppError(409, 'billingPlanChangeSame', { name: plan.name });
      const snapshot = await paymentProviderFor(deps).changePlanAtRenewal(
        subscription.providerSubscriptionId,
        {
          type: plan.type,
          name: plan.name,
          lookupKey: planLookupKey(plan.type),
          unitCents: plan.priceCents,
          months: plan.months,
        },
      );
      await applyNow(customer.customerId, snapshot);
    },

    /** DECISIONS: where the customer changes the card and pays what is due. */
    async portal(userId: string): Promise<{ Url: string }> {
      if (mode === 'off') throw new AppError(403, 'billingOff');
      const customer = await findCustomer(db, userId);
      if (!customer) throw new AppError(409, 'billingNoCustomer');
      return {
        Url: await paymentProviderFor(deps).portalUrl(
          customer.customerId,
          `${config.publicUrl}/Subscription`,
        ),
      };
    },

    /**
     * Doc 3 §7 readkey: what became of one of the account's checkouts ('Payment Successful' only once
     * the provider said so); undefined when the key names none.
     */
    async readKey(userId: string, key: string, language: Language): Promise<PaymentReturn | undefined> {
      const say = wordsFor(language);
      const found = await findOwnedCheckoutByKey(db, userId, key);
      if (!found) return undefined;
      const session = (await findCheckout(db, found.id)) ?? found;
      if (session.status === 'complete') {
        const subscription = await findSubscription(db, userId);
        const { province } = await billedParty(db, userId);
        return {
          Title: say('billingPaymentSuccessfulTitle'),
          Content:
            session.kind === 'subscription'
              ? say('billingPaymentSuccessfulPlan', {
                  plan: session.name,
                  date: subscription ? formatDate(subscription.currentPeriodEnd, timeZoneOf(province)) : '',
                })
              : say('billingPaymentSuccessfulTopUp', { quantity: session.quantity, name: session.name }),
          Status: 'complete' as const,
        };
      }
      const expired = session.status === 'expired' || session.expiresAt.getTime() <= Date.now();
      return expired
        ? {
            Title: say('billingPaymentNotCompletedTitle'),
            Content: say('billingPaymentNotCompletedContent'),
            Status: 'expired' as const,
          }
        : {
            Title: say('billingPaymentProcessingTitle'),
            Content: say('billingPaymentProcessingContent'),
            Status: 'open' as const,
          };
    },
  };
}
