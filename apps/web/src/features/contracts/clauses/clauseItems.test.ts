import { describe, expect, it } from 'vitest';
import { clausesFrom, keptClauseHtml, newClause } from './clauseItems';

describe('clause items', () => {
  it('makes kept clauses with their own keys, and a video only where there is one', () => {
    const clauses = clausesFrom(['<p>A</p>', '<p>B</p>'], ['https://videos.example/a.mp4', '']);
    expect(clauses.map((clause) => clause.keep)).toEqual([true, true]);
    expect(new Set(clauses.map((clause) => clause.key)).size).toBe(2);
    expect(clauses[0]?.video).toBe('https://videos.example/a.mp4');
    expect(clauses[1]).not.toHaveProperty('video');
    expect(newClause()).toMatchObject({ html: '', keep: true });
  });

  it('sends the kept clauses with words in them, cleaned', () => {
    const [first, second, third] = clausesFrom([
      '<p>Kept <em>one</em></p><p></p>',
      '<p>Left out</p>',
      '<p></p>',
    ]);
    if (!first || !second || !third) throw new Error('three clauses expected');
    expect(keptClauseHtml([first, { ...second, keep: false }, third])).toEqual(['<p>Kept one</p>']);
  });

  it('sends a single clause whatever its switch says (the switch shows with more than one)', () => {
    expect(keptClauseHtml([{ ...newClause('<p>Only</p>'), keep: false }])).toEqual(['<p>Only</p>']);
  });
});
