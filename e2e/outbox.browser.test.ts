import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../apps/server/test/test-app.js';
import { skipWithoutChromium } from './browser.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

describe.skipIf(skipWithoutChromium())('the development outbox page', () => {
  let t: TestApp;
  let browser: Browser;
  let url: string;

  let app: InProcessApp | undefined;

  beforeAll(async () => {
    app = await startInProcessApp();
    ({ t, browser, url } = app);
  });
  afterAll(() => app?.close());

  it('shows an email and an SMS sent through the notifier', async () => {
    await t.services.database.db.transaction(async (tx) => {
      await t.services.notifier.email(tx, {
        to: 'client@example.com',
        subject: 'Your agreement is ready to sign',
        text: 'Open the link to sign.',
        html: `<h1>Agreement ready</h1><p>Open <a href="${url}/dev/outbox?opened=1">the link</a> to sign.</p>`,
      });
      await t.services.notifier.sms(tx, { to: '4165551234', text: 'Your verification code is 482913' });
    });

    const page = await browser.newPage();
    await page.goto(`${url}/dev/outbox`);
    await page.getByText('Your agreement is ready to sign').waitFor({ timeout: 20_000 });
    await page.getByText('Your verification code is 482913').waitFor({ timeout: 20_000 });
    // The email's HTML is rendered, isolated in a sandboxed frame.
    const frame = page.frameLocator('iframe[title^="Email to client@example.com"]').first();
    await expect(frame.getByRole('heading', { name: 'Agreement ready' }).textContent()).resolves.toBe(
      'Agreement ready',
    );
    // A link of the email opens the app in a new tab, not inside the frame.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('link', { name: 'the link' }).click(),
    ]);
    await opened.waitForURL(/\/dev\/outbox\?opened=1$/);
    await opened.getByRole('heading', { name: 'Development outbox' }).waitFor({ timeout: 20_000 });
    await opened.close();
    await page.close();
  });
});
