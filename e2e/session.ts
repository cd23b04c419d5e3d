import type { UserInfo } from '@tradepact/shared';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { accessTokenCookie } from '../apps/server/src/features/auth/authenticate.js';
import { startSession } from '../apps/server/src/features/auth/sessions.service.js';
import { callAs } from '../apps/server/test/contractor.js';
import type { TestApp, TestUser } from '../apps/server/test/test-app.js';
import { storageKeys } from '../apps/web/src/lib/storage.js';

/** A new session of the account, for calling the API as it. */
export async function apiSession(t: TestApp, userId: string): Promise<TestUser> {
  const tokens = await startSession(t.services.database.db, t.services.authKey, userId);
  return { id: userId, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
}

/**
 * A browser context already signed in as the account, for journeys that are not about signing in:
 * its own session, kept as a sign-in leaves it (the access token's cookie, and in localStorage the
 * token pair and the user info the sign-in page reads), and the EULA accepted as its first-visit
 * popup would. Signing in through the login page, and the popups, are journeys of their own
 * (accounts.browser.test.ts, settings.browser.test.ts); going through them for every journey cost
 * each file one more load of the sign-in page and the signed-in shell.
 */
export async function signedInContext(
  t: TestApp,
  browser: Browser,
  url: string,
  userId: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const session = await apiSession(t, userId);
  const accepted = await callAs(t, session, 'POST', '/api/app/eula/accept');
  if (accepted.statusCode !== 200) throw new Error(`accepting the EULA answered ${accepted.body}`);
  const info = await callAs(t, session, 'GET', '/api/auth/userinfo');
  if (info.statusCode !== 200) throw new Error(`the user info answered ${info.body}`);
  const { AccessToken, RefreshToken, AccessExpires, accessExpires } = session.tokens;
  const stored = {
    [storageKeys.token]: { AccessToken, RefreshToken, AccessExpires },
    [storageKeys.user]: info.json().Data as UserInfo,
  };
  const { origin, hostname, protocol } = new URL(url);
  return browser.newContext({
    ...options,
    storageState: {
      // The access token's cookie, as a sign-in's answer sets it (setAccessCookie): images and
      // downloads carry it, not the header.
      cookies: [
        {
          name: accessTokenCookie,
          value: AccessToken,
          domain: hostname,
          path: '/',
          expires: Math.floor(accessExpires.getTime() / 1000),
          httpOnly: true,
          secure: protocol === 'https:',
          sameSite: 'Lax',
        },
      ],
      origins: [
        {
          origin,
          localStorage: Object.entries(stored).map(([name, value]) => ({
            name,
            value: JSON.stringify(value),
          })),
        },
      ],
    },
  });
}
