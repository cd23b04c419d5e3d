import { keptClauses } from '@tradepact/shared';
import { cleanClauseHtml } from './clauseHtml';

/** One clause of the list editor. */
export interface ClauseItem {
  /** Stable while the clause is on screen (React's key). */
  key: string;
  html: string;
  /** The 'Keep Clause' switch: only kept clauses are saved (when there is more than one). */
  keep: boolean;
  /** A default term's tutorial video (doc 3 §3 "Default term"). */
  video?: string;
}

let made = 0;

/** A new clause, kept, empty unless `html` is given. */
export function newClause(html = '', video?: string | null): ClauseItem {
  made += 1;
  return { key: `clause-${made}`, html, keep: true, ...(video ? { video } : {}) };
}

/** Clauses of a template's terms or the default terms, each with its video when it has one. */
export function clausesFrom(
  texts: readonly string[],
  videos: readonly (string | null | undefined)[] = [],
): ClauseItem[] {
  return texts.map((text, index) => newClause(text, videos[index]));
}

/** Doc 3 §5: what is saved: the kept, non-empty clauses, cleaned. */
export function keptClauseHtml(items: readonly ClauseItem[]): string[] {
  return keptClauses(items.map((item) => ({ html: cleanClauseHtml(item.html), keep: item.keep })));
}
