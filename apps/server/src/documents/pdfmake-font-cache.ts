import { createRequire } from 'node:module';

/**
 * Parses each font face once per process instead of once per PDF. pdfkit (under pdfmake) reads a TTF
 * with fontkit for every new document, and decoding Roboto's layout tables costs about 15 ms per face
 * used, a third of a contract's render time; shaping each word again costs about as much as the rest.
 * pdfmake asks its PDFDocument's provideFont() for every face it draws with; this keeps the parsed face
 * the first document loaded, and the words shaped with it, and gives later documents a new pdfkit font
 * object around them, so the subset of glyphs embedded stays each document's own.
 *
 * It leans on pdfkit's internals (the font object's class and fields, the document's font table), so
 * it checks their shape and, if they ever differ, leaves provideFont as it was: fonts then load as
 * before, only slower. render-pdf.test.ts renders twice and checks the second PDF's fonts and text.
 */

interface PdfkitFont {
  /** The parsed fontkit face. */
  font: object;
  /** Each word's shaped glyphs, which depend on the face and the word only. */
  layoutCache?: object;
  constructor: new (document: PdfmakeDocument, font: object, id: string) => PdfkitFont;
}

/** A face parsed once, and the words shaped with it lately, shared by the documents that follow. */
interface ParsedFace {
  first: PdfkitFont;
  layoutCache: object;
  documents: number;
}

/** The shaped words are dropped after this many documents, so the cache never outgrows a few MB. */
const documentsPerLayoutCache = 100;

interface PdfmakeDocument {
  fontCache: Record<string, Record<string, PdfkitFont>>;
  /** pdfkit embeds every font listed here when the document ends. */
  _fontFamilies: Record<string, PdfkitFont>;
  _fontCount: number;
  getFontType(bold: boolean, italics: boolean): string;
}

type ProvideFont = (this: PdfmakeDocument, family: string, bold: boolean, italics: boolean) => PdfkitFont;

/** A parsed fontkit face, as far as glyphsKeepTheirCharacters uses it. */
interface FontkitFace {
  getGlyph(id: number, characters?: number[]): unknown;
  stringsForGlyph(id: number): string[];
  _glyphs?: Record<number, unknown>;
}

/**
 * fontkit keeps the first glyph object it makes for an id, with the characters it was made for; a
 * glyph first made bare (the accent's base of a composite like 'ô', reached when a subset is
 * embedded) has none, and once the face is shared, every later document's text in that glyph loses
 * its characters: a PDF that reads "n m ney m ved" to pdftotext, search, copy and screen readers.
 * A bare request takes the characters the face's cmap maps to the glyph.
 */
export function glyphsKeepTheirCharacters(face: FontkitFace): void {
  const getGlyph = face.getGlyph;
  face.getGlyph = function glyphWithCharacters(this: FontkitFace, id: number, characters: number[] = []) {
    if (characters.length > 0 || this._glyphs?.[id]) return getGlyph.call(this, id, characters);
    const [text = ''] = this.stringsForGlyph(id);
    return getGlyph.call(
      this,
      id,
      [...text].map((character) => character.codePointAt(0) ?? 0),
    );
  };
}

const isFontkitFace = (font: object): font is FontkitFace =>
  typeof (font as Partial<FontkitFace>).getGlyph === 'function' &&
  typeof (font as Partial<FontkitFace>).stringsForGlyph === 'function';

let installed = false;

export function cacheParsedFonts(): void {
  if (installed) return;
  installed = true;
  const pdfmakeDocument = (
    createRequire(import.meta.url)('pdfmake/js/PDFDocument.js') as {
      default?: { prototype: { provideFont?: ProvideFont } };
    }
  ).default;
  const original = pdfmakeDocument?.prototype.provideFont;
  if (!pdfmakeDocument || typeof original !== 'function') return;

  const parsed = new Map<string, ParsedFace>();
  pdfmakeDocument.prototype.provideFont = function provideFont(family, bold, italics) {
    const type = this.getFontType(bold, italics);
    const known = this.fontCache?.[family]?.[type];
    if (known) return known;
    const key = `${family}-${type}`;
    const face = parsed.get(key);
    if (!face || typeof this._fontCount !== 'number' || typeof this._fontFamilies !== 'object') {
      const loaded = original.call(this, family, bold, italics);
      const reusable =
        typeof loaded?.font === 'object' &&
        typeof loaded.constructor === 'function' &&
        typeof loaded.layoutCache === 'object';
      if (!face && reusable && loaded.layoutCache) {
        if (isFontkitFace(loaded.font)) glyphsKeepTheirCharacters(loaded.font);
        parsed.set(key, { first: loaded, layoutCache: loaded.layoutCache, documents: 1 });
      }
      return loaded;
    }
    this._fontCount += 1;
    const font = new face.first.constructor(this, face.first.font, `F${this._fontCount}`);
    face.documents += 1;
    if (face.documents % documentsPerLayoutCache === 0) face.layoutCache = Object.create(null) as object;
    font.layoutCache = face.layoutCache;
    this._fontFamilies[key] = font;
    this.fontCache[family] = { ...this.fontCache[family], [type]: font };
    return font;
  };
}
