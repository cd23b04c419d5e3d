import { formatDay, fr, parseDay, type Language } from '@tradepact/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractsUi as enContracts } from '../apps/web/src/i18n/en/ui.contracts.js';
import { skipWithoutChromium } from './browser.js';
import { openBuilder, phoneDevice, signedInContractor, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/** The field is on screen, not pushed off it by the page scrolling when its list or calendar opened. */
async function expectOnScreen(page: Page, field: Locator) {
  const box = await field.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, 'the field is laid out').not.toBeNull();
  expect(box!.y, 'the field stays on screen').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'the field stays on screen').toBeLessThanOrEqual(height);
}

/**
 * Taps a select, then the option: the list must open where the field is, without the page jumping
 * (a Mantine dropdown scrolled its selected option into view while still hidden, and the page moved
 * the field off screen, which hid the list for good).
 */
async function pickByTapping(page: Page, select: Locator, option: string) {
  await select.scrollIntoViewIfNeeded();
  await select.tap();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.waitFor({ state: 'visible' });
  await expectOnScreen(page, select);
  await choice.tap();
  await expect.poll(() => select.inputValue()).toBe(option);
}

/**
 * Taps a date field, then the last day of its calendar that can be picked (each day named in the
 * page's language: "28 novembre 2026"); answers it as YYYY-MM-DD, once the field shows it in the
 * page's words.
 */
async function pickDateByTapping(page: Page, field: Locator, language: Language = 'en'): Promise<string> {
  const locale = `${language}-CA`;
  await field.scrollIntoViewIfNeeded();
  await field.tap();
  const days = page.locator('button[aria-label]:not([data-disabled]):not([data-outside])').filter({
    hasText: /^\d{1,2}$/,
  });
  await days.first().waitFor({ state: 'visible' });
  await expectOnScreen(page, field);
  const day = days.last();
  const label = (await day.getAttribute('aria-label')) ?? '';
  const picked = parseDay(label, locale);
  expect(picked, `a day named ${label}`).not.toBeNull();
  await day.tap();
  await expect.poll(() => field.inputValue()).toBe(formatDay(picked ?? '', locale));
  return picked ?? '';
}

/** The builder's French labels (apps/web/src/i18n/fr/ui.contracts.ts, whose imports e2e cannot follow). */
const frContracts = {
  formLabel: 'Contrat',
  commencementLabel: 'Date de début des travaux',
  completionLabel: 'Date de fin des travaux',
  depositDate: 'Date de l’acompte',
};

describe.skipIf(skipWithoutChromium())('every select and date picker on a phone', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  let phone: BrowserContext;
  let url: string;

  beforeAll(async () => {
    app = await startInProcessApp();
    url = app.url;
    contractor = await signedInContractor(app.t, app.browser, url);
    phone = await app.browser.newContext({
      ...phoneDevice,
      storageState: await contractor.context.storageState(),
    });
  });
  afterAll(() => app?.close());

  const combobox = (scope: Page | Locator, name: string) =>
    scope.getByRole('combobox', { name: new RegExp(`^${name}`) }).first();
  const dateField = (scope: Page | Locator, name: string) =>
    scope.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });

  it('opens the profile’s Province at the bottom of a long page and takes a tapped province', async () => {
    const page = await phone.newPage();
    await page.goto(`${url}/MyProfile/0`);
    await pickByTapping(page, combobox(page, 'Province'), 'Quebec');
    await page.close();
  });

  it('opens the project form’s and the sub-contractor form’s Province', async () => {
    const page = await phone.newPage();
    await page.goto(`${url}/Project`);
    await pickByTapping(page, combobox(page, 'Province'), 'Alberta');

    await page.goto(`${url}/MyContacts`);
    await page.getByRole('button', { name: 'Add a sub-contractor' }).tap();
    const form = page.getByRole('dialog', { name: 'Add a Sub-Contractor' });
    await pickByTapping(page, combobox(form, 'Province'), 'Manitoba');
    await page.close();
  });

  it('opens the template form’s kind of contract', async () => {
    const page = await phone.newPage();
    await page.goto(`${url}/ContractTemplateDetail`);
    const kind = combobox(page, 'Kind of contract');
    await kind.waitFor();
    await kind.tap();
    const other = page.getByRole('option', { selected: false }).first();
    const name = (await other.textContent()) ?? '';
    await page.keyboard.press('Escape');
    await pickByTapping(page, kind, name.trim());
    await page.close();
  });

  it('opens the builder’s template choice and each of its date pickers', async () => {
    const page = await phone.newPage();
    const form = await openBuilder(
      page,
      `${url}/MakeClientContract/${contractor.projectId}`,
      'Create A Contract For Your Client',
    );
    const template = combobox(form, 'Contract template');
    await template.tap();
    const choice = (await page.getByRole('option').first().textContent())?.trim() ?? '';
    await page.keyboard.press('Escape');
    await pickByTapping(page, template, choice);

    const commencement = await pickDateByTapping(page, dateField(form, enContracts.commencementLabel));
    const completion = await pickDateByTapping(page, dateField(form, enContracts.completionLabel));
    expect(completion >= commencement).toBe(true);
    await pickDateByTapping(page, dateField(form, enContracts.payment.depositDate));
    await page.close();
  });

  it('opens the builder’s date pickers in French, with French month names', async () => {
    const french = await app!.browser.newContext({
      ...phoneDevice,
      locale: 'fr-CA',
      storageState: await contractor.context.storageState(),
    });
    // The language switch's choice, which outranks the account's English.
    await french.addCookies([{ name: 'lang', value: 'fr', url }]);
    const page = await french.newPage();
    await page.goto(`${url}/MakeClientContract/${contractor.projectId}`);
    await page.getByRole('heading', { name: fr.contractCreateClientTitle, level: 1 }).waitFor();
    const form = page.getByRole('form', { name: frContracts.formLabel });

    const commencement = await pickDateByTapping(page, dateField(form, frContracts.commencementLabel), 'fr');
    expect(await dateField(form, frContracts.commencementLabel).inputValue()).toMatch(
      /^\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    const completion = await pickDateByTapping(page, dateField(form, frContracts.completionLabel), 'fr');
    expect(completion >= commencement).toBe(true);
    await pickDateByTapping(page, dateField(form, frContracts.depositDate), 'fr');
    await french.close();
  });
});
