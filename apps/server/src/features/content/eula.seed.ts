import type { Db } from '../../db/database.js';
import { insertEulaVersionIfAbsent } from './content.repository.js';
import { eulaVersion1 } from './eula-v1.js';

/** Publishes EULA version 1 on a fresh database; later versions come from `npm run admin`. */
export async function seedEula(db: Db, productName: string): Promise<void> {
  const content = eulaVersion1.replaceAll('{product}', productName);
  await insertEulaVersionIfAbsent(db, { version: 1, content });
}
