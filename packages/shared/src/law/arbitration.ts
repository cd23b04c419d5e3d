import { clauseText } from '../contract/terms.js';

/**
 * Issue 31 §5: in Ontario (CPA 2002 ss. 7–8) and Quebec (CPA s. 11.1) a clause that sends a
 * consumer's disputes to arbitration only, or takes away the class action, does not bind the consumer
 * (the `noArbitrationWaiver` records). The builder flags such a clause, it does not stop it: the
 * detection is by keywords in English and French, so it can only say a clause looks like one.
 */

/** Arbitration in either language: arbitration, arbitrate(d), arbitrator, arbitral, arbitrage, arbitre. */
const arbitrationWords = /\b(?:arbitrat(?:ion|e|ed|or|ors)|arbitral(?:e|es)?|arbitrage|arbitres?)\b/i;

/** The class action: class action(s), class proceeding(s), recours collectif(s), action(s) collective(s). */
const classActionWords =
  /\b(?:class[ -](?:action|proceeding)s?|recours collectifs?|actions? collectives?)(?![\w-])/i;

/** Whether a clause (its HTML) speaks of arbitration or of class actions. */
export function looksLikeArbitrationOrClassWaiver(clauseHtml: string): boolean {
  const text = clauseText(clauseHtml);
  return arbitrationWords.test(text) || classActionWords.test(text);
}

/** The indexes of the clauses that look like an arbitration-only or class-action-waiver clause. */
export function arbitrationClauseIndexes(clauses: readonly string[]): number[] {
  return clauses.flatMap((html, index) => (looksLikeArbitrationOrClassWaiver(html) ? [index] : []));
}
