import { isEmail, isPhone, normalisePhone } from './patterns.js';

/** What an `account` field names: an email, a mobile number, or (password sign-in only) a user name. */
export interface AccountName {
  kind: 'email' | 'phone' | 'userName';
  value: string;
}

/**
 * The one spelling of an account as typed in any form: an email in lower case, a mobile number as
 * its ten digits, a user name in lower case. Look-ups and per-account limits both use it, so
 * `604.868.2644` and `+1-6048682644` are the same account everywhere.
 */
export function normaliseAccount(account: string): AccountName {
  const text = account.trim();
  if (isEmail(text)) return { kind: 'email', value: text.toLowerCase() };
  if (isPhone(text)) return { kind: 'phone', value: normalisePhone(text) };
  return { kind: 'userName', value: text.toLowerCase() };
}
