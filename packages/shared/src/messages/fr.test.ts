import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { fr } from './fr.js';
import { pickLanguage } from './index.js';
import { translate } from './translate.js';

/** The {name} placeholders of a message, sorted: a translation takes the same ones. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

/**
 * Keys whose French is rightly the English: words both languages write alike, and lines made only
 * of placeholders and signs.
 */
const sameInBoth = new Set([
  // The same word in both languages.
  'contractChangeClause',
  'billingTopUpLine',
  'invoiceDescriptionLabel',
  'invoiceTotal',
  'documentPaymentTaxLine',
  'documentSignaturesHeading',
  'documentSignatureLine',
  'documentSignatureDate',
  'signEmailDetailSha256',
  'certificateContractorValue',
  'certificateRoleClient',
  'certificateNone',
  'salesTaxLine',
  'salesTaxLineJoiner',
  'salesTaxTotal',
]);

describe('the French catalogue', () => {
  const keys = Object.keys(en) as (keyof typeof en)[];

  it('has every key of the English one, and no other', () => {
    expect(Object.keys(fr).sort()).toEqual([...keys].sort());
  });

  it('takes the same placeholders as the English in every message', () => {
    const differing = keys.filter((key) => placeholders(fr[key]).join() !== placeholders(en[key]).join());
    expect(differing).toEqual([]);
  });

  it('is translated: no message is the English one outside the words both languages share', () => {
    const untranslated = keys.filter((key) => fr[key] === en[key] && !sameInBoth.has(key));
    expect(untranslated).toEqual([]);
    expect(
      [...sameInBoth].filter((key) => fr[key as keyof typeof fr] !== en[key as keyof typeof en]),
    ).toEqual([]);
  });

  it('is what a French browser and translate("fr") get', () => {
    expect(pickLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLanguage('en-CA,fr-CA;q=0.5')).toBe('en');
    expect(translate('fr', 'fileTooLarge', { maxMb: 15 })).toBe(fr.fileTooLarge.replace('{maxMb}', '15'));
  });
});
