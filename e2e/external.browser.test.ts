import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/free-port.js';
import { startOpenIdProvider, type LocalOpenIdProvider } from '../apps/server/test/oidc-provider.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/** Google sign-in from the login page's button, through a real OpenID provider on this machine. */
describe.skipIf(skipWithoutChromium())('Google sign-in in the browser', () => {
  let app: InProcessApp | undefined;
  let idp: LocalOpenIdProvider | undefined;

  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    idp = await startOpenIdProvider([`${base}/api/auth/external/google/callback`]);
    app = await startInProcessApp({
      port,
      env: {
        PUBLIC_URL: base,
        GOOGLE_CLIENT_ID: idp.clientId,
        GOOGLE_CLIENT_SECRET: idp.clientSecret,
        GOOGLE_ISSUER: idp.issuer,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  it('signs a new person in with the Google button and lands on My Profile', async () => {
    if (!app || !idp) throw new Error('not started');
    const email = `${randomUUID().slice(0, 8)}@gmail.example`;
    idp.signInAs({
      sub: randomUUID(),
      email,
      email_verified: true,
      given_name: 'Luc',
      family_name: 'Gagnon',
    });

    const page = await app.browser.newPage();
    await openHydrated(page, `${app.url}/login`);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/MyProfile\/0$/i, { timeout: 30_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tradepact.user') ?? 'null'));
    expect(stored?.UserName).toBe(email);
    // The ticket was single-use and is gone from the address bar.
    expect(page.url()).not.toContain('token=');
    await page.close();
  });
});
