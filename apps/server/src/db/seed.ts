import type { Config } from '../config/config.js';
import type { Db } from './database.js';
import { seedPlans } from '../features/billing/plans.seed.js';
import { seedEula } from '../features/content/eula.seed.js';
import { seedDefaultTerms } from '../features/content/default-terms.seed.js';

/** Reference data every installation needs; safe to run on every start. */
export async function seedReferenceData(db: Db, config: Pick<Config, 'productName'>): Promise<void> {
  await seedPlans(db);
  await seedEula(db, config.productName);
  await seedDefaultTerms(db);
}
