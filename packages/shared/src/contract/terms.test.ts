import { describe, expect, it } from 'vitest';
import { contractTypes } from '../contracts.js';
import {
  clauseText,
  defaultTermTypeFor,
  defaultTermTypes,
  isEmptyClause,
  isOwnContractType,
  keptClauses,
  storedTemplateType,
  templateDetailTypes,
} from './terms.js';

describe('defaultTermTypeFor (DECISIONS "Which default terms")', () => {
  it('offers a client contract (Type 1) the client default terms (type 0)', () => {
    expect(contractTypes.client).toBe(1);
    expect(defaultTermTypes.client).toBe(0);
    expect(defaultTermTypeFor(contractTypes.client)).toBe(0);
  });

  it('offers a sub-contract (Type 0) the sub-contractor default terms (type 1)', () => {
    expect(contractTypes.subcontractor).toBe(0);
    expect(defaultTermTypeFor(contractTypes.subcontractor)).toBe(defaultTermTypes.subcontractor);
    expect(defaultTermTypeFor(contractTypes.subcontractor)).toBe(1);
  });
});

describe('template detail types (doc 3 §4)', () => {
  it('stores an "upload own contract" template as its kind of contract, the type minus 2', () => {
    expect(storedTemplateType(templateDetailTypes.ownClientContract)).toBe(contractTypes.client);
    expect(storedTemplateType(templateDetailTypes.ownSubcontract)).toBe(contractTypes.subcontractor);
  });

  it('stores a client or sub-contractor template as it is', () => {
    expect(storedTemplateType(templateDetailTypes.client)).toBe(contractTypes.client);
    expect(storedTemplateType(templateDetailTypes.subcontractor)).toBe(contractTypes.subcontractor);
  });

  it('tells the own-contract types from the others', () => {
    expect(isOwnContractType(templateDetailTypes.ownClientContract)).toBe(true);
    expect(isOwnContractType(templateDetailTypes.ownSubcontract)).toBe(true);
    expect(isOwnContractType(templateDetailTypes.client)).toBe(false);
    expect(isOwnContractType(templateDetailTypes.subcontractor)).toBe(false);
  });
});

describe('clauseText and isEmptyClause', () => {
  it('reads the words of a clause without its tags, spaces collapsed', () => {
    expect(clauseText('<p><b>Payment</b> is due<br>on   receipt.</p>')).toBe('Payment is due on receipt.');
    expect(clauseText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
  });

  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p>&nbsp;</p>',
    '<p>&#160; </p>',
    '<ul><li></li></ul>',
    '<p> </p><p>\n</p>',
  ])('counts %j as empty', (html) => {
    expect(isEmptyClause(html)).toBe(true);
  });

  it('counts a clause with any word as not empty', () => {
    expect(isEmptyClause('<p>.</p>')).toBe(false);
    expect(isEmptyClause('Net 30')).toBe(false);
  });
});

describe('keptClauses (doc 3 §5)', () => {
  it('sends the kept, non-empty clauses, in their order', () => {
    expect(
      keptClauses([
        { html: '<p>Warranty</p>', keep: true },
        { html: '<p>Dropped by its switch</p>', keep: false },
        { html: '<p></p>', keep: true },
        { html: '<p>Termination</p>', keep: true },
      ]),
    ).toEqual(['<p>Warranty</p>', '<p>Termination</p>']);
  });

  it('keeps a single clause whatever its switch says', () => {
    expect(keptClauses([{ html: '<p>Only clause</p>', keep: false }])).toEqual(['<p>Only clause</p>']);
    expect(keptClauses([{ html: '<p>Only clause</p>', keep: true }])).toEqual(['<p>Only clause</p>']);
  });

  it('drops a single clause that is empty, kept or not', () => {
    expect(keptClauses([{ html: '<p><br></p>', keep: true }])).toEqual([]);
    expect(keptClauses([{ html: '<p>&nbsp;</p>', keep: false }])).toEqual([]);
  });

  it('sends nothing when every clause is switched off or there are none', () => {
    expect(
      keptClauses([
        { html: '<p>A</p>', keep: false },
        { html: '<p>B</p>', keep: false },
      ]),
    ).toEqual([]);
    expect(keptClauses([])).toEqual([]);
  });
});
