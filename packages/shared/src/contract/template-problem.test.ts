import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.js';
import { fr } from '../messages/fr.js';
import { firstTemplateProblem, keptClauses, reservedTemplateNames } from './terms.js';

describe('firstTemplateProblem', () => {
  const clause = '<p>Work is guaranteed for one year.</p>';

  it('asks for a name first, even when the clauses are missing too', () => {
    expect(firstTemplateProblem('', [])).toBe('templateNameRequired');
    expect(firstTemplateProblem('   ', [clause])).toBe('templateNameRequired');
  });

  it("refuses the built-in template's name, trimmed and in any case", () => {
    expect(firstTemplateProblem('Default Contract Template', [clause])).toBe('templateReservedName');
    expect(firstTemplateProblem('  default CONTRACT template ', [clause])).toBe('templateReservedName');
    expect(firstTemplateProblem('modèle de contrat par DÉFAUT', [clause])).toBe('templateReservedName');
  });

  it('reserves the built-in template’s name as each language’s catalogue writes it', () => {
    expect([...reservedTemplateNames].sort()).toEqual(
      [en.templateDefaultOption, fr.templateDefaultOption].sort(),
    );
    expect(firstTemplateProblem('Default Contract Template 2', [clause])).toBeUndefined();
  });

  it('needs one clause with words in it', () => {
    expect(firstTemplateProblem('Kitchens', [])).toBe('templateTermsRequired');
    expect(firstTemplateProblem('Kitchens', ['<p></p>', '<ul><li>&nbsp;</li></ul>'])).toBe(
      'templateTermsRequired',
    );
    expect(firstTemplateProblem('Kitchens', ['<p></p>', clause])).toBeUndefined();
  });

  it('counts only the clauses the page keeps', () => {
    const clauses = [
      { html: clause, keep: false },
      { html: '<p>Kept</p>', keep: false },
    ];
    expect(firstTemplateProblem('Kitchens', keptClauses(clauses))).toBe('templateTermsRequired');
  });
});
