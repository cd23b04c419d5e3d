import { defaultTermTypes, type DefaultTermType } from './contract/terms.js';

/** One problem of the how-we-work page and the published default term that answers it. */
export interface HowWeWorkTopic {
  /** Names the problem's title and description in the web catalogue (guides.topics.<key>). */
  key: string;
  type: DefaultTermType;
  /**
   * The default term's id (its `number` as published), stable across published versions. It is not
   * the number the contract prints: that is the term's place among the terms in force
   * (contract/clause-numbers.ts), which the page shows.
   */
  term: number;
}

const client = (key: string, term: number): HowWeWorkTopic => ({
  key,
  type: defaultTermTypes.client,
  term,
});
const subcontractor = (key: string, term: number): HowWeWorkTopic => ({
  key,
  type: defaultTermTypes.subcontractor,
  term,
});

/**
 * The contractor's typical problems of doc 3 §1, in its order, each answered by a client default
 * term (ids of default terms version 2), then the two items of the hidden sub-contractor tab.
 */
export const howWeWorkTopics: readonly HowWeWorkTopic[] = [
  client('latePayment', 3),
  client('scopeCreep', 2),
  client('warranty', 7),
  client('cancellation', 9),
  client('delays', 4),
  client('poaching', 11),
  client('priceRises', 12),
  client('entireAgreement', 13),
  client('confidentiality', 14),
  client('liability', 8),
  client('photos', 15),
  client('siteAccess', 16),
  client('jointLiability', 17),
  subcontractor('subInsurance', 3),
  subcontractor('subDeficiencies', 8),
];
