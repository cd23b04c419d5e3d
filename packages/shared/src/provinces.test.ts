import { describe, expect, it } from 'vitest';
import { addressLine } from './format.js';
import { languages } from './messages/index.js';
import { provinceName, provinceNames, provinces } from './provinces.js';

const laval = {
  Address: '200 rue Principale',
  Unit: '8',
  City: 'Laval',
  Province: 'Quebec',
  PostalCode: 'H7N 1A1',
};

describe('province names', () => {
  it('names every province in every language', () => {
    for (const language of languages) {
      expect(Object.keys(provinceNames[language]).sort()).toEqual([...provinces].sort());
    }
  });

  it('names a province as a French reader writes it, and leaves an unknown value as it is', () => {
    expect(provinceName('Quebec', 'fr')).toBe('Québec');
    expect(provinceName('British Columbia', 'fr')).toBe('Colombie-Britannique');
    expect(provinceName('Quebec', 'en')).toBe('Quebec');
    expect(provinceName('Atlantis', 'fr')).toBe('Atlantis');
  });

  it('writes an address line with the province in the reader’s language', () => {
    expect(addressLine(laval, 'fr')).toBe('8-200 rue Principale, Laval, Québec H7N 1A1');
    expect(addressLine(laval, 'en')).toBe('8-200 rue Principale, Laval, Quebec H7N 1A1');
  });
});
