/**
 * The dictionary's suggestions come in no useful order ("center" → "enter" before "centre"), so the
 * one put in the text is the closest: fewest edits, a swap of two letters counting a little less (the
 * commonest typo: "recieve"), a changed first letter a little more (people rarely miss it), and the
 * Canadian spelling of an American word ("color" → "colour", "center" → "centre") first. In French,
 * the commonest typo is a missing or wrong accent ("platre" → "plâtre" before "plate"), and a word
 * cut in two ("soumis ion") is rarely meant. Ties keep the dictionary's order.
 */
export function bestSuggestion(word: string, suggestions: readonly string[]): string | undefined {
  let best: { suggestion: string; cost: number } | undefined;
  for (const suggestion of suggestions) {
    const cost = costOf(word.toLowerCase(), suggestion.toLowerCase());
    if (!best || cost < best.cost) best = { suggestion, cost };
  }
  return best?.suggestion;
}

function costOf(word: string, suggestion: string): number {
  let cost = editDistance(word, suggestion);
  if (word[0] !== suggestion[0]) cost += 0.5;
  if (isCanadianSpellingOf(word, suggestion)) cost -= 0.5;
  if (withoutAccents(word) === withoutAccents(suggestion)) cost -= 0.5;
  if (/[\s-]/.test(suggestion) && !/[\s-]/.test(word)) cost += 0.5;
  return cost;
}

/** colour for color, centre for center, travelling for traveling, defence for defense. */
function isCanadianSpellingOf(word: string, suggestion: string): boolean {
  return (
    suggestion === word.replace(/or(s?)$/, 'our$1') ||
    suggestion === word.replace(/er(s?)$/, 're$1') ||
    suggestion === word.replace(/([aeiou])l(ed|ing)$/, '$1ll$2') ||
    suggestion === word.replace(/ense$/, 'ence')
  );
}

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** Optimal string alignment distance: insertions, deletions, substitutions 1; adjacent swaps 0.9. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const above = rows[i - 1]!;
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 0.9);
      }
    }
  }
  return rows[a.length]![b.length]!;
}
