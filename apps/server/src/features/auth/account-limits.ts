import type { Queryable } from '../../db/database.js';
import { findUserByAccount, parseAccount } from './accounts.repository.js';

/**
 * What the per-account limits (sign-in, codes, password reset) count: the account itself, so ten
 * wrong passwords lock it whichever identifier comes next (its email, its mobile number in any
 * spelling, its user name). A name no account uses counts under its one spelling, so nobody's
 * failures lock an account they did not name. Either way the answers are the same: the key is
 * never shown, and 429 comes after as many attempts.
 */
export const accountCounterKey =
  (db: Queryable) =>
  async (typed: string): Promise<string> => {
    const account = parseAccount(typed);
    const user = await findUserByAccount(db, account);
    return user ? `user:${user.id}` : `${account.kind}:${account.value}`;
  };
