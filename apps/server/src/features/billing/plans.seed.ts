import { planTypes } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { addMissingPlanTranslations, insertMissingPlans, type NewPlanRow } from './billing.repository.js';

/**
 * The plans of doc 1 §3, in CAD cents, quotas per month (null: no limit), with their words in French
 * (issue 30 §2). Inserted once; an operator's later edits are never overwritten.
 */
export const defaultPlans: NewPlanRow[] = [
  {
    type: planTypes.trial,
    name: 'Free Trial',
    trialDays: 14,
    priceCents: 0,
    clientContractQuota: 3,
    subcontractorContractQuota: 3,
    templateQuota: 3,
    line1: 'Every feature, <b>no credit card</b>',
    line2: 'Client and sub-contractor agreements',
    line3: 'E-signature and payment reminders',
    translations: {
      fr: {
        name: 'Essai gratuit',
        line1: 'Toutes les fonctionnalités, <b>sans carte de crédit</b>',
        line2: 'Contrats avec les clients et les sous-traitants',
        line3: 'Signature électronique et rappels de paiement',
      },
    },
    sort: 1,
  },
  {
    type: planTypes.monthly,
    name: 'Monthly',
    trialDays: 0,
    priceCents: 2900,
    months: 1,
    clientContractQuota: 20,
    subcontractorContractQuota: 20,
    templateQuota: 10,
    welcomeBonus: 3,
    line1: 'Unlimited projects and contacts',
    line2: 'Agreements sent for e-signature',
    line3: 'Cancel <b>any time</b>',
    translations: {
      fr: {
        name: 'Mensuel',
        line1: 'Projets et contacts illimités',
        line2: 'Contrats envoyés pour signature électronique',
        line3: 'Annulez <b>en tout temps</b>',
      },
    },
    sort: 2,
  },
  {
    type: planTypes.annual,
    name: 'Annual',
    trialDays: 0,
    priceCents: 29000,
    months: 12,
    clientContractQuota: 25,
    subcontractorContractQuota: 25,
    templateQuota: 25,
    welcomeBonus: 10,
    line1: 'Everything in Monthly',
    line2: '<b>Two months free</b>',
    line3: 'Priority support',
    translations: {
      fr: {
        name: 'Annuel',
        line1: 'Tout ce qu’offre le forfait mensuel',
        line2: '<b>Deux mois gratuits</b>',
        line3: 'Soutien prioritaire',
      },
    },
    sort: 3,
  },
  // Given by the operator (`npm run admin -- plan <email> special`), never offered on the cards.
  {
    type: planTypes.free,
    name: 'Special',
    trialDays: 0,
    priceCents: 0,
    translations: { fr: { name: 'Spécial' } },
    sort: 9,
  },
];

export async function seedPlans(db: Db): Promise<void> {
  await insertMissingPlans(db, defaultPlans);
  // Plans inserted before they had translations get them, unless the operator has worded them since.
  for (const plan of defaultPlans) await addMissingPlanTranslations(db, plan);
}
