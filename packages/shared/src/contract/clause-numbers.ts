/**
 * How a contract numbers its clauses: by their place in it, from 1, in the order the contract lists
 * them (a contract made from the default terms lists them in their published order). The printed
 * document and the how-we-work page both number clauses here, so a clause has one number for both;
 * a default term's own `number` is a stable id across published versions, never printed.
 */
export function numberClauses<Clause>(clauses: readonly Clause[]): { number: number; clause: Clause }[] {
  return clauses.map((clause, index) => ({ number: index + 1, clause }));
}

/** The number the contract prints before the first clause `matches` picks, or undefined when none does. */
export function clauseNumberOf<Clause>(
  clauses: readonly Clause[],
  matches: (clause: Clause) => boolean,
): number | undefined {
  return numberClauses(clauses).find((numbered) => matches(numbered.clause))?.number;
}
