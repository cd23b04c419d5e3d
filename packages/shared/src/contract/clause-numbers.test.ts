import { describe, expect, it } from 'vitest';
import { clauseNumberOf, numberClauses } from './clause-numbers.js';

describe('clause numbers', () => {
  it('numbers clauses by their place, from 1', () => {
    expect(numberClauses(['a', 'b', 'c'])).toEqual([
      { number: 1, clause: 'a' },
      { number: 2, clause: 'b' },
      { number: 3, clause: 'c' },
    ]);
  });

  it('finds the number of a clause by what it is, not by its stable term id', () => {
    const published = [{ term: 1 }, { term: 2 }, { term: 12 }, { term: 3 }];
    expect(clauseNumberOf(published, (clause) => clause.term === 3)).toBe(4);
    expect(clauseNumberOf(published, (clause) => clause.term === 99)).toBeUndefined();
  });
});
