import { describe, expect, it } from 'vitest';
import { termChanges, type DefaultTerm } from './term-changes.js';

const term = (type: number, number: number, text: string, sort = number, fr?: string): DefaultTerm => ({
  type,
  number,
  text,
  translations: fr === undefined ? {} : { fr },
  video: '',
  sort,
});

describe('termChanges', () => {
  it('answers nothing when the terms are the same', () => {
    const terms = [term(0, 1, 'Pay on time.'), term(1, 1, 'Carry insurance.')];
    expect(termChanges(terms, [...terms], 'en')).toEqual([]);
  });

  it('labels a new, a deleted and a changed term, by type then position', () => {
    const accepted = [term(0, 1, 'Pay on time.'), term(0, 2, 'Old clause.'), term(1, 1, 'Carry insurance.')];
    const current = [
      term(1, 1, 'Carry liability insurance of $2,000,000.'),
      term(0, 1, 'Pay on time.'),
      term(0, 3, 'New clause.', 2),
    ];
    expect(termChanges(accepted, current, 'en')).toEqual([
      expect.objectContaining({ Type: 0, Number: 2, IsDeleted: true, Text: 'Old clause.', Original: null }),
      expect.objectContaining({ Type: 0, Number: 3, IsNew: true, Text: 'New clause.', Original: null }),
      expect.objectContaining({
        Type: 1,
        Number: 1,
        IsNew: false,
        IsDeleted: false,
        Text: 'Carry liability insurance of $2,000,000.',
        Original: { Text: 'Carry insurance.' },
      }),
    ]);
  });

  it('matches a client and a sub-contractor term of the same number separately', () => {
    const changes = termChanges([term(0, 1, 'Same words.')], [term(1, 1, 'Same words.')], 'en');
    expect(changes.map((change) => [change.Type, change.IsNew, change.IsDeleted])).toEqual([
      [0, false, true],
      [1, true, false],
    ]);
  });

  it('reports a changed video link as a change', () => {
    const before = term(0, 1, 'Clause.');
    const after = { ...before, video: 'https://example.com/clause.mp4' };
    expect(termChanges([before], [after], 'en')).toHaveLength(1);
  });

  it('answers nothing, in either language, for a version that only adds the French twins', () => {
    const accepted = [term(0, 1, 'Pay on time.'), term(1, 1, 'Carry insurance.')];
    const translated = [
      term(0, 1, 'Pay on time.', 1, 'Payez à temps.'),
      term(1, 1, 'Carry insurance.', 1, 'Soyez assuré.'),
    ];
    expect(termChanges(accepted, translated, 'en')).toEqual([]);
    expect(termChanges(accepted, translated, 'fr')).toEqual([]);
  });

  it("words a change in the reader's language, the original in it too where it has a twin", () => {
    const accepted = [term(0, 1, 'Pay in 30 days.', 1, 'Payez dans les 30 jours.'), term(0, 2, 'Old.')];
    const current = [
      term(0, 1, 'Pay in 15 days.', 1, 'Payez dans les 15 jours.'),
      term(0, 3, 'New.', 2, 'Nouveau.'),
    ];
    expect(termChanges(accepted, current, 'fr')).toEqual([
      expect.objectContaining({
        Number: 1,
        Text: 'Payez dans les 15 jours.',
        Original: { Text: 'Payez dans les 30 jours.' },
      }),
      expect.objectContaining({ Number: 2, IsDeleted: true, Text: 'Old.' }),
      expect.objectContaining({ Number: 3, IsNew: true, Text: 'Nouveau.' }),
    ]);
    expect(termChanges(accepted, current, 'en')[0]).toMatchObject({
      Text: 'Pay in 15 days.',
      Original: { Text: 'Pay in 30 days.' },
    });
  });
});
