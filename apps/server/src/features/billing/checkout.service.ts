import {
  formatCad,
  keptTrialEnd,
  planTypes,
  priceCheckout,
  referralTerms,
  todayIn,
  topUpProduct,
  wordsIn,
  type CheckoutPreview,
  type checkoutRequestSchema,
  type Language,
  type Words,
} from '@tradepact/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import { accountLanguage } from '../auth/user-info.js';
import {
  findCustomer,
  findPlan,
  findPromo,
  findSubscription,
  hasRedeemed,
  insertCheckout,
  promoRedemptionCount,
  saveCustomer,
  setCheckoutProviderSession,
  type PromoRow,
} from './billing.repository.js';
import { accountStanding } from './entitlements.js';
import { billedParty, topUpLine } from './invoicing.js';
import { planWordsIn } from './plan-words.js';
import { creditBalance, paidInvoiceCount } from './ledger.repository.js';
import { pushCreditsToProvider } from './credits.js';
import { paymentProviderFor } from './providers/index.js';
import { planLookupKey, topUpLookupKey } from './providers/lookup-keys.js';

type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** A checkout is open this long; after that its page refuses to pay. */
const checkoutLifetimeMs = 24 * 3_600_000;

interface Purchase {
  kind: 'subscription' | 'topup';
  name: string;
  lookupKey: string;
  unitCents: number;
  quantity: number;
  months: number;
  planType: number | null;
  topUpType: number | null;
  /** A plan bought during a trial: its first paid period starts then (DECISIONS "Trial days are kept"). */
  trialEnd: Date | null;
}

interface Reduction {
  promo: PromoRow | null;
  referral: boolean;
  percentOff: number | null;
  amountOffCents: number | null;
  label: string;
}

/**
 * Doc 3 §3/§7: the checkout preview and the checkout itself. The amounts the preview shows are
 * computed once here and stored with the session, and the provider charges exactly those.
 */
export function checkoutService(deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;

  /** What is bought, named in `language`: the account's, which its invoice will be written in. */
  async function purchaseOf(
    userId: string,
    kind: Purchase['kind'],
    request: CheckoutRequest,
    language: Language,
  ): Promise<Purchase> {
    const standing = await accountStanding(db, config.billing.mode, userId);
    if (!standing) throw new AppError(401, 'commonUnauthorized');
    if (kind === 'subscription') {
      const plan = await findPlan(db, Number(request.Type));
      if (!plan || (plan.type !== planTypes.monthly && plan.type !== planTypes.annual)) {
        throw badRequest('billingPlanUnknown');
      }
      const subscription = await findSubscription(db, userId);
      if (subscription && subscription.status !== 'ended' && !standing.restricted) {
        const current = (await findPlan(db, subscription.planType)) ?? plan;
        throw new AppError(409, 'billingAlreadyOnPlan', { name: planWordsIn(current, language).name });
      }
      return {
        kind,
        name: planWordsIn(plan, language).name,
        lookupKey: planLookupKey(plan.type),
        unitCents: plan.priceCents,
        quantity: 1,
        months: plan.months,
        planType: plan.type,
        topUpType: null,
        trialEnd: standing.planType === planTypes.trial ? keptTrialEnd(standing.endTime, new Date()) : null,
      };
    }
    const product = topUpProduct(Number(request.Type));
    if (!product) throw badRequest('billingTopUpUnknown');
    const onPaidPlan = standing.planType === planTypes.monthly || standing.planType === planTypes.annual;
    if (!onPaidPlan || standing.restricted) throw new AppError(403, 'billingTopUpNeedsPlan');
    const quantity = request.Quantity;
    return {
      kind,
      name: topUpLine(product.contractType, quantity, language),
      lookupKey: topUpLookupKey(product.type),
      unitCents: product.unitCents,
      quantity,
      months: 0,
      planType: null,
      topUpType: product.type,
      trialEnd: null,
    };
  }

  /**
   * The promo code typed, checked; else the referral discount on a first payment; else none. Its label
   * is worded in `language` (the account's): the invoice prints it.
   */
  async function reductionFor(userId: string, code: string, language: Language): Promise<Reduction> {
    const say: Words = wordsIn(language);
    const none: Reduction = {
      promo: null,
      referral: false,
      percentOff: null,
      amountOffCents: null,
      label: '',
    };
    const firstPayment = (await paidInvoiceCount(db, userId)) === 0;
    if (code) {
      const promo = await findPromo(db, code);
      const shown = code.toUpperCase();
      if (!promo || !promo.active) throw badRequest('billingPromoInvalid', { code: shown });
      if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now()) {
        throw badRequest('billingPromoExpired', { code: shown });
      }
      if (
        promo.maxRedemptions !== null &&
        (await promoRedemptionCount(db, promo.id)) >= promo.maxRedemptions
      ) {
        throw badRequest('billingPromoUsedUp', { code: shown });
      }
      if (await hasRedeemed(db, promo.id, userId))
        throw badRequest('billingPromoAlreadyUsed', { code: shown });
      if (promo.firstPaymentOnly && !firstPayment)
        throw badRequest('billingPromoFirstPaymentOnly', { code: shown });
      return {
        promo,
        referral: false,
        percentOff: promo.percentOff,
        amountOffCents: promo.amountOffCents,
        label:
          promo.percentOff !== null
            ? say('billingPromotionPercent', { code: promo.code, percent: promo.percentOff })
            : say('billingPromotionAmount', {
                code: promo.code,
                amount: formatCad(promo.amountOffCents ?? 0, `${language}-CA`),
              }),
      };
    }
    const user = await findUserById(db, userId);
    if (firstPayment && user?.referredByCode && user.referredByCode !== user.referralCode) {
      return {
        ...none,
        referral: true,
        percentOff: referralTerms.discountPercent,
        label: say('billingPromotionReferral', { percent: referralTerms.discountPercent }),
      };
    }
    return none;
  }

  /**
   * Whether the account's credit pays part of this checkout. Stripe takes credit from the customer
   * balance, which its invoices use (plans) but a one-off Checkout payment does not (top-ups).
   */
  const creditApplies = (kind: Purchase['kind']) =>
    paymentProviderFor(deps).name === 'local' || kind === 'subscription';

  async function checkout(
    userId: string,
    kind: Purchase['kind'],
    request: CheckoutRequest,
  ): Promise<CheckoutPreview> {
    if (config.billing.mode === 'off') throw new AppError(403, 'billingOff');
    const provider = paymentProviderFor(deps);
    const language = await accountLanguage(db, userId);
    const purchase = await purchaseOf(userId, kind, request, language);
    const reduction = await reductionFor(userId, request.PromoCode.trim(), language);
    const party = await billedParty(db, userId);
    const price = priceCheckout({
      amountCents: purchase.unitCents * purchase.quantity,
      discount: { percentOff: reduction.percentOff, amountOffCents: reduction.amountOffCents },
      creditBalanceCents: creditApplies(kind) ? await creditBalance(db, userId) : 0,
      province: party.province,
      onDate: todayIn(party.province),
    });
    const preview: CheckoutPreview = {
      Name: purchase.name,
      Amount: price.amountCents,
      Discount: price.discountCents,
      CreditUsed: price.creditCents,
      TaxRate: price.taxRatePercent / 100,
      Tax: price.taxCents,
      Total: price.totalCents,
      TaxLines: price.taxLines.map((line) => ({
        Name: line.kind,
        Rate: line.ratePercent,
        Amount: line.cents,
      })),
      PromotionStr: reduction.label,
      PromoCode: reduction.promo?.code ?? '',
      IsPromotionAllowed: true,
      TrialEnd: purchase.trialEnd?.toISOString() ?? null,
      Url: null,
    };
    if (request.IsPreview) return preview;

    const session = await insertCheckout(db, {
      userId,
      kind,
      planType: purchase.planType,
      topUpType: purchase.topUpType,
      quantity: purchase.quantity,
      name: purchase.name,
      amountCents: price.amountCents,
      discountCents: price.discountCents,
      creditCents: price.creditCents,
      taxLines: price.taxLines,
      taxCents: price.taxCents,
      totalCents: price.totalCents,
      province: party.province,
      promoCodeId: reduction.promo?.id ?? null,
      referralDiscount: reduction.referral,
      discountLabel: reduction.label,
      provider: provider.name,
      expiresAt: new Date(Date.now() + checkoutLifetimeMs),
    });
    const user = await findUserById(db, userId);
    const customer = await findCustomer(db, userId);
    let opened;
    try {
      opened = await provider.openCheckout(
        {
          checkoutId: session.id,
          userId,
          email: user?.email ?? '',
          customerName: party.lines[0] ?? user?.email ?? '',
          province: party.province,
          kind,
          name: purchase.name,
          lookupKey: purchase.lookupKey,
          unitCents: purchase.unitCents,
          quantity: purchase.quantity,
          months: purchase.months,
          trialEnd: purchase.trialEnd,
          reductionCents: price.discountCents,
          reductionLabel: reduction.label,
          taxLines: price.taxLines,
          language,
          successUrl: `${config.publicUrl}/Success/${session.id}`,
          cancelUrl: `${config.publicUrl}/Cancel`,
        },
        customer?.provider === provider.name ? customer.customerId : null,
      );
    } catch (error) {
      // The session stays open and unpaid: nothing was charged, and the caller may try again.
      throw Object.assign(new AppError(502, 'billingProviderFailed'), { cause: error });
    }
    await saveCustomer(db, { userId, provider: provider.name, customerId: opened.customerId });
    await setCheckoutProviderSession(db, session.id, opened.providerSessionId);
    // Stripe takes the credit from the customer balance on the first invoice: it must be there first.
    if (price.creditCents > 0) await pushCreditsToProvider(db, provider, userId);
    return { ...preview, Url: opened.url };
  }

  return {
    subscription: (userId: string, request: CheckoutRequest) => checkout(userId, 'subscription', request),
    topUp: (userId: string, request: CheckoutRequest) => checkout(userId, 'topup', request),
  };
}
