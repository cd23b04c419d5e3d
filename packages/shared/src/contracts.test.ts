import { describe, expect, it } from 'vitest';
import { contractLanguageOf, contractTypes } from './contracts.js';
import type { Language } from './messages/index.js';

const project = (province: string, clients: Language[], subcontractors: [string, Language][] = []) => ({
  Province: province,
  Clients: clients.map((Language) => ({ Language })),
  Subcontractors: subcontractors.map(([Id, Language]) => ({ Id, Language })),
});

describe('contractLanguageOf', () => {
  it('writes a client contract in its clients’ language, French when they differ in Quebec, else the first’s', () => {
    const { client } = contractTypes;
    const of = (p: ReturnType<typeof project>) => contractLanguageOf(p, client, null);
    expect(of(project('Ontario', ['fr']))).toBe('fr');
    expect(of(project('Quebec', ['en', 'fr']))).toBe('fr');
    expect(of(project('Ontario', ['en', 'fr']))).toBe('en');
    expect(of(project('Ontario', []))).toBe('en');
  });

  it('takes the contractor’s pick between clients who differ, and ignores it when they read one', () => {
    const { client } = contractTypes;
    expect(contractLanguageOf(project('Quebec', ['en', 'fr']), client, null, 'en')).toBe('en');
    expect(contractLanguageOf(project('Ontario', ['fr', 'fr']), client, null, 'en')).toBe('fr');
  });

  it('writes a sub-contract in its sub-contractor’s language', () => {
    const p = project(
      'Quebec',
      ['fr'],
      [
        ['a', 'en'],
        ['b', 'fr'],
      ],
    );
    expect(contractLanguageOf(p, contractTypes.subcontractor, 'a')).toBe('en');
    expect(contractLanguageOf(p, contractTypes.subcontractor, 'b')).toBe('fr');
  });
});
