import { planTypes } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { insertMissingPlans, type NewPlanRow } from './billing.repository.js';

/**
 * The plans of doc 1 §3, in CAD cents, quotas per month (null: no limit). Inserted once; an
 * operator's later edits are never overwritten.
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
    sort: 3,
  },
  // Given by the operator (`npm run admin -- plan <email> special`), never offered on the cards.
  {
    type: planTypes.free,
    name: 'Special',
    trialDays: 0,
    priceCents: 0,
    sort: 9,
  },
];

export async function seedPlans(db: Db): Promise<void> {
  await insertMissingPlans(db, defaultPlans);
}
