import { defaultTemplateId } from '@tradepact/shared';
import type { ClauseItem } from '../clauses/clauseItems';
import type { CustomTerm } from './api';
import { clauseShape } from './termsChanged';
import type { BuilderSetup } from './setup';

/** The texts the template `termsId` puts in the editor: its terms, or the default terms. */
export function templateTexts(termsId: string, setup: Pick<BuilderSetup, 'templates' | 'defaultTerms'>) {
  if (termsId === defaultTemplateId) return setup.defaultTerms.map((term) => term.Text);
  return setup.templates.find((template: CustomTerm) => template.Id === termsId)?.Terms ?? [];
}

/**
 * The clauses the contractor wrote or changed: not empty, and not worded as one of the template's
 * (the editor's own rewriting of a template's text, `<p>` and `<strong>`, is not a change).
 */
export function ownClauses(clauses: readonly ClauseItem[], template: readonly string[]): ClauseItem[] {
  const theirs = new Set(template.map(clauseShape));
  return clauses.filter((clause) => {
    const shape = clauseShape(clause.html);
    return shape !== '' && !theirs.has(shape);
  });
}

/** What choosing another template would replace, for the question asked first. */
export interface ClausesAtStake {
  /** The clauses the contractor wrote or changed: kept after the new template's if they choose so. */
  own: ClauseItem[];
  /** The template chosen, and how many clauses it brings. */
  name: string;
  incoming: number;
}
