import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';

export type CaptchaRow = typeof captchas.$inferSelect;

/** Stores the captcha drawn for the id, replacing any earlier one, and drops the expired ones. */
export async function saveCaptcha(
  db: Queryable,
  values: { id: string; answer: string; expiresAt: Date },
): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values(values)
    .onConflictDoUpdate({ target: captchas.id, set: { answer: values.answer, expiresAt: values.expiresAt } });
}

/** Deletes the captcha of the id; answers it as it was. */
export async function takeCaptcha(db: Queryable, id: string): Promise<CaptchaRow | undefined> {
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  return row;
}

export async function findCaptchaAnswer(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.id, id))
    .limit(1);
  return row?.answer;
}
