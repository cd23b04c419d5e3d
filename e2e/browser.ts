import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
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
