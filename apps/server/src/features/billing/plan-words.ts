import type { PlanWords } from '../../db/schema/index.js';

/** What a plan row holds of its words: the English columns and the other languages' twins. */
export interface PlanText {
  name: string;
  line1: string;
  line2: string;
  line3: string;
  translations: Partial<Record<string, PlanWords>>;
}

/**
 * A plan's name and card lines in `language` (issue 30 §2): its translation's words, each word the
 * translation leaves out read in English, so an operator's new plan shows before it is translated.
 */
export function planWordsIn(plan: PlanText, language: string): Required<PlanWords> {
  const words = plan.translations[language] ?? {};
  return {
    name: words.name || plan.name,
    line1: words.line1 || plan.line1,
    line2: words.line2 || plan.line2,
    line3: words.line3 || plan.line3,
  };
}
