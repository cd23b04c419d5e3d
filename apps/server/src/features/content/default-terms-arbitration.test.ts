import { describe, expect, it } from 'vitest';
import { arbitrationClauseIndexes } from '@tradepact/shared';
import { defaultTermsVersion1 } from './default-terms-v1.js';
import { defaultTermsVersion2 } from './default-terms-v2.js';
import { defaultTermsVersion3 } from './default-terms-v3.js';

/**
 * Issue 31 §5: the builder flags a consumer clause that looks like arbitration-only or a class-action
 * waiver. None of the default terms we publish is one, in any version or language: the note must not
 * show on a contract made of them.
 */
describe('the default terms and the arbitration note', () => {
  it('no published default term, English or French, trips the detector', () => {
    for (const version of [defaultTermsVersion1, defaultTermsVersion2, defaultTermsVersion3]) {
      const texts = version.flatMap((term) => [term.text, ...Object.values(term.translations ?? {})]);
      expect(texts.length).toBeGreaterThan(0);
      expect(arbitrationClauseIndexes(texts.map(String)).map((index) => texts[index])).toEqual([]);
    }
  });
});
