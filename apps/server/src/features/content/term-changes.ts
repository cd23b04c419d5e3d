import type { Language, TermChange } from '@tradepact/shared';
import type { Translations } from '../../db/schema/index.js';
import { textIn } from './translated.js';

/** A default term of one published version: its English text and its twins, numbered the same. */
export interface DefaultTerm {
  type: number;
  number: number;
  text: string;
  translations: Translations;
  video: string;
  sort: number;
}

/** One entry of GET /api/app/term/changeslist before the version in force is added to it. */
export type TermChangeEntry = Omit<TermChange, 'Version'>;

const identity = (term: Pick<DefaultTerm, 'type' | 'number'>) => `${term.type}:${term.number}`;

/**
 * What changed from the terms a user last accepted to the terms in force, worded in `language`: a term
 * is matched by its type and number; one only in force is new, one only accepted is deleted, one whose
 * English text or video differs is changed (with the original text). The English is each version's
 * reference and a translation says the same, so a version that only adds or rewords a translation
 * changes nothing the contractor agreed to and shows no change in any language. Sorted by type, then
 * by position.
 */
export function termChanges(
  accepted: readonly DefaultTerm[],
  current: readonly DefaultTerm[],
  language: Language,
): TermChangeEntry[] {
  const before = new Map(accepted.map((term) => [identity(term), term]));
  const now = new Map(current.map((term) => [identity(term), term]));
  const read = (term: DefaultTerm) => textIn(language, term.text, term.translations);
  const changes: TermChangeEntry[] = [];
  for (const term of current) {
    const original = before.get(identity(term));
    if (original && original.text === term.text && original.video === term.video) continue;
    changes.push({
      Type: term.type,
      Number: term.number,
      Text: read(term),
      Video: term.video,
      IsNew: !original,
      IsDeleted: false,
      Original: original ? { Text: read(original) } : null,
      Sort: term.sort,
    });
  }
  for (const term of accepted) {
    if (now.has(identity(term))) continue;
    changes.push({
      Type: term.type,
      Number: term.number,
      Text: read(term),
      Video: term.video,
      IsNew: false,
      IsDeleted: true,
      Original: null,
      Sort: term.sort,
    });
  }
  return changes.sort((a, b) => a.Type - b.Type || a.Sort - b.Sort || a.Number - b.Number);
}
