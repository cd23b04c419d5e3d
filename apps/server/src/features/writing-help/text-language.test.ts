import { describe, expect, it } from 'vitest';
import { languageOfText } from './text-language.js';

describe('languageOfText', () => {
  it('reads French off a French text, elisions included', () => {
    expect(languageOfText("<p>L'entrepreneur fournit les matériaux et la main-d'œuvre.</p>")).toBe('fr');
  });

  it('reads English off an English text', () => {
    expect(languageOfText('The contractor supplies all the materials and the labour.')).toBe('en');
  });

  it('says nothing of a text too short or too mixed to tell', () => {
    expect(languageOfText('Peinture du salon')).toBeUndefined();
    expect(languageOfText('Paint the deck')).toBeUndefined();
    expect(languageOfText('the deck and the stairs, le balcon et les marches')).toBeUndefined();
  });
});
