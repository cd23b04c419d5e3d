import { randomUUID } from 'node:crypto';
import {
  addMonths,
  formatTaxRate,
  keptTrialEnd,
  localTestCards,
  planTypes,
  taxKindMessages,
  wordsIn,
  type Language,
  type LocalPaymentSession,
  type TaxKind,
} from '@tradepact/shared';
import type { z } from 'zod';
import type { localPaymentRequestSchema } from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import type { Transaction } from '../../queue/queue.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import { billingEventsService } from './billing-events.js';
import {
  findCheckout,
  findCustomer,
  findPlan,
  findSubscription,
  savePaymentMethod,
  type CheckoutRow,
} from './billing.repository.js';
import { latestFailedInvoice } from './ledger.repository.js';
import { localCustomerId, localSnapshot } from './providers/local.provider.js';
import type { PaymentRecord } from './provider.js';

type PayRequest = z.infer<typeof localPaymentRequestSchema>;

const brands: [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^5[1-5]/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
];

/** The card typed, checked as a card form would; answers how to show it and whether renewals fail. */
function checkedCard(request: PayRequest, now: Date): { label: string; failsLater: boolean } {
  const number = request.CardNumber.replace(/[\s-]/g, '');
  if (request.Name.trim() === '') throw badRequest('billingCardName');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(request.Expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const lastDay = new Date(Date.UTC(year, month, 1));
  if (!expiry || month < 1 || month > 12 || lastDay.getTime() <= now.getTime())
    throw badRequest('billingCardExpiry');
  if (!/^\d{3,4}$/.test(request.Cvc)) throw badRequest('billingCardCvc');
  if (number === localTestCards.declined) throw new AppError(402, 'billingCardDeclined');
  const failsLater = number === localTestCards.failsLater;
  if (!failsLater && !(localTestCards.accepted as readonly string[]).includes(number)) {
    throw badRequest('billingCardUnknown');
  }
  const brand = brands.find(([pattern]) => pattern.test(number))?.[1] ?? 'Card';
  return { label: `${brand} •••• ${number.slice(-4)}`, failsLater };
}

/**
 * The local payment page (no Stripe key, outside production): shows a checkout, takes a test card,
 * and reports the payment as billing events, the way Stripe's webhooks do.
 */
export function localPaymentService(deps: AppDeps) {
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  const events = billingEventsService(deps);

  async function ownedOpenCheckout(userId: string, id: string): Promise<CheckoutRow> {
    const session = await findCheckout(db, id);
    if (!session || session.userId !== userId || session.provider !== 'local')
      throw notFound('billingCheckoutNotFound');
    return session;
  }

  async function payCheckout(
    userId: string,
    session: CheckoutRow,
    card: { label: string; failsLater: boolean },
  ) {
    if (session.status !== 'open' || session.expiresAt.getTime() <= Date.now()) {
      throw new AppError(409, 'billingCheckoutClosed');
    }
    const customerId = (await findCustomer(db, userId))?.customerId ?? localCustomerId(userId);
    const saveCard = (tx: Transaction) => savePaymentMethod(tx, userId, card.label, card.failsLater);
    const now = new Date();
    const payment = (periodStart: Date | null, periodEnd: Date | null): PaymentRecord => ({
      providerInvoiceId: `local_in_${session.id}`,
      providerPaymentId: `local_pi_${session.id}`,
      amountCents: session.amountCents,
      discountCents: session.discountCents,
      creditCents: session.creditCents,
      taxCents: session.taxCents,
      totalCents: session.totalCents,
      at: now,
      periodStart,
      periodEnd,
      paymentMethod: card.label,
    });
    // The events are named by the session: a retry after a crash applies them (nothing of the first
    // try committed), and a second payment arriving with the first applies nothing twice.
    if (session.kind === 'topup') {
      await events.applyTogether(
        [
          {
            id: `local_evt_${session.id}_completed`,
            provider: 'local',
            type: 'checkout.completed',
            providerSessionId: session.id,
            customerId,
            subscription: null,
            payment: payment(null, null),
          },
        ],
        saveCard,
      );
      return;
    }
    const plan = await findPlan(db, session.planType ?? 0);
    // A plan bought during a trial is paid from the trial's end (DECISIONS "Trial days are kept"), as
    // Stripe's trial_end does: the days left stay free, and the first renewal is a whole period later.
    const user = await findUserById(db, userId);
    const trialEnd = user?.planType === planTypes.trial ? (user.trialEndAt ?? null) : null;
    const paidFrom = keptTrialEnd(trialEnd, now) ?? now;
    const periodEnd = addMonths(paidFrom, plan?.months || 1);
    const subscription = {
      providerSubscriptionId: `local_sub_${session.id}`,
      customerId,
      planType: session.planType ?? 0,
      nextPlanType: null,
      status: 'active' as const,
      periodStart: now,
      periodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    };
    // The plan, its invoice and the receipt commit together: never a paid plan without its invoice.
    await events.applyTogether(
      [
        {
          id: `local_evt_${session.id}_completed`,
          provider: 'local',
          type: 'checkout.completed',
          providerSessionId: session.id,
          customerId,
          subscription,
          payment: null,
        },
        {
          id: `local_evt_${session.id}_paid`,
          provider: 'local',
          type: 'invoice.paid',
          subscription,
          payment: payment(paidFrom, periodEnd),
        },
      ],
      saveCard,
    );
  }

  /** The portal: a new card, and the unpaid renewal paid with it (access restored at once). */
  async function payDue(userId: string, card: { label: string; failsLater: boolean }) {
    if (card.failsLater) {
      const due = await latestFailedInvoice(db, userId);
      if (due) throw new AppError(402, 'billingCardDeclined');
    }
    await savePaymentMethod(db, userId, card.label, card.failsLater);
    const subscription = await findSubscription(db, userId);
    const due = await latestFailedInvoice(db, userId);
    if (!subscription || subscription.provider !== 'local' || subscription.status !== 'past_due' || !due)
      return;
    const plan = await findPlan(db, subscription.planType);
    const start = subscription.currentPeriodEnd;
    const end = addMonths(start, plan?.months || 1);
    const now = new Date();
    await events.apply({
      id: `local_evt_${randomUUID()}`,
      provider: 'local',
      type: 'invoice.paid',
      subscription: {
        ...localSnapshot(subscription, localCustomerId(userId)),
        status: 'active',
        periodStart: start,
        periodEnd: end,
      },
      payment: {
        providerInvoiceId: due.providerInvoiceId,
        providerPaymentId: `local_pi_${randomUUID()}`,
        amountCents: due.amountCents,
        discountCents: due.discountCents,
        creditCents: due.creditCents,
        taxCents: due.taxCents,
        totalCents: due.totalCents,
        at: now,
        periodStart: start,
        periodEnd: end,
        paymentMethod: card.label,
      },
    });
  }

  return {
    /**
     * The page's view: a checkout by its id, or (the account's own id) the portal. The page's words
     * are in its `language`; what was bought reads as the checkout (or the invoice) named it.
     */
    async session(userId: string, id: string, language: Language): Promise<LocalPaymentSession> {
      const say = wordsIn(language);
      const user = await findUserById(db, userId);
      if (id === userId) {
        const due = await latestFailedInvoice(db, userId);
        return {
          Id: id,
          Mode: 'portal',
          Name: say('billingUpdatePaymentMethod'),
          Email: user?.email ?? '',
          Total: due?.totalCents ?? 0,
          Lines: due ? [{ Label: due.description, Amount: due.totalCents }] : [],
          Status: 'open',
          CancelUrl: `${publicUrl}/Subscription`,
        };
      }
      const session = await ownedOpenCheckout(userId, id);
      const expired = session.status === 'open' && session.expiresAt.getTime() <= Date.now();
      return {
        Id: session.id,
        Mode: 'checkout',
        Name: session.name,
        Email: user?.email ?? '',
        Total: session.totalCents,
        Lines: [
          { Label: session.name, Amount: session.amountCents },
          ...(session.discountCents > 0
            ? [{ Label: say('invoiceDiscount'), Amount: -session.discountCents }]
            : []),
          ...session.taxLines.map((line) => ({
            Label: `${
              Object.hasOwn(taxKindMessages, line.kind)
                ? say(taxKindMessages[line.kind as TaxKind])
                : line.kind
            } ${formatTaxRate(line.ratePercent, `${language}-CA`, say)}`,
            Amount: line.cents,
          })),
          // Credit pays part of the bill, taxes included.
          ...(session.creditCents > 0 ? [{ Label: say('invoiceCredit'), Amount: -session.creditCents }] : []),
        ],
        Status: expired ? 'expired' : (session.status as LocalPaymentSession['Status']),
        CancelUrl: `${publicUrl}/Cancel`,
      };
    },

    /** Pays with a test card; answers where the browser goes next. */
    async pay(userId: string, request: PayRequest): Promise<{ Url: string }> {
      if (deps.config.billing.mode !== 'local') throw notFound('billingCheckoutNotFound');
      const card = checkedCard(request, new Date());
      if (request.Id === userId) {
        await payDue(userId, card);
        return { Url: `${publicUrl}/Subscription` };
      }
      await payCheckout(userId, await ownedOpenCheckout(userId, request.Id), card);
      return { Url: `${publicUrl}/Success/${request.Id}` };
    },
  };
}
