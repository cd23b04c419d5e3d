import { describe, expect, it } from 'vitest';
import { arbitrationClauseIndexes, looksLikeArbitrationOrClassWaiver } from './arbitration.js';

describe('looksLikeArbitrationOrClassWaiver', () => {
  it('finds an arbitration clause in English and in French', () => {
    expect(
      looksLikeArbitrationOrClassWaiver(
        '<p><strong>Disputes.</strong> Any dispute shall be settled by final and binding arbitration.</p>',
      ),
    ).toBe(true);
    expect(
      looksLikeArbitrationOrClassWaiver('<p>Tout différend sera soumis à l’arbitrage exclusivement.</p>'),
    ).toBe(true);
    expect(looksLikeArbitrationOrClassWaiver('<p>The parties will appoint an arbitrator.</p>')).toBe(true);
  });

  it('finds a class-action waiver in English and in French', () => {
    expect(looksLikeArbitrationOrClassWaiver('<p>The Client waives any class action.</p>')).toBe(true);
    expect(looksLikeArbitrationOrClassWaiver('<p>No class proceedings may be brought.</p>')).toBe(true);
    expect(looksLikeArbitrationOrClassWaiver('<p>Le Client renonce à tout recours collectif.</p>')).toBe(
      true,
    );
    expect(looksLikeArbitrationOrClassWaiver('<p>Le Client renonce à toute action collective.</p>')).toBe(
      true,
    );
  });

  it('leaves ordinary clauses alone, including words that only start alike', () => {
    expect(looksLikeArbitrationOrClassWaiver('<p>Disputes go to the Small Claims Court.</p>')).toBe(false);
    expect(looksLikeArbitrationOrClassWaiver('<p>Work of the highest class, in action by May.</p>')).toBe(
      false,
    );
    expect(looksLikeArbitrationOrClassWaiver('<p>Une décision arbitraire ne lie pas le Client.</p>')).toBe(
      false,
    );
  });

  it('names which clauses, by index', () => {
    expect(
      arbitrationClauseIndexes(['<p>Warranty.</p>', '<p>Disputes: arbitration only.</p>', '<p>Taxes.</p>']),
    ).toEqual([1]);
  });
});
