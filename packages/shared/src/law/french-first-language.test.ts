import { describe, expect, it } from 'vitest';
import { contractTypes } from '../contracts.js';
import type { Language } from '../messages/index.js';
import { contractLanguageUnderLaw, frenchFirstApplies } from './index.js';

const project = (
  province: string,
  clients: [Language, boolean][],
  subcontractors: [string, Language][] = [],
) => ({
  Province: province,
  Clients: clients.map(([Language, IsBusiness]) => ({ Language, IsBusiness })),
  Subcontractors: subcontractors.map(([Id, Language]) => ({ Id, Language })),
});
const day = '2026-11-29';
const { client, subcontractor } = contractTypes;

describe('a contract’s language under Quebec’s French first (Charter s. 55)', () => {
  it('writes a Quebec consumer contract in French whatever its clients read, or pick', () => {
    expect(contractLanguageUnderLaw(project('Quebec', [['en', false]]), client, null, undefined, day)).toBe(
      'fr',
    );
    expect(
      contractLanguageUnderLaw(
        project('Quebec', [
          ['en', false],
          ['en', true],
        ]),
        client,
        null,
        'en',
        day,
      ),
    ).toBe('fr');
  });

  it('leaves a business client’s, a sub-contract’s and another province’s to its readers', () => {
    expect(contractLanguageUnderLaw(project('Quebec', [['en', true]]), client, null, undefined, day)).toBe(
      'en',
    );
    expect(
      contractLanguageUnderLaw(
        project('Quebec', [['fr', false]], [['s', 'en']]),
        subcontractor,
        's',
        undefined,
        day,
      ),
    ).toBe('en');
    expect(contractLanguageUnderLaw(project('Ontario', [['en', false]]), client, null, undefined, day)).toBe(
      'en',
    );
  });

  it('applies from the day the rule took effect, 2023-06-01', () => {
    const facts = { type: client, clients: [{ IsBusiness: false }], province: 'Quebec' };
    expect(frenchFirstApplies({ ...facts, day: '2023-06-01' })).toBe(true);
    expect(frenchFirstApplies({ ...facts, day: '2023-05-31' })).toBe(false);
  });
});
