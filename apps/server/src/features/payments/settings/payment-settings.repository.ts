import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { paymentSettings } from '../../../db/schema/index.js';

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** The contractor's payment settings; none saved yet reads as the table's defaults. */
export async function paymentSettingsOf(
  db: Queryable,
  userId: string,
): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.userId, userId)).limit(1);
  return row;
}

export async function savePaymentSettings(
  db: Queryable,
  userId: string,
  settings: Pick<PaymentSettingsRow, 'etransferEmail' | 'overdueReminders'>,
): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(paymentSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: paymentSettings.userId, set: values });
}
