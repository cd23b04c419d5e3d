import { formatCad, planTypes, type SubscriptionPlan, type SubscriptionQuota } from '@tradepact/shared';
import type { PublicCache } from '../../cache/public-cache.js';
import type { Db } from '../../db/database.js';
import { listPlans } from './billing.repository.js';

/** The plans on offer: every plan but the operator's free one. */
async function offeredPlans(db: Db) {
  return (await listPlans(db)).filter((plan) => plan.type !== planTypes.free);
}

/** The home page's plan cards and quotas, the same for everyone: kept in the public cache. */
export function billingService(db: Db, cache: PublicCache) {
  return {
    /** The public plan cards, each price written the way the reader's language writes money. */
    plans(language: string): Promise<SubscriptionPlan[]> {
      const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
      return cache.read('plans', `cards ${locale}`, async () =>
        (await offeredPlans(db)).map((plan) => ({
          Id: plan.id,
          Type: plan.type,
          Name: plan.name,
          TrialDays: plan.trialDays,
          Price: plan.priceCents,
          PriceStr: formatCad(plan.priceCents, locale),
          Line1: plan.line1,
          Line2: plan.line2,
          Line3: plan.line3,
        })),
      );
    },

    /** Each offered plan's monthly quotas, −1 where there is no limit. */
    quotas(): Promise<SubscriptionQuota[]> {
      return cache.read('plans', 'quotas', async () =>
        (await offeredPlans(db)).map((plan) => ({
          Type: plan.type,
          ClientContractQuota: plan.clientContractQuota ?? -1,
          SubcontractorContractQuota: plan.subcontractorContractQuota ?? -1,
          TemplateQuota: plan.templateQuota ?? -1,
          WelcomeBonus: plan.welcomeBonus,
        })),
      );
    },
  };
}
