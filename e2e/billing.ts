import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InvoiceRow, SubscriptionInfo, UserInfo } from '@tradepact/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { callAs } from '../apps/server/test/contractor.js';
import type { TestApp, TestUser } from '../apps/server/test/test-app.js';
import { apiData, desktop, fieldNamed, phone, screenshot } from './contracts.js';

/** The local payment page's test cards (docs/api/billing.md), typed as a person types them. */
export const cards = { accepted: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export const subscriptionOf = (t: TestApp, who: TestUser) =>
  apiData<SubscriptionInfo>(t, who, '/api/app/billing/subscription');

export const userInfoOf = (t: TestApp, who: TestUser) => apiData<UserInfo>(t, who, '/api/auth/userinfo');

/** The account's invoices, newest first, as the page's invoice list reads them. */
export async function invoicesOf(t: TestApp, who: TestUser): Promise<InvoiceRow[]> {
  const answer = await callAs(t, who, 'POST', '/api/app/billing/invoices', { pageIndex: 1, pageSize: 10 });
  if (answer.statusCode !== 200) throw new Error(`invoices answered ${answer.body}`);
  return answer.json().Data.Rows as InvoiceRow[];
}

/** A section of /Subscription by its heading ('Current plan', 'Invoices'…). */
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Shoots the screen at the phone's width, then the desktop's, and leaves the page at the desktop's. */
export async function shootBothWidths(page: Page, name: string, options?: { fullPage: boolean }) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await screenshot(page, name, options);
  }
}

/** Fills the local payment page's card form with a test card and presses its Pay button. */
export async function payWithCard(page: Page, number: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Card details' });
  await fieldNamed(form, 'Card number').fill(number);
  await fieldNamed(form, 'Expiry').fill('12/34');
  await fieldNamed(form, 'CVC').fill('123');
  await fieldNamed(form, 'Name on card').fill('Marie Tremblay');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  return form;
}

/**
 * What a download link gives, fetched as the browser would follow it: with the context's cookies
 * (the link is a plain GET the session's cookie authorizes).
 */
export async function followLink(context: BrowserContext, link: Locator): Promise<Buffer> {
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the link has no address');
  const address = new URL(href, link.page().url()).href;
  const answer = await context.request.get(address);
  if (!answer.ok()) throw new Error(`${address} answered ${answer.status()}: ${await answer.text()}`);
  return answer.body();
}

/** A PDF's text as `pdftotext -layout` reads it, as a person reading the page would. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'invoice-'));
  try {
    const file = path.join(folder, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
