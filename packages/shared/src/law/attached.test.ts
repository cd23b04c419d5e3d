import { describe, expect, it } from 'vitest';
import {
  cancellationStatementOf,
  restrictedProductsOf,
  restrictedProductsProblem,
  restrictedProductsRuleOf,
} from './index.js';

const day = '2026-11-29';

describe('cancellationStatementOf', () => {
  it('attaches Quebec’s statement and form to a consumer contract, from the regulation’s record', () => {
    const record = cancellationStatementOf({ province: 'Quebec', day, consumer: true });
    expect(record?.section).toContain('s. 50.2');
    expect(record?.data.headings.fr).toBe('ÉNONCÉ DES DROITS DE RÉSOLUTION DU CONSOMMATEUR');
    expect(record?.data.withForm).toBe(true);
  });

  it('attaches none to a business contract, in Ontario, or before the record’s first day', () => {
    expect(cancellationStatementOf({ province: 'Quebec', day, consumer: false })).toBeUndefined();
    expect(cancellationStatementOf({ province: 'Ontario', day, consumer: true })).toBeUndefined();
    expect(
      cancellationStatementOf({ province: 'Quebec', day: '2020-12-16', consumer: true }),
    ).toBeUndefined();
  });
});

describe('Ontario’s restricted products', () => {
  const ontario = { province: 'Ontario', day, consumer: true };

  it('puts the disclosure statement first on an Ontario consumer contract that includes them', () => {
    expect(restrictedProductsOf({ ...ontario, restrictedProducts: true })?.data.firstPage).toBe(true);
    expect(restrictedProductsOf({ ...ontario, restrictedProducts: false })).toBeUndefined();
    expect(restrictedProductsOf({ ...ontario, consumer: false, restrictedProducts: true })).toBeUndefined();
    expect(
      restrictedProductsOf({ ...ontario, province: 'Quebec', restrictedProducts: true }),
    ).toBeUndefined();
  });

  it('offers the switches only for a consumer contract in a province with the rule', () => {
    expect(restrictedProductsRuleOf(ontario)).toBeDefined();
    expect(restrictedProductsRuleOf({ ...ontario, consumer: false })).toBeUndefined();
    expect(restrictedProductsRuleOf({ ...ontario, province: 'Alberta' })).toBeUndefined();
  });

  it('refuses them unless the client made the first contact', () => {
    const facts = { ...ontario, restrictedProducts: true, clientInitiatedContact: false };
    expect(restrictedProductsProblem(facts)).toBe('contractRestrictedProductsNotInitiated');
    expect(restrictedProductsProblem({ ...facts, clientInitiatedContact: true })).toBeNull();
    expect(restrictedProductsProblem({ ...facts, restrictedProducts: false })).toBeNull();
    expect(restrictedProductsProblem({ ...facts, consumer: false })).toBeNull();
  });
});
