import { describe, expect, it } from 'vitest';
import { termChanges, type DefaultTerm } from './term-changes.js';

const term = (type: number, number: number, text: string, sort = number): DefaultTerm => ({
  type,
  number,
  text,
  video: '',
  sort,
});

describe('termChanges', () => {
  it('answers nothing when the terms are the same', () => {
    const terms = [term(0, 1, 'Pay on time.'), term(1, 1, 'Carry insurance.')];
    expect(termChanges(terms, [...terms])).toEqual([]);
  });

  it('labels a new, a deleted and a changed term, by type then position', () => {
    const accepted = [term(0, 1, 'Pay on time.'), term(0, 2, 'Old clause.'), term(1, 1, 'Carry insurance.')];
    const current = [
      term(1, 1, 'Carry liability insurance of $2,000,000.'),
      term(0, 1, 'Pay on time.'),
      term(0, 3, 'New clause.', 2),
    ];
    expect(termChanges(accepted, current)).toEqual([
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
    const changes = termChanges([term(0, 1, 'Same words.')], [term(1, 1, 'Same words.')]);
    expect(changes.map((change) => [change.Type, change.IsNew, change.IsDeleted])).toEqual([
      [0, false, true],
      [1, true, false],
    ]);
  });

  it('reports a changed video link as a change', () => {
    const before = term(0, 1, 'Clause.');
    const after = { ...before, video: 'https://example.com/clause.mp4' };
    expect(termChanges([before], [after])).toHaveLength(1);
  });
});
