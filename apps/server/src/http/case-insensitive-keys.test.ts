import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { matchKeysToSchema } from './case-insensitive-keys.js';

const project = z.object({
  Name: z.string(),
  Clients: z.array(z.object({ FirstName: z.string() })).optional(),
  account: z.string().optional(),
});

describe('matchKeysToSchema', () => {
  it('renames keys to the declared spelling whatever their case, in nested arrays too', () => {
    expect(
      matchKeysToSchema({ name: 'Deck', clients: [{ firstname: 'Ann' }], ACCOUNT: 'a' }, project),
    ).toEqual({
      Name: 'Deck',
      Clients: [{ FirstName: 'Ann' }],
      account: 'a',
    });
  });

  it('keeps the exact spelling when both spellings are sent', () => {
    expect(matchKeysToSchema({ name: 'lower', Name: 'exact' }, project)).toEqual({ Name: 'exact' });
    expect(matchKeysToSchema({ Name: 'exact', name: 'lower' }, project)).toEqual({ Name: 'exact' });
  });

  it('leaves unknown keys and non-objects alone', () => {
    expect(matchKeysToSchema({ extra: 1 }, project)).toEqual({ extra: 1 });
    expect(matchKeysToSchema('text', project)).toBe('text');
    expect(matchKeysToSchema({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});
