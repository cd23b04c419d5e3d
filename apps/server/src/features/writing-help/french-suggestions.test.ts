import { describe, expect, it } from 'vitest';
import { accentedSpellings, frenchSuggester } from './french-suggestions.js';

describe('accentedSpellings', () => {
  it('tries one accent before two, and keeps a capital', () => {
    const spellings = accentedSpellings('Ete');
    expect(spellings.slice(0, 4)).toEqual(['Éte', 'Ète', 'Ête', 'Ëte']);
    expect(spellings).toContain('Été');
    expect(spellings.indexOf('Été')).toBeGreaterThan(spellings.indexOf('Ête'));
  });

  it('stops at a few hundred tries on a long word', () => {
    expect(accentedSpellings('anticonstitutionnellemant').length).toBeLessThanOrEqual(300);
  });
});

describe('frenchSuggester', () => {
  const words = new Set(['après', 'âpres', 'électricité', 'entrepreneur']);
  const asked: string[] = [];
  const suggest = frenchSuggester(
    (word) => words.has(word),
    (word) => {
      asked.push(word);
      return word === 'entreprenneur' ? ['entrepreneur'] : [];
    },
  );

  it('answers the accented words without asking Hunspell, the commoner accent first', () => {
    expect(suggest('apres')).toEqual(['après', 'âpres']);
    expect(suggest('electricite')).toEqual(['électricité']);
    expect(asked).toEqual([]);
  });

  it('asks Hunspell for a word without its capital, once', () => {
    expect(suggest('Entreprenneur')).toEqual(['entrepreneur']);
    expect(suggest('Entreprenneur')).toEqual(['entrepreneur']);
    expect(asked).toEqual(['entreprenneur']);
  });
});
