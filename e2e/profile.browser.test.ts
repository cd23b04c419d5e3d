import { en } from '@tradepact/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, strongPassword } from '../apps/server/test/accounts.js';
import { publishAnnouncement } from '../apps/server/src/features/content/publish.js';
import { seriousAccessibilityViolations } from './axe.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/**
 * A new contractor's first visit in Chromium against the real server: the EULA, the announcement,
 * the welcome popup, the whole profile filled in with a signature drawn on the pad, saved, and still
 * there after a reload.
 */
describe.skipIf(skipWithoutChromium())('the business profile in the browser', () => {
  let app: InProcessApp | undefined;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startInProcessApp();
    ({ browser, url } = app);
    await publishAnnouncement(app.t.services.database.db, '<p>Payment reminders can now go by SMS.</p>');
  });
  afterAll(() => app?.close());

  async function signIn(page: Page, email: string) {
    await openHydrated(page, `${url}/login`);
    await page.getByLabel('Email, mobile number or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/MyProfile\/0$/i, { timeout: 20_000 });
  }

  /** Draws a signature-like stroke across the pad with real mouse moves. */
  async function drawSignature(page: Page) {
    const pad = page.getByLabel('Signature pad: draw your signature here');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad is not visible');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 24; step += 1) {
      await page.mouse.move(box.x + 20 + step * 10, y + Math.sin(step / 2) * 25, { steps: 2 });
    }
    await page.mouse.up();
  }

  it('takes a new account through the popups, the welcome, a full save and a reload', async () => {
    if (!app) throw new Error('the app did not start');
    const user = await createActiveUser(app.t, { firstName: 'Marie', lastName: 'Tremblay' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await signIn(page, user.email);

    const eula = page.getByRole('dialog', { name: 'End User License Agreement' });
    await eula.waitFor();
    const accept = eula.getByRole('button', { name: 'Accept' });
    expect(await accept.isDisabled()).toBe(true);
    await eula.getByLabel(en.eulaAgreeCheckbox).check();
    await accept.click();

    const announcement = page.getByRole('dialog', { name: 'Announcement' });
    await announcement.getByText('Payment reminders can now go by SMS.').waitFor();
    await announcement.getByRole('button', { name: 'Okay' }).click();

    const welcome = page.getByRole('dialog', { name: 'Welcome To Tradepact!' });
    await welcome.waitFor({ timeout: 10_000 });
    await welcome.getByText('Business Name').waitFor();
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await welcome.waitFor({ state: 'hidden' });

    await page.getByLabel('Business Name').fill('Tremblay Renovations');
    await page.getByLabel('GST/HST Number').fill('123456782');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('120 King Street West');
    await page.getByLabel('City').fill('Toronto');
    await page.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Ontario' }).click();
    await page.getByLabel('Postal Code').fill('m5h1j9');
    await page.getByLabel('Postal Code').blur();
    expect(await page.getByLabel('Postal Code').inputValue()).toBe('M5H 1J9');

    await page.getByRole('tab', { name: /Contact Info/ }).click();
    await page.getByLabel('Business Phone').fill('4165550123');
    await page.getByLabel('Business Email').fill('office@tremblay.example');

    await page.getByRole('tab', { name: /Signature/ }).click();
    await page.waitForURL(/\/MyProfile\/3$/i);
    await drawSignature(page);
    await page.getByRole('button', { name: 'Save Signature' }).click();
    await page.getByRole('img', { name: 'Your new signature' }).waitFor();

    const violations = await seriousAccessibilityViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(en.profileSaved).waitFor();
    await page.getByRole('dialog', { name: en.profileNextStepsTitle }).waitFor({ timeout: 10_000 });

    await page.reload();
    await page.getByRole('tab', { name: /Business Info/ }).click();
    expect(await page.getByLabel('Business Name').inputValue()).toBe('Tremblay Renovations');
    expect(await page.getByLabel('Postal Code').inputValue()).toBe('M5H 1J9');
    await page.getByRole('tab', { name: /Signature/ }).click();
    const saved = page.getByRole('img', { name: 'Your saved signature' });
    await saved.waitFor();
    await expect
      .poll(() => saved.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
