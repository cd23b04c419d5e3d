import { describe, expect, it } from 'vitest';
import { contractTypes } from '../contracts.js';
import { englishVersionApplies, type EnglishVersionFacts } from './index.js';

const quebecConsumer: EnglishVersionFacts = {
  type: contractTypes.client,
  clients: [{ IsBusiness: false }],
  province: 'Quebec',
  language: 'fr',
  day: '2026-11-29',
};

describe('englishVersionApplies', () => {
  it("offers the English version of a French Quebec consumer contract, under the Charter's s. 55", () => {
    expect(englishVersionApplies(quebecConsumer)?.section).toBe('s. 55');
  });

  it('offers none outside Quebec, to a business client, on a sub-contract or on an English contract', () => {
    expect(englishVersionApplies({ ...quebecConsumer, province: 'Ontario' })).toBeUndefined();
    expect(englishVersionApplies({ ...quebecConsumer, clients: [{ IsBusiness: true }] })).toBeUndefined();
    expect(englishVersionApplies({ ...quebecConsumer, type: contractTypes.subcontractor })).toBeUndefined();
    expect(englishVersionApplies({ ...quebecConsumer, language: 'en' })).toBeUndefined();
  });

  it('offers none before the rule took effect on 2023-06-01', () => {
    expect(englishVersionApplies({ ...quebecConsumer, day: '2023-05-31' })).toBeUndefined();
    expect(englishVersionApplies({ ...quebecConsumer, day: '2023-06-01' })).toBeDefined();
  });
});
