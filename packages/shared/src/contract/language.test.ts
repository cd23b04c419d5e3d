import { describe, expect, it } from 'vitest';
import { contractLanguage, languagesRead } from './language.js';

describe('contractLanguage', () => {
  it("is the recipients' language when they all read one, whatever was picked before", () => {
    expect(contractLanguage(['fr'], 'Ontario')).toBe('fr');
    expect(contractLanguage(['en', 'en'], 'Quebec')).toBe('en');
    expect(contractLanguage(['en', 'en'], 'Quebec', 'fr')).toBe('en');
  });

  it("is the contractor's pick when the recipients read different languages", () => {
    expect(contractLanguage(['en', 'fr'], 'Quebec', 'en')).toBe('en');
    expect(contractLanguage(['en', 'fr'], 'Ontario', 'fr')).toBe('fr');
  });

  it("without a pick, is French in Quebec and the first recipient's elsewhere", () => {
    expect(contractLanguage(['en', 'fr'], ' Quebec ')).toBe('fr');
    expect(contractLanguage(['en', 'fr'], 'Ontario')).toBe('en');
    expect(contractLanguage(['fr', 'en'], 'Manitoba')).toBe('fr');
  });

  it('is the default language with nobody to read it', () => {
    expect(contractLanguage([], 'Quebec', 'fr')).toBe('en');
  });
});

describe('languagesRead', () => {
  it('names each language once, in the recipients’ order', () => {
    expect(languagesRead(['fr', 'en', 'fr'])).toEqual(['fr', 'en']);
  });
});
