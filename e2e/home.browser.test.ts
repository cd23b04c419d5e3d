import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './axe.js';
import { launchChromium, skipWithoutChromium } from './browser.js';
import { startServer, temporaryDataDir, type RunningServer } from './server-process.js';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

describe.skipIf(skipWithoutChromium())('the built app in Chromium', () => {
  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true });
    data = await temporaryDataDir();
    server = await startServer(data.dir, { PRODUCT_NAME: 'Tradepact' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await data?.remove();
  });

  it('opens the home page with the plans from the API, no console errors and no serious axe violations', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => page.title())
      .toBe('Clear service agreements for Canadian contractors · Tradepact');
    // The trial card's title is '{TrialDays}-Day {Name}' with the seeded plan, fetched through the API.
    await page.getByText('14-Day Free Trial').waitFor();
    await expect(page.getByText('$29.00', { exact: false }).count()).resolves.toBeGreaterThan(0);
    await page.screenshot({ path: `${artifacts}home-desktop.png`, fullPage: true });

    const violations = await seriousAccessibilityViolations(page);
    expect(
      violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is usable on a 360 px phone screen without sideways scrolling', async () => {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${server.url}/`);
    await page.getByText('14-Day Free Trial').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${artifacts}home-phone.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens the sign-up popup from the header over the home page, accessible', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Create An Account' }).waitFor();
    // Check colours only once the popup has finished fading in.
    await page.waitForFunction(() => {
      const content = document.querySelector('.mantine-Modal-content');
      return content !== null && getComputedStyle(content).opacity === '1';
    });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: `${artifacts}sign-up-popup.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends a visitor who opens a signed-in deep link, in any letter case, to the sign-in page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/myprojects`);
    await page.waitForURL(/\/login/i);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.screenshot({ path: `${artifacts}sign-in.png` });
    await page.close();
  });
});
