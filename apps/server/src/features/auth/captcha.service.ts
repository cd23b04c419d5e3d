import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findCaptchaAnswer, saveCaptcha, takeCaptcha } from './captchas.repository.js';
import { constantTimeEqual } from './secrets.js';

const captchaTtlMs = 10 * 60_000;

/** Draws a new captcha for the page's id (replacing any earlier one) and answers it as a PNG. */
export async function drawCaptcha(db: Queryable, id: string): Promise<Buffer> {
  const captcha = svgCaptcha.create({
    size: 5,
    noise: 2,
    ignoreChars: '0oO1lIi',
    color: false,
    background: '#f4f6f8',
  });
  const answer = captcha.text.toLowerCase();
  const expiresAt = new Date(Date.now() + captchaTtlMs);
  await saveCaptcha(db, { id, answer, expiresAt });
  return sharp(Buffer.from(captcha.data)).png().toBuffer();
}

/** Checks an answer and discards the captcha, right or wrong: each drawing allows one try. */
export async function checkCaptcha(db: Queryable, id: string, answer: string): Promise<void> {
  const row = await takeCaptcha(db, id);
  const right =
    row && row.expiresAt.getTime() > Date.now() && constantTimeEqual(row.answer, answer.trim().toLowerCase());
  if (!right) throw new AppError(400, 'captchaIncorrect');
}

/** Test mode only: the answer of the captcha drawn for an id. */
export async function captchaAnswer(db: Queryable, id: string): Promise<string | undefined> {
  return findCaptchaAnswer(db, id);
}
