import type { AppDeps } from '../../app.js';
import type { Db } from '../../db/database.js';
import { accountMessenger, type AccountMessenger } from './account-messages.js';
import type { AccessTokenKey } from './access-token.js';

/** What the account services share, built once per app. */
export interface AccountsContext {
  db: Db;
  authKey: AccessTokenKey;
  /** Key of the code hashes (the token secret: a database copy alone cannot test codes). */
  codeKey: Uint8Array;
  messenger: AccountMessenger;
  publicUrl: string;
  secureCookies: boolean;
}

export function accountsContext(deps: AppDeps): AccountsContext {
  return {
    db: deps.database.db,
    authKey: deps.authKey,
    codeKey: deps.authKey.secret,
    messenger: accountMessenger(deps.notifier, deps.config.productName),
    publicUrl: deps.config.publicUrl,
    secureCookies: deps.config.publicUrl.startsWith('https://'),
  };
}
