import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeSwitchSchema, type UnsubscribeSwitch } from '@tradepact/shared';

/** Keeps these signatures apart from anything else made with the same key. */
const purpose = 'tradepact/unsubscribe/v1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (key: Uint8Array, userId: string, which: UnsubscribeSwitch) =>
  createHmac('sha256', key).update(`${purpose}\n${userId}\n${which}`).digest('base64url');

/**
 * The token of a general email's unsubscribe link: the account, the switch it turns off, and an HMAC
 * of both under the server's secret. It never expires: CASL wants the link to keep working, and all it
 * can do is turn a switch off.
 */
export function unsubscribeToken(key: Uint8Array, userId: string, which: UnsubscribeSwitch): string {
  return `${userId}.${which}.${signatureOf(key, userId, which)}`;
}

/** The account and switch a token names, or undefined when it was not signed with this key. */
export function readUnsubscribeToken(
  key: Uint8Array,
  token: string,
): { userId: string; which: UnsubscribeSwitch } | undefined {
  const [userId = '', switchName, signature = '', ...rest] = token.split('.');
  const which = unsubscribeSwitchSchema.safeParse(switchName);
  if (rest.length > 0 || !uuid.test(userId) || !which.success) return undefined;
  const expected = Buffer.from(signatureOf(key, userId, which.data));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, which: which.data }
    : undefined;
}
