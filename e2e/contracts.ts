import { formatDay, planTypes } from '@tradepact/shared';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createActiveUser } from '../apps/server/test/accounts.js';
import { callAs, projectWithParties, saveBusinessProfile } from '../apps/server/test/contractor.js';
import type { TestApp, TestUser } from '../apps/server/test/test-app.js';
import { apiSession, signedInContext } from './session.js';

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 360, height: 740 };

/** Chromium's Android emulation at the size of issue 29's walk-through: a 360 × 780 touch screen. */
export const phoneDevice = {
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** The contractor of the contract journeys, signed in once in one browser context. */
export interface Contractor {
  context: BrowserContext;
  /** The same account's own session, for preparing and checking data through the API. */
  api: TestUser;
  projectId: string;
  subcontractorId: string;
}

/**
 * A new contractor signed in (signedInContext: the session as the login page leaves it, the EULA
 * accepted), with what a contract needs prepared through the API: the business profile with its
 * signature, and a project in Ontario with a client and a sub-contractor.
 */
export async function signedInContractor(
  t: TestApp,
  browser: Browser,
  url: string,
  /** 'special': the operator's plan without limits, for journeys that send more than a trial allows. */
  plan: 'trial' | 'special' = 'trial',
  /** The account's own fields (its language, say), beside the plan's. */
  account: Omit<NonNullable<Parameters<typeof createActiveUser>[1]>, 'planType'> = {},
): Promise<Contractor> {
  const user = await createActiveUser(t, {
    ...account,
    ...(plan === 'special' && { planType: planTypes.free }),
  });
  const context = await signedInContext(t, browser, url, user.id, { viewport: desktop });
  const api = await apiSession(t, user.id);
  await saveBusinessProfile(t, api);
  const { projectId, subcontractorId } = await projectWithParties(t, api);
  return { context, api, projectId, subcontractorId };
}

/** Reads one of the contractor's endpoints and answers its Data. */
export async function apiData<T>(t: TestApp, who: TestUser, url: string): Promise<T> {
  const response = await callAs(t, who, 'GET', url);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.body}`);
  return response.json().Data as T;
}

/** A new page of the contractor's context that records every console error and uncaught exception. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, errors };
}

/** A field by the start of its accessible name (a required field's name ends with its asterisk). */
export const fieldNamed = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });

/** A day (YYYY-MM-DD) as an English page's date field shows it once left: "November 28, 2026". */
export const shownDay = (day: string) => formatDay(day, 'en-CA');

/** Types a date into a date field as a paste does, then closes its calendar. */
export async function fillDate(field: Locator, date: string): Promise<void> {
  await field.fill(date);
  await field.press('Escape');
}

/** The text of an element with its runs of spaces (non-breaking ones too) made single spaces. */
export async function plainText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** The builder's form at `address`, once everything it needs has loaded and its heading shows. */
export async function openBuilder(page: Page, address: string, heading: string): Promise<Locator> {
  await page.goto(address);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Contract' });
  await form.waitFor();
  return form;
}

export const paymentRow = (form: Locator, number: number) =>
  form.getByRole('group', { name: `Payment ${number}`, exact: true });

/** The payment rows' fields, row by row. */
export async function paymentRows(form: Locator, fields: readonly string[]): Promise<string[][]> {
  const rows = form.getByRole('group', { name: /^Payment \d+$/ });
  const values: string[][] = [];
  for (const row of await rows.all()) {
    values.push(await Promise.all(fields.map((name) => fieldNamed(row, name).inputValue())));
  }
  return values;
}

export const remainingAmount = (page: Page) => plainText(page.getByTestId('payment-remaining'));
export const taxLine = (page: Page) => plainText(page.getByTestId('payment-tax-line'));

const clause = (scope: Locator, number: number) =>
  scope.getByRole('group', { name: `Clause ${number}`, exact: true });

/** Each clause's text, in order, its runs of spaces made single. */
export async function clauseTexts(scope: Locator): Promise<string[]> {
  const editors = scope.getByRole('group', { name: /^Clause \d+$/ }).getByRole('textbox');
  // The clauses show as text until the editor's code has arrived (LazyClauseEditor).
  await editors.first().waitFor();
  return (await editors.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

export const keepClauseSwitch = (scope: Locator, number: number) =>
  clause(scope, number).getByRole('switch', { name: 'Keep Clause' });

/** Types `text` at the end of a clause, as a user editing it does. */
export async function appendToClause(scope: Locator, number: number, text: string): Promise<void> {
  const editor = clause(scope, number).getByRole('textbox');
  await editor.click();
  await editor.press('ControlOrMeta+End');
  await editor.pressSequentially(text);
}

/**
 * A full-page screenshot named after the screen and the viewport's width, when CONTRACT_SHOTS_DIR
 * names a folder (screenshots are for a person to look at, not for the test to judge). A modal is
 * shot as the viewport shows it: a full page would cut its fixed overlay short.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.CONTRACT_SHOTS_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // From the top: a page shot scrolled down draws its fixed header (and the hidden skip link) midway.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(folder, `${name}-${width}.png`),
    fullPage,
    animations: 'disabled',
  });
}
