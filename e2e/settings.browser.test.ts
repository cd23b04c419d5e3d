import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { en, formatMessage } from '@tradepact/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '../apps/server/test/accounts.js';
import { clientForm } from '../apps/server/test/contact-forms.js';
import { callAs, projectWithParties } from '../apps/server/test/contractor.js';
import type { TestUser } from '../apps/server/test/test-app.js';
import { accountJourney, expectAccessible } from './account-journey.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { desktop, phone, screenshot } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { apiSession, signedInContext } from './session.js';

const run = promisify(execFile);

/**
 * Issue 18 in Chromium against the real server, at a phone's width and a desktop's: two-step sign-in
 * turned on in Settings and then asked for at the next sign-in, a contact deleted from My Contacts,
 * and the account's data downloaded as a ZIP.
 */
describe.skipIf(skipWithoutChromium())('settings in the browser', () => {
  let app: InProcessApp | undefined;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startInProcessApp();
    ({ browser, url } = app);
  });
  afterAll(async () => {
    for (const account of accounts.values()) await (await account).context.close();
    await app?.close();
  });

  const started = () => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  /**
   * The account of the contact and data tests at one width, signed in once (the two-step tests prove
   * signing in through the login page): each test adds the contacts it looks for through the API,
   * then opens its page in this browser context.
   */
  const accounts = new Map<number, Promise<{ api: TestUser; context: BrowserContext }>>();
  function signedInAt(viewport: typeof phone | typeof desktop) {
    let account = accounts.get(viewport.width);
    if (!account) {
      account = (async () => {
        const { t } = started();
        const user = await createActiveUser(t);
        const context = await signedInContext(t, browser, url, user.id, { viewport, acceptDownloads: true });
        return { api: await apiSession(t, user.id), context };
      })();
      accounts.set(viewport.width, account);
    }
    return account;
  }

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'turns on email two-step sign-in in Settings, then signs in with the password and the code (%s)',
    async (name, viewport) => {
      const { outbox, seenBy, nextCode, signIn, expectSignedIn, signOut } = accountJourney(url);
      const user = await createActiveUser(started().t);
      const page = await browser.newPage({ viewport });
      await signIn(page, user);
      await expectSignedIn(page);

      await openHydrated(page, `${url}/Settings`);
      await page.getByRole('switch', { name: 'Send me a sign-in code by email' }).check();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const verify = page.getByRole('dialog', { name: en.identityVerificationRequired });
      await verify.waitFor();
      const before = await seenBy(user.email);
      await verify.getByRole('radio', { name: user.email }).check();
      await verify.getByRole('button', { name: /Get Code/ }).click();
      await verify.getByLabel('Code', { exact: true }).fill(await nextCode(user.email, before));
      await expectAccessible(page);
      await screenshot(page, `settings-two-factor-verify-${name}`);
      await verify.getByRole('button', { name: 'Confirm' }).click();
      await verify.waitFor({ state: 'hidden', timeout: 20_000 });
      await expect
        .poll(async () => (await outbox(user.email)).map((m) => m.Subject))
        .toContain(en.emailTwoFactorOnSubject);

      await signOut(page);

      // The password alone now opens the code view, which says where the code went.
      const beforeSignIn = await seenBy(user.email);
      await signIn(page, user);
      const masked = `${user.email[0]}•••@example.com`;
      await page.getByText(`Enter the code we sent to ${masked}.`).waitFor({ timeout: 20_000 });
      const code = page.getByLabel('Code', { exact: true });
      await expect.poll(() => code.evaluate((field) => field === document.activeElement)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `sign-in-code-${name}`);
      await code.fill(await nextCode(user.email, beforeSignIn));
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectSignedIn(page);
      await page.close();
    },
    240_000,
  );

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'deletes a contact from My Contacts after asking, and shows the refusal for one on a project (%s)',
    async (name, viewport) => {
      const { t } = started();
      const { api, context } = await signedInAt(viewport);
      const created = await callAs(
        t,
        api,
        'POST',
        '/api/app/client/create',
        clientForm({ FirstName: 'Nadia' }),
      );
      expect(created.statusCode).toBe(200);

      await projectWithParties(t, api);

      const page = await context.newPage();
      await openHydrated(page, `${url}/MyContacts`);
      const dialog = page.getByRole('dialog', { name: 'Delete this contact?' });

      // A sub-contractor on a project stays, and the dialog says why.
      await page.getByRole('button', { name: 'Delete Roy Electric' }).first().click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      const refusal = formatMessage(en.subcontractorDeleteInUse, {
        name: 'Roy Electric',
        project: 'Kitchen renovation',
      });
      await page.getByText(refusal).waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Delete Nadia Roy' }).first().click();
      await dialog.waitFor();
      // Once the dialog has faded in (contrast is measured on what is shown).
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await screenshot(page, `contact-delete-${name}`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(en.clientDeleted).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByRole('button', { name: 'Delete Nadia Roy' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete Roy Electric' }).count()).toBeGreaterThan(0);
      await page.close();
    },
    180_000,
  );

  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'downloads the account data as a ZIP holding the contacts (%s)',
    async (name, viewport) => {
      const { t } = started();
      const { api, context } = await signedInAt(viewport);
      await callAs(t, api, 'POST', '/api/app/client/create', clientForm({ FirstName: 'Omar' }));

      const page = await context.newPage();
      await openHydrated(page, `${url}/Settings`);
      await screenshot(page, `settings-data-${name}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download my data' }).click(),
      ]);
      const folder = await mkdtemp(path.join(tmpdir(), 'tradepact-export-'));
      const zip = path.join(folder, download.suggestedFilename());
      await download.saveAs(zip);
      expect(zip).toMatch(/\.zip$/);
      const names = (await run('unzip', ['-Z1', zip])).stdout.split('\n').filter(Boolean);
      expect(names).toContain('README.txt');
      const everything = (await run('unzip', ['-p', zip], { maxBuffer: 64 * 1024 * 1024 })).stdout;
      expect(everything).toContain('Omar');
      await page.close();
    },
    180_000,
  );
});
