import { billingApi, formatCad, planTypes } from '@tradepact/shared';
import type { PublicCache } from '../../cache/public-cache.js';
import type { Db } from '../../db/database.js';
import { listPlans } from './billing.repository.js';

/** The plans on offer: every plan but the operator's free one. */
async function offeredPlans(db: Db) {
  return (await listPlans(db)).filter((plan) => plan.type !== planTypes.free);
}

/**
 * The home page's plan cards and quotas, the same for everyone: kept in the public cache as JSON text
 * checked against the route's schema once, so a kept answer is neither checked nor serialized again.
 */
export function billingService(db: Db, cache: PublicCache) {
  return {
    /** The public plan cards, each price written the way the reader's language writes money. */
    plansJson(language: string): Promise<string> {
      const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
      return cache.read('plans', `cards ${locale}`, async () => {
        const cards = (await offeredPlans(db)).map((plan) => ({
          Id: plan.id,
          Type: plan.type,
          Name: plan.name,
          TrialDays: plan.trialDays,
          Price: plan.priceCents,
          PriceStr: formatCad(plan.priceCents, locale),
          Line1: plan.line1,
          Line2: plan.line2,
          Line3: plan.line3,
        }));
        return JSON.stringify(billingApi.plans.data.parse(cards));
      });
    },

    /** Each offered plan's monthly quotas, −1 where there is no limit. */
    quotasJson(): Promise<string> {
      return cache.read('plans', 'quotas', async () => {
        const quotas = (await offeredPlans(db)).map((plan) => ({
          Type: plan.type,
          ClientContractQuota: plan.clientContractQuota ?? -1,
          SubcontractorContractQuota: plan.subcontractorContractQuota ?? -1,
          TemplateQuota: plan.templateQuota ?? -1,
          WelcomeBonus: plan.welcomeBonus,
        }));
        return JSON.stringify(billingApi.quotas.data.parse(quotas));
      });
    },
  };
}
