import { billingApi, formatCad, languages, planTypes, type Language } from '@tradepact/shared';
import type { PublicCache } from '../../cache/public-cache.js';
import type { Db } from '../../db/database.js';
import { readyAnswer, type ReadyAnswer } from '../../http/ready-answer.js';
import { listPlans } from './billing.repository.js';
import { planWordsIn } from './plan-words.js';

/** The plans on offer: every plan but the operator's free one. */
async function offeredPlans(db: Db) {
  return (await listPlans(db)).filter((plan) => plan.type !== planTypes.free);
}

/** The cache key of each language's plan cards, written once rather than per request. */
const cardsKeys = Object.fromEntries(
  languages.map((language) => [language, `cards ${language}-CA`]),
) as Record<Language, string>;

/**
 * The home page's plan cards and quotas, the same for every reader of a language: kept in the public cache as ready
 * answers (ready-answer.ts), checked against the route's schema once, so a kept answer is neither checked nor
 * serialized again.
 */
export function billingService(db: Db, cache: PublicCache) {
  return {
    /**
     * The public plan cards in the reader's language: the plan's words in it (its translation) and
     * each price written the way it writes money; kept once per language.
     */
    plans(language: Language): ReadyAnswer | Promise<ReadyAnswer> {
      const locale = `${language}-CA`;
      return cache.readNow('plans', cardsKeys[language], async () => {
        const cards = (await offeredPlans(db)).map((plan) => {
          const words = planWordsIn(plan, language);
          return {
            Id: plan.id,
            Type: plan.type,
            Name: words.name,
            TrialDays: plan.trialDays,
            Price: plan.priceCents,
            PriceStr: formatCad(plan.priceCents, locale),
            Line1: words.line1,
            Line2: words.line2,
            Line3: words.line3,
          };
        });
        return readyAnswer(JSON.stringify(billingApi.plans.data.parse(cards)));
      });
    },

    /** Each offered plan's monthly quotas, −1 where there is no limit. */
    quotas(): ReadyAnswer | Promise<ReadyAnswer> {
      return cache.readNow('plans', 'quotas', async () => {
        const quotas = (await offeredPlans(db)).map((plan) => ({
          Type: plan.type,
          ClientContractQuota: plan.clientContractQuota ?? -1,
          SubcontractorContractQuota: plan.subcontractorContractQuota ?? -1,
          TemplateQuota: plan.templateQuota ?? -1,
          WelcomeBonus: plan.welcomeBonus,
        }));
        return readyAnswer(JSON.stringify(billingApi.quotas.data.parse(quotas)));
      });
    },
  };
}
