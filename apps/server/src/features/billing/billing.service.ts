import { formatCad, planTypes, type SubscriptionPlan, type SubscriptionQuota } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { listPlans } from './billing.repository.js';

export function billingService(db: Db) {
  return {
    /** The public plan cards, each price written the way the reader's language writes money. */
    async plans(language: string): Promise<SubscriptionPlan[]> {
      const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
      const rows = (await listPlans(db)).filter((plan) => plan.type !== planTypes.free);
      return rows.map((plan) => ({
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
    },

    /** Each offered plan's monthly quotas, −1 where there is no limit. */
    async quotas(): Promise<SubscriptionQuota[]> {
      const rows = (await listPlans(db)).filter((plan) => plan.type !== planTypes.free);
      return rows.map((plan) => ({
        Type: plan.type,
        ClientContractQuota: plan.clientContractQuota ?? -1,
        SubcontractorContractQuota: plan.subcontractorContractQuota ?? -1,
        TemplateQuota: plan.templateQuota ?? -1,
        WelcomeBonus: plan.welcomeBonus,
      }));
    },
  };
}
