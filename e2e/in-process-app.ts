import type { Browser } from 'playwright-core';
import { createTestApp, type TestApp } from '../apps/server/test/test-app.js';
import { launchChromium } from './browser.js';

export interface InProcessApp {
  t: TestApp;
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The real server in this process (NODE_ENV=test: fresh database, outbox, test captcha route) on a
 * free port, with Chromium, for journeys that also reach into the server's services.
 */
export async function startInProcessApp(
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<InProcessApp> {
  const t = await createTestApp(options.env);
  const url = await t.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    t,
    url,
    browser,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}
