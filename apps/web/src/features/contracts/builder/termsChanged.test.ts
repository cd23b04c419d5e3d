import { defaultTemplateId } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { changedTemplate, clauseShape, sameTerms } from './termsChanged';
import { aTemplate } from './testing';

describe('terms changed (doc 3 §4)', () => {
  it('reads a clause as its words, paragraph breaks, bold and lists, whatever the editor wrapped around them', () => {
    expect(clauseShape('Pay within 15 days.')).toBe(clauseShape('<p>Pay within 15 days.</p>'));
    expect(clauseShape('<p><b>Pay</b>&nbsp;within  15 days.</p>')).toBe(
      clauseShape('<p><strong>Pay</strong> within 15 days.</p>'),
    );
    expect(clauseShape('<p>One</p><p>Two</p>')).toBe(clauseShape('<p>One<br>Two</p>'));
    expect(clauseShape('<p>One</p>')).not.toBe(clauseShape('<p>Two</p>'));
    expect(clauseShape('<p>One</p>')).not.toBe(clauseShape('<p><strong>One</strong></p>'));
    expect(clauseShape('<ul><li>One</li></ul>')).not.toBe(clauseShape('<ol><li>One</li></ol>'));
  });

  it('compares the kept terms with the template’s in order and number', () => {
    expect(sameTerms(['<p>A</p>', '<p>B</p>'], ['A', 'B'])).toBe(true);
    expect(sameTerms(['<p>B</p>', '<p>A</p>'], ['A', 'B'])).toBe(false);
    expect(sameTerms(['<p>A</p>'], ['A', 'B'])).toBe(false);
  });

  it('flags the chosen custom template when the kept terms left it, never the default one', () => {
    const template = aTemplate();
    expect(changedTemplate(template.Id, template.Terms, [template])).toBeNull();
    expect(changedTemplate(template.Id, [template.Terms[0] ?? ''], [template])).toBe(template);
    expect(changedTemplate(defaultTemplateId, ['<p>Anything</p>'], [template])).toBeNull();
    // A template deleted meanwhile is no longer there to update.
    expect(changedTemplate(template.Id, ['<p>Anything</p>'], [])).toBeNull();
  });
});
