import type { Db } from '../../db/database.js';
import { currentTermsVersion } from './content.repository.js';
import { defaultTermsVersion1 } from './default-terms-v1.js';
import { publishDefaultTerms } from './publish.js';

/** Publishes the default terms version 1 on a fresh database; later versions come from `npm run admin`. */
export async function seedDefaultTerms(db: Db): Promise<void> {
  if ((await currentTermsVersion(db)) !== undefined) return;
  await publishDefaultTerms(db, defaultTermsVersion1);
}
