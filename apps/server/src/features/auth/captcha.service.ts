import { eq, lt } from 'drizzle-orm';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { constantTimeEqual } from './secrets.js';

const captchaTtlMs = 10 * 60_000;

/** Draws a new captcha for the page's id (replacing any earlier one) and answers it as a PNG. */
export async function drawCaptcha(db: Db, id: string): Promise<Buffer> {
  const captcha = svgCaptcha.create({
    size: 5,
    noise: 2,
    ignoreChars: '0oO1lIi',
    color: false,
    background: '#f4f6f8',
  });
  const answer = captcha.text.toLowerCase();
  const expiresAt = new Date(Date.now() + captchaTtlMs);
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ id, answer, expiresAt })
    .onConflictDoUpdate({ target: captchas.id, set: { answer, expiresAt } });
  return sharp(Buffer.from(captcha.data)).png().toBuffer();
}

/** Checks an answer and discards the captcha, right or wrong: each drawing allows one try. */
export async function checkCaptcha(db: Db, id: string, answer: string): Promise<void> {
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  const right =
    row && row.expiresAt.getTime() > Date.now() && constantTimeEqual(row.answer, answer.trim().toLowerCase());
  if (!right) throw new AppError(400, 'captchaIncorrect');
}

/** Test mode only: the answer of the captcha drawn for an id. */
export async function captchaAnswer(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.id, id))
    .limit(1);
  return row?.answer;
}
