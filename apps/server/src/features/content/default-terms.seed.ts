import type { Db } from '../../db/database.js';
import { currentTermsVersion } from './content.repository.js';
import { defaultTermsVersion1 } from './default-terms-v1.js';
import { defaultTermsVersion2 } from './default-terms-v2.js';
import { defaultTermsVersion3 } from './default-terms-v3.js';
import { publishDefaultTerms, type PublishedTerm } from './publish.js';

/** The built-in versions, each published in turn while the version in force is below it. */
const builtIn: readonly (readonly PublishedTerm[])[] = [
  defaultTermsVersion1,
  defaultTermsVersion2,
  defaultTermsVersion3,
];

/**
 * Brings the default terms up to version 3: version 1 on a fresh database, then each later built-in
 * version whenever the version in force is below it (accounts that accepted version 1 are then shown
 * version 2's added clauses as New; version 3 only adds the French twins, which shows no change). An
 * operator's later versions, from `npm run admin`, are left alone.
 */
export async function seedDefaultTerms(db: Db): Promise<void> {
  for (const [index, terms] of builtIn.entries()) {
    if (((await currentTermsVersion(db)) ?? 0) < index + 1) await publishDefaultTerms(db, terms);
  }
}
