import type { Db } from '../../db/database.js';
import type { Translations } from '../../db/schema/index.js';
import { currentEula, insertEulaVersionIfAbsent } from './content.repository.js';
import { eulaVersion1 } from './eula-v1.js';
import { eulaVersion2 } from './eula-v2.js';
import { eulaVersion3 } from './eula-v3.js';

/**
 * Brings the EULA up to version 3: version 1 on a fresh database, then each later built-in version
 * whenever the version in force is below it (accounts that accepted an earlier one are asked to accept
 * the new one, once, in whichever language they read it). An operator's later versions, from
 * `npm run admin`, are left alone.
 */
export async function seedEula(db: Db, productName: string): Promise<void> {
  const named = (text: string) => text.replaceAll('{product}', productName);
  const namedTranslations = (translations: Translations) =>
    Object.fromEntries(Object.entries(translations).map(([language, text]) => [language, named(text ?? '')]));
  const builtIn = [
    { version: 1, content: eulaVersion1, translations: {} },
    { version: 2, content: eulaVersion2, translations: {} },
    { version: 3, ...eulaVersion3 },
  ];
  for (const { version, content, translations } of builtIn) {
    if (version > 1 && ((await currentEula(db))?.version ?? 0) >= version) continue;
    await insertEulaVersionIfAbsent(db, {
      version,
      content: named(content),
      translations: namedTranslations(translations),
    });
  }
}
