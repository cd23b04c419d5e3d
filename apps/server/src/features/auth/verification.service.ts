import { limits, type MessageKey } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { tooManyRequests } from '../../http/app-error.js';
import {
  codeRequestsSince,
  insertCode,
  lastCodeRequestAt,
  liveCodes,
  markCodeUsed,
  recordCodeRequest,
  setCodeAttempts,
  type CodePurpose,
} from './codes.repository.js';
import { constantTimeEqual, hashCode, randomCode } from './secrets.js';

export type { CodePurpose } from './codes.repository.js';

/** Codes one destination may be sent in a day. */
export const dailyCodeCap = 10;
/** Wrong entries that void a code. */
export const maxCodeAttempts = 5;

/** How many codes one destination may be sent within a window, and the refusal past it ({minutes} to wait). */
export interface CodeRequestCap {
  count: number;
  windowSeconds: number;
  message: MessageKey;
}

const dailyCap: CodeRequestCap = {
  count: dailyCodeCap,
  windowSeconds: 86_400,
  message: 'authCodeDailyLimit',
};

/**
 * Refuses a code request within 60 s of the previous one or past the cap (10 a day unless told).
 * Keyed by the destination and recorded whether or not an account matched, so the answer reveals
 * nothing.
 */
export async function throttleCodeRequest(
  db: Queryable,
  destination: string,
  {
    withinWait = false,
    cap = dailyCap,
  }: {
    /** Only the cap: for a sign-in whose right password already asked for this code. */
    withinWait?: boolean;
    cap?: CodeRequestCap;
  } = {},
): Promise<void> {
  const latest = withinWait ? undefined : await lastCodeRequestAt(db, destination);
  const waitMs = latest ? limits.resendCodeWaitSeconds * 1000 - (Date.now() - latest.getTime()) : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(seconds, 'authCodeTooSoon', { seconds });
  }
  const windowMs = cap.windowSeconds * 1000;
  const recent = await codeRequestsSince(db, destination, new Date(Date.now() - windowMs));
  if (recent.first && recent.n >= cap.count) {
    // The earliest of the window's codes leaves it first.
    const seconds = (recent.first.getTime() + windowMs - Date.now()) / 1000;
    throw tooManyRequests(seconds, cap.message, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  await recordCodeRequest(db, destination);
}

/** Stores a new code for the user (earlier unused codes to the same place stay valid until they expire). */
export async function createCode(
  db: Queryable,
  key: Uint8Array,
  input: { userId: string; purpose: CodePurpose; channel: 'email' | 'sms'; destination: string },
): Promise<string> {
  const code = randomCode();
  await insertCode(db, {
    ...input,
    codeHash: hashCode(key, code),
    expiresAt: new Date(Date.now() + limits.verificationCodeValidMinutes * 60_000),
  });
  return code;
}

/**
 * Uses up a code sent to the destination. Compared in constant time against each live code;
 * a miss counts against every live code there, and five misses void a code.
 */
export async function consumeCode(
  db: Queryable,
  key: Uint8Array,
  input: { userId: string; destination: string; code: string; purposes: CodePurpose[] },
): Promise<CodePurpose | undefined> {
  const live = await liveCodes(db, input, 5);
  const presented = hashCode(key, input.code.trim());
  const match = live.find(
    (row) => row.attempts < maxCodeAttempts && constantTimeEqual(row.codeHash, presented),
  );
  if (!match) {
    for (const row of live) {
      const attempts = row.attempts + 1;
      await setCodeAttempts(db, row.id, attempts, attempts >= maxCodeAttempts ? new Date() : null);
    }
    return undefined;
  }
  return markCodeUsed(db, match.id);
}
