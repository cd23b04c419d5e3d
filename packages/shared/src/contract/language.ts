import { defaultLanguage, type Language } from '../messages/index.js';

/** The languages the recipients read, each once, in the recipients' order. */
export const languagesRead = (readers: readonly Language[]): Language[] => [...new Set(readers)];

/**
 * The language a contract is written and sent in (issue 30 §1): its recipients'. When they read
 * different languages it is the contractor's pick (`chosen`, one of theirs), else French in Quebec and
 * the first recipient's elsewhere. With one language among them a pick is ignored: it was made when the
 * project's clients differed, and the contract must read as they all do now.
 */
export function contractLanguage(
  readers: readonly Language[],
  province: string,
  chosen?: Language,
  /**
   * Quebec's Charter of the French language s. 55 applies (frenchFirstApplies in law/): the contract
   * is written in French whatever its readers read, and the English is a second version they may
   * expressly wish to be bound by.
   */
  frenchFirst = false,
): Language {
  if (frenchFirst) return 'fr';
  const read = languagesRead(readers);
  if (read.length <= 1) return read[0] ?? defaultLanguage;
  if (chosen !== undefined && read.includes(chosen)) return chosen;
  if (province.trim() === 'Quebec' && read.includes('fr')) return 'fr';
  return read[0] ?? defaultLanguage;
}
