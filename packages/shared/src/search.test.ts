import { describe, expect, it } from 'vitest';
import { compareNatural, matchesSearch, normaliseForSearch, searchFolding } from './search.js';

describe('normaliseForSearch', () => {
  it('ignores accents and case', () => {
    expect(normaliseForSearch('Électrique Côté')).toBe('electrique cote');
    expect(normaliseForSearch('  ÇA  ')).toBe('ca');
  });
  it('finds "electrique" in "Les Entreprises Électrique"', () => {
    expect(matchesSearch('electrique', 'Les Entreprises Électrique')).toBe(true);
    expect(matchesSearch('ÉLEC', 'electric plus')).toBe(true);
    expect(matchesSearch('plumbing', 'Électrique')).toBe(false);
  });
  it('matches when any of several values holds the text, and skips missing ones', () => {
    expect(matchesSearch('cote', null, undefined, 'Rue Côté')).toBe(true);
  });
});

describe('searchFolding (the same folding as SQL translate())', () => {
  it('maps each accented letter, either case, to one plain lower-case letter', () => {
    expect(Array.from(searchFolding.from)).toHaveLength(searchFolding.to.length);
    const fold = (text: string) =>
      Array.from(text.toLowerCase())
        .map((char) => {
          const at = Array.from(searchFolding.from).indexOf(char);
          return at < 0 ? char : searchFolding.to[at];
        })
        .join('');
    for (const word of ['Électrique', 'ÇA VA', 'Hélène Noël', 'Île-d’Orléans', 'Åsa Ñandú']) {
      expect(fold(word)).toBe(normaliseForSearch(word));
    }
  });
  it('folds upper-case letters too, for databases whose lower() keeps them', () => {
    expect(searchFolding.from).toContain('É');
    expect(searchFolding.from).toContain('é');
  });
});

describe('compareNatural', () => {
  it('sorts numbers within names by their value: N1, N2, N10', () => {
    expect(['N10', 'N2', 'N1'].sort(compareNatural())).toEqual(['N1', 'N2', 'N10']);
  });
  it('ignores case and sorts accented letters beside plain ones', () => {
    expect(['beta', 'Éric', 'alpha', 'Zed', 'eric'].sort(compareNatural('en'))).toEqual([
      'alpha',
      'beta',
      'eric',
      'Éric',
      'Zed',
    ]);
  });
});
