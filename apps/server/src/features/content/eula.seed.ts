import type { Db } from '../../db/database.js';
import { currentEula, insertEulaVersionIfAbsent } from './content.repository.js';
import { eulaVersion1 } from './eula-v1.js';
import { eulaVersion2 } from './eula-v2.js';

/**
 * Brings the EULA up to version 2: version 1 on a fresh database, then version 2 whenever the version
 * in force is below it (accounts that accepted version 1 are asked to accept version 2). An operator's
 * later versions, from `npm run admin`, are left alone.
 */
export async function seedEula(db: Db, productName: string): Promise<void> {
  const named = (text: string) => text.replaceAll('{product}', productName);
  await insertEulaVersionIfAbsent(db, { version: 1, content: named(eulaVersion1) });
  if (((await currentEula(db))?.version ?? 0) < 2) {
    await insertEulaVersionIfAbsent(db, { version: 2, content: named(eulaVersion2) });
  }
}
