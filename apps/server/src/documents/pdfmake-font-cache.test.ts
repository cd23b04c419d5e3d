import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { glyphsKeepTheirCharacters } from './pdfmake-font-cache.js';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync(file: string): {
    glyphForCodePoint(codePoint: number): { id: number };
    getGlyph(id: number, characters?: number[]): { codePoints: number[] };
    stringsForGlyph(id: number): string[];
    layout(text: string): { glyphs: { codePoints: number[] }[] };
  };
};
const italic = require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf');

describe('a face shared by the documents', () => {
  it('keeps the characters of a glyph first asked for bare, so later text keeps its letters', () => {
    // The glyph id from another copy of the face: asking this one would make the glyph with its letter.
    const o = fontkit.openSync(italic).glyphForCodePoint('o'.codePointAt(0) ?? 0).id;
    const fresh = fontkit.openSync(italic);
    glyphsKeepTheirCharacters(fresh);

    // As embedding a subset does for the base of a composite ('ô'), before any 'o' was laid out.
    fresh.getGlyph(o);
    const letters = fresh
      .layout('no money moved')
      .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints));
    expect(letters.join('')).toBe('no money moved');
  });
});
