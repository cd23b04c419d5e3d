/**
 * Hunspell's French suggestions cost about 300 ms a word (a second for a capitalised one): within the
 * one-second budget of a call that would be three typos. The commonest French typo, a missing or
 * wrong accent ("electricite", "echafaudage", "Quebec"), is found first by trying the word's accented
 * spellings against the dictionary (a few hundred tries at most, some 100 ms); Hunspell is asked only when none
 * is a word, for the word in lower case when only its first letter is a capital (the capital is put
 * back by the caller). Answers are kept, so a text checked again costs nothing.
 */

/** The accented letters French writes for each plain one. */
const accentsOf: Record<string, readonly string[]> = {
  a: ['à', 'â'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['î', 'ï'],
  o: ['ô'],
  u: ['ù', 'û', 'ü'],
  c: ['ç'],
};

/** How rare each accent is in French words: of two spellings, the commoner comes first (après, not âpres). */
const rarityOf: Record<string, number> = {
  é: 1,
  è: 2,
  à: 2,
  ç: 2,
  ê: 3,
  ô: 3,
  â: 4,
  î: 4,
  û: 4,
  ù: 5,
  ë: 5,
  ï: 5,
  ü: 6,
};
const rarity = (spelling: string) =>
  [...spelling.toLowerCase()].reduce((sum, letter) => sum + (rarityOf[letter] ?? 0), 0);

/** A typo with more wrong accents than this is left to Hunspell ("ecoenergetique" has three). */
const mostAccentsChanged = 3;
/** …and so is one with more spellings to try than this: a try of a wrong spelling costs ~0.3 ms. */
const mostTries = 300;
const mostKept = 5_000;

/** Each spelling of the word with up to `mostAccentsChanged` of its letters accented, fewest first. */
export function accentedSpellings(word: string): string[] {
  const found: string[] = [];
  let level = [{ text: word, from: 0 }];
  for (let changes = 1; changes <= mostAccentsChanged; changes++) {
    const next: typeof level = [];
    for (const { text, from } of level) {
      for (let index = from; index < text.length; index++) {
        const letter = text[index] ?? '';
        const lower = letter.toLowerCase();
        for (const accented of accentsOf[lower] ?? []) {
          const spelling = text.slice(0, index) + (letter === lower ? accented : accented.toUpperCase());
          next.push({ text: spelling + text.slice(index + 1), from: index + 1 });
          found.push(spelling + text.slice(index + 1));
          if (found.length >= mostTries) return found;
        }
      }
    }
    level = next;
  }
  return found;
}

export function frenchSuggester(
  correct: (word: string) => boolean,
  suggest: (word: string) => string[],
): (word: string) => string[] {
  const kept = new Map<string, string[]>();
  return (word) => {
    const known = kept.get(word);
    if (known) return known;
    const accented = accentedSpellings(word)
      .filter(correct)
      .sort((a, b) => rarity(a) - rarity(b));
    const onlyFirstCapital = /^\p{Lu}[^\p{Lu}]*$/u.test(word);
    const found = accented.length > 0 ? accented : suggest(onlyFirstCapital ? word.toLowerCase() : word);
    if (kept.size >= mostKept) kept.delete(kept.keys().next().value ?? '');
    kept.set(word, found);
    return found;
  };
}
