import { en } from '@tradepact/shared';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, strongPassword } from '../apps/server/test/accounts.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { accountJourney, expectAccessible } from './account-journey.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { desktop, phone, screenshot } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { signedInContext } from './session.js';

/**
 * Issue 18 §4 in Chromium against the real server, at a phone's width and a desktop's: a test
 * account closed from Settings (the confirmation, the password, the code), landing signed out on
 * the home page, after which its password no longer signs in.
 */
describe.skipIf(skipWithoutChromium())('closing an account in the browser', () => {
  let app: InProcessApp | undefined;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startInProcessApp();
    ({ browser, url } = app);
  });
  afterAll(() => app?.close());

  const started = () => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'closes a test account from Settings with its password and a code (%s)',
    async (name, viewport) => {
      const { seenBy, nextCode, signIn } = accountJourney(url);
      const user = await createActiveUser(started().t);
      // Signed in as the login page leaves it: this journey is about closing, not signing in.
      const context = await signedInContext(started().t, browser, url, user.id, { viewport });
      const page = await context.newPage();

      await openHydrated(page, `${url}/Settings`);
      const section = page.getByRole('region', { name: 'Close my account' });
      await section.getByRole('button', { name: 'Close my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close your account?' });
      await dialog.waitFor();
      // Once the dialog has faded in (contrast is measured on what is shown).
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await expectAccessible(page);
      await screenshot(page, `close-account-dialog-${name}`, { fullPage: false });

      await dialog.getByLabel('Your password').fill(strongPassword);
      await dialog.getByRole('button', { name: 'Close my account' }).click();
      const verify = page.getByRole('dialog', { name: en.identityVerificationRequired });
      await verify.waitFor();
      const before = await seenBy(user.email);
      await verify.getByRole('radio', { name: user.email }).check();
      await verify.getByRole('button', { name: /Get Code/ }).click();
      await verify.getByLabel('Code', { exact: true }).fill(await nextCode(user.email, before));
      await verify.getByRole('button', { name: 'Confirm' }).click();

      await page.waitForURL(`${url}/`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Signed out on this device: no tokens kept.
      expect(await page.evaluate(() => window.localStorage.getItem('tradepact.token'))).toBeNull();
      await screenshot(page, `close-account-home-${name}`, { fullPage: false });
      const { db } = started().t.services.database;
      expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);

      // The password no longer signs in: the account is unknown.
      await signIn(page, user);
      await page.getByText(en.authInvalidCredentials).first().waitFor({ timeout: 20_000 });
      await context.close();
    },
    240_000,
  );
});
