import { describe, expect, it } from 'vitest';
import { crockfordAlphabet, groupedDocumentCode, isDocumentCode, newDocumentCode } from './document-code.js';

describe('newDocumentCode', () => {
  it('is 20 characters of upper-case Crockford base32, without I, L, O or U', () => {
    for (let run = 0; run < 200; run += 1) {
      const code = newDocumentCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
      expect(isDocumentCode(code)).toBe(true);
    }
  });

  it('draws every character of the alphabet in every position, so no bit is stuck', () => {
    const seen = Array.from({ length: 20 }, () => new Set<string>());
    for (let run = 0; run < 3000; run += 1) {
      [...newDocumentCode()].forEach((character, position) => seen[position]?.add(character));
    }
    expect(seen.map((characters) => characters.size)).toEqual(Array(20).fill(32));
  });

  it('never repeats', () => {
    const codes = new Set(Array.from({ length: 5000 }, newDocumentCode));
    expect(codes.size).toBe(5000);
  });
});

describe('isDocumentCode', () => {
  it('refuses other lengths, lower case and the letters Crockford leaves out', () => {
    expect(crockfordAlphabet).toHaveLength(32);
    expect(isDocumentCode('7Q2M4K9X3ZR8HDAB12C')).toBe(false);
    expect(isDocumentCode('7Q2M4K9X3ZR8HDAB12CDE')).toBe(false);
    expect(isDocumentCode('7q2m4k9x3zr8hdab12cd')).toBe(false);
    for (const letter of ['I', 'L', 'O', 'U'])
      expect(isDocumentCode(`${letter}Q2M4K9X3ZR8HDAB12CD`)).toBe(false);
  });
});

describe('groupedDocumentCode', () => {
  it('groups the code by four for reading from paper', () => {
    expect(groupedDocumentCode('7Q2M4K9X3ZR8HDAB12CD')).toBe('7Q2M-4K9X-3ZR8-HDAB-12CD');
  });
});
