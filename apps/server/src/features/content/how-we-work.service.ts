import { howWeWorkTopics, type HowWeWorkItem } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { currentTermsVersion, termsOf } from './content.repository.js';

/**
 * The how-we-work page's problems with the clause in force that answers each (doc 3 §1): read from the
 * published default terms, so the page never shows a clause the contracts do not carry. A topic whose
 * term an operator's later version removed is left out rather than shown without its clause.
 */
export async function howWeWork(db: Db): Promise<HowWeWorkItem[]> {
  const version = await currentTermsVersion(db);
  if (version === undefined) return [];
  const terms = await termsOf(db, version);
  return howWeWorkTopics.flatMap((topic) => {
    const term = terms.find(
      (candidate) => candidate.type === topic.type && candidate.number === topic.number,
    );
    return term ? [{ Key: topic.key, Type: topic.type, Number: topic.number, Text: term.text }] : [];
  });
}
