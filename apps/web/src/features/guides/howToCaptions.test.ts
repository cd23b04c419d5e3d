import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages, type Language } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { guidesUi as englishGuides } from '../../i18n/en/ui.guides';
import { guidesUi as frenchGuides } from '../../i18n/fr/ui.guides';

const captions: Record<Language, Record<string, string>> = {
  en: englishGuides.howTo.captions,
  fr: frenchGuides.howTo.captions,
};

/** A WebVTT file's cues: number, timing and text. */
function cuesOf(language: Language) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(here, '../../../public/how-to', `how-to.${language}.vtt`);
  const [header, ...blocks] = readFileSync(file, 'utf8').trim().split(/\n\n+/);
  expect(header).toBe('WEBVTT');
  return blocks.map((block) => {
    const [id, timing, ...text] = block.split('\n');
    return { id, timing, text: text.join('\n') };
  });
}

describe('the how-to video’s caption tracks', () => {
  it('say the catalogue’s captions of each language, cue for cue at the same moments', () => {
    const english = cuesOf('en');
    for (const language of languages) {
      const cues = cuesOf(language);
      expect(
        cues.map(({ id, timing }) => ({ id, timing })),
        language,
      ).toEqual(english.map(({ id, timing }) => ({ id, timing })));
      expect(
        cues.map((cue) => cue.text),
        language,
      ).toEqual(Object.values(captions[language]).map((text) => text.replaceAll('{product}', 'Tradepact')));
    }
    expect(cuesOf('fr')[1]?.text).toBe(
      'Étape 1. Remplissez votre profil d’entreprise\u00a0: nom, numéro de TPS/TVH, adresse et logo.',
    );
  });
});
