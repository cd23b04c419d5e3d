import type { OutboxMessage } from '@tradepact/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { strongPassword, type ActiveUser } from '../apps/server/test/accounts.js';
import { seriousAccessibilityViolations } from './axe.js';
import { openHydrated } from './browser.js';
import { passFirstVisitPopups } from './first-visit.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * What the journeys of a signed-in account do through the app at `url`: sign in and out through the
 * pages, and read the codes the development outbox received.
 */
export function accountJourney(url: string) {
  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { Data: OutboxMessage[] }).Data;
  }

  return {
    outbox,

    /** The ids of the messages `to` holds now, for `nextCode` to skip. */
    seenBy: async (to: string) => new Set((await outbox(to)).map((message) => message.Id)),

    /** Waits for a message to `to` that was not there before, and answers its six-digit code. */
    async nextCode(to: string, seen: Set<string>): Promise<string> {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const fresh = (await outbox(to)).find((message) => !seen.has(message.Id));
        const code = fresh ? /\b(\d{6})\b/.exec(fresh.Text)?.[1] : undefined;
        if (code) return code;
        await sleep(250);
      }
      throw new Error(`no new code to ${to} within 20 s`);
    },

    async signIn(page: Page, user: ActiveUser): Promise<void> {
      await openHydrated(page, `${url}/login`);
      await page.getByLabel('Email, mobile number or username').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(strongPassword);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    },

    /** Signed in: on the profile page, past the first-visit popups. */
    async expectSignedIn(page: Page): Promise<void> {
      await page.waitForURL(/\/MyProfile\/0$/i, { timeout: 90_000 });
      await passFirstVisitPopups(page);
    },

    /** The sidebar's Sign Out; on a phone the sidebar opens from the menu button first. */
    async signOut(page: Page): Promise<void> {
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
      await page
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('button', { name: 'Sign Out' })
        .click();
      await page.waitForURL(`${url}/`);
    },
  };
}
