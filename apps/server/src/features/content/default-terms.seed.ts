import type { Db } from '../../db/database.js';
import { currentTermsVersion } from './content.repository.js';
import { defaultTermsVersion1 } from './default-terms-v1.js';
import { defaultTermsVersion2 } from './default-terms-v2.js';
import { publishDefaultTerms } from './publish.js';

/**
 * Brings the default terms up to version 2: version 1 on a fresh database, then version 2 whenever the
 * version in force is below it (accounts that accepted version 1 are then shown the added clauses as
 * New). An operator's later versions, from `npm run admin`, are left alone.
 */
export async function seedDefaultTerms(db: Db): Promise<void> {
  if ((await currentTermsVersion(db)) === undefined) await publishDefaultTerms(db, defaultTermsVersion1);
  if (((await currentTermsVersion(db)) ?? 0) < 2) await publishDefaultTerms(db, defaultTermsVersion2);
}
