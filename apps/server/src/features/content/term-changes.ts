import type { TermChange } from '@tradepact/shared';

/** A default term of one published version. */
export interface DefaultTerm {
  type: number;
  number: number;
  text: string;
  video: string;
  sort: number;
}

/** One entry of GET /api/app/term/changeslist before the version in force is added to it. */
export type TermChangeEntry = Omit<TermChange, 'Version'>;

const identity = (term: Pick<DefaultTerm, 'type' | 'number'>) => `${term.type}:${term.number}`;

/**
 * What changed from the terms a user last accepted to the terms in force: a term is matched by its
 * type and number; one only in force is new, one only accepted is deleted, one whose text or video
 * differs is changed (with the original text). Sorted by type, then by position.
 */
export function termChanges(
  accepted: readonly DefaultTerm[],
  current: readonly DefaultTerm[],
): TermChangeEntry[] {
  const before = new Map(accepted.map((term) => [identity(term), term]));
  const now = new Map(current.map((term) => [identity(term), term]));
  const changes: TermChangeEntry[] = [];
  for (const term of current) {
    const original = before.get(identity(term));
    if (original && original.text === term.text && original.video === term.video) continue;
    changes.push({
      Type: term.type,
      Number: term.number,
      Text: term.text,
      Video: term.video,
      IsNew: !original,
      IsDeleted: false,
      Original: original ? { Text: original.text } : null,
      Sort: term.sort,
    });
  }
  for (const term of accepted) {
    if (now.has(identity(term))) continue;
    changes.push({
      Type: term.type,
      Number: term.number,
      Text: term.text,
      Video: term.video,
      IsNew: false,
      IsDeleted: true,
      Original: null,
      Sort: term.sort,
    });
  }
  return changes.sort((a, b) => a.Type - b.Type || a.Sort - b.Sort || a.Number - b.Number);
}
