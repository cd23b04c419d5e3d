import { en, type OutboxMessage } from '@tradepact/shared';
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRequests } from '../apps/server/src/db/schema/index.js';
import { seriousAccessibilityViolations } from './axe.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { passFirstVisitPopups } from './first-visit.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The whole account journey in Chromium against the real server (NODE_ENV=test): sign up, activate
 * by the emailed link and the SMS code, sign out and in with the password, with a code, and after a
 * password reset. Codes and links are read from the development outbox.
 */
describe.skipIf(skipWithoutChromium())('accounts in the browser', () => {
  let browser: Browser;
  let url: string;

  let app: InProcessApp | undefined;

  beforeAll(async () => {
    app = await startInProcessApp();
    ({ browser, url } = app);
  });
  afterAll(() => app?.close());

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${url}${path}`);
    const body = (await response.json()) as { Type: number; Content: string; Data: T };
    if (body.Type !== 200) throw new Error(`${path}: ${body.Type} ${body.Content}`);
    return body.Data;
  }

  const outbox = (to: string) => api<OutboxMessage[]>(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const outboxIds = async (to: string) => new Set((await outbox(to)).map((message) => message.Id));

  /** Waits for a message to `to` that was not there before (the notifier may queue it). */
  async function nextMessage(to: string, seen: Set<string>): Promise<OutboxMessage> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const fresh = (await outbox(to)).find((message) => !seen.has(message.Id));
      if (fresh) return fresh;
      await sleep(250);
    }
    throw new Error(`no new message to ${to} within 20 s`);
  }

  function codeIn(message: OutboxMessage): string {
    const code = /\b(\d{6})\b/.exec(message.Text)?.[1];
    if (!code) throw new Error(`no six-digit code in: ${message.Text}`);
    return code;
  }

  /**
   * Asks for a code with `button`. The server sends one code per destination a minute (sign-in.test.ts
   * proves it), and the activation SMS has just gone to the same phone: the earlier requests are
   * moved a minute back first, rather than the journey waiting that minute out.
   */
  async function requestCode(page: Page, button: Locator, sent: string) {
    if (!app) throw new Error('the app did not start');
    await app.t.services.database.db
      .update(codeRequests)
      .set({ createdAt: sql`${codeRequests.createdAt} - interval '1 minute'` });
    await button.click();
    await page.getByText(sent).waitFor({ timeout: 15_000 });
  }

  async function expectAccessible(page: Page) {
    const violations = await seriousAccessibilityViolations(page);
    expect(
      violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  }

  async function expectSignedIn(page: Page) {
    await page.waitForURL(/\/MyProfile\/0$/i, { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
    await passFirstVisitPopups(page);
  }

  async function signOut(page: Page) {
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${url}/`);
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  }

  it('signs up, activates, signs in with the password, with a code, and after a password reset', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const unique = Date.now().toString().slice(-4);
    const email = `pat.${unique}@example.com`;
    const phone = `416555${unique}`;
    const password = 'Secret#123';
    const newPassword = 'Better#2026';

    // Sign up.
    await page.goto(`${url}/login?t=signup`);
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Last Name').fill('Builder');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    const captchaImage = page.getByAltText('Captcha image: type the characters you see');
    await expect
      .poll(() => captchaImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const src = (await captchaImage.getAttribute('src')) ?? '';
    const captchaId = new URL(src, url).searchParams.get('id') ?? '';
    const answer = await api<string>(`/api/dev/captcha?id=${encodeURIComponent(captchaId)}`);
    await page.getByLabel('Captcha code').fill(answer);
    await expectAccessible(page);
    const emailsBefore = await outboxIds(email);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    const registered = page.getByRole('dialog', { name: 'Check your email' });
    await registered.getByText(en.registerSuccess).waitFor({ timeout: 20_000 });
    await registered.getByRole('button', { name: 'OK' }).click();

    // Activate: the emailed link, then the SMS code in the preset view.
    const activation = await nextMessage(email, emailsBefore);
    const key = /[?&]key=([^&\s"'<>]+)/.exec(`${activation.Text} ${activation.Html}`)?.[1];
    expect(key, 'activation link in the email').toBeTruthy();
    const smsBefore = await outboxIds(phone);
    await page.goto(`${url}/?key=${key}`);
    await page.getByRole('heading', { name: 'Confirm your mobile number' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('s')).toBe('preset');
    const activationSms = await nextMessage(phone, smsBefore);
    await page.getByLabel('Code', { exact: true }).fill(codeIn(activationSms));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectSignedIn(page);
    await signOut(page);

    // Sign in with the password.
    await openHydrated(page, `${url}/login`);
    await page.getByLabel('Email, mobile number or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    await signOut(page);

    // Sign in with a code sent by email.
    await openHydrated(page, `${url}/login`);
    await page.getByRole('button', { name: 'Sign in with a code instead' }).click();
    await page.getByLabel('Email or mobile number').fill(email);
    const emailsBeforeCode = await outboxIds(email);
    await requestCode(page, page.getByRole('button', { name: 'Get Code' }), en.authCodeSentEmail);
    const signInCode = codeIn(await nextMessage(email, emailsBeforeCode));
    await page.getByLabel('Code', { exact: true }).fill(signInCode);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    await signOut(page);

    // Forgot password: a code by SMS, a new password, then sign in with it.
    await openHydrated(page, `${url}/login`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email or mobile number').fill(phone);
    const smsBeforeReset = await outboxIds(phone);
    await requestCode(page, page.getByRole('button', { name: 'Get Code' }), en.authCodeSentPhone);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const resetCode = codeIn(await nextMessage(phone, smsBeforeReset));
    await page.getByLabel('Code', { exact: true }).fill(resetCode);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const resetDialog = page.getByRole('dialog', { name: en.authPasswordResetTitle });
    await resetDialog.getByText(en.authPasswordResetBody).waitFor({ timeout: 20_000 });
    // Once the dialog has faded in (contrast is measured on what is shown).
    await expect.poll(() => resetDialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectAccessible(page);
    await resetDialog.getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Email, mobile number or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedIn(page);
    await page.close();
  }, 240_000);
});
