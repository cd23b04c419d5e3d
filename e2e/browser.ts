import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { requireOrSkip } from '../test/require-or-skip.js';

/** Debian's Chromium; the project never downloads a browser. */
export const chromiumPath = '/usr/bin/chromium';

/** For `describe.skipIf`: true on a machine without Chromium; on CI its absence fails the file instead. */
export function skipWithoutChromium(): boolean {
  return requireOrSkip(existsSync(chromiumPath), `Chromium (${chromiumPath}, apt-get install chromium)`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Opens a page and waits until React has taken over its prerendered first screen: a field typed in
 * or a button pressed before that is lost when the page hydrates (the sign-in page is prerendered).
 */
export async function openHydrated(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}
