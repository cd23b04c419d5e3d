import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithoutChromium } from './browser.js';
import { openBuilder, phoneDevice, screenshot, signedInContractor, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/**
 * The builder's sticky action bar (issue 29 §5): on a phone its three buttons took two rows, some
 * 110 of 780 px, over the form the contractor is filling in.
 */

const actionBar = (form: Locator) => form.getByRole('group', { name: 'Contract actions' });

/** The names of the bar's buttons a user can see, and whether they sit on one line. */
async function visibleButtons(bar: Locator): Promise<{ names: string[]; tops: Set<number> }> {
  const buttons = await bar.getByRole('button').all();
  const names = await Promise.all(
    buttons.map(async (button) => (await button.getAttribute('aria-label')) ?? (await button.innerText())),
  );
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
  return { names, tops: new Set(boxes.map((box) => Math.round(box?.y ?? -1))) };
}

/**
 * What is open over the page (a calendar, a list, a menu: each a Mantine popover): how many buttons
 * and options it has, how many of them lie where the bar is (their centre below the bar's top), and
 * each that something else covers where a finger would tap it.
 */
const openPopover = (page: Page, barTop = Infinity) =>
  page.evaluate((barTop) => {
    const popover = Array.from(
      document.querySelectorAll('.mantine-Popover-dropdown, .mantine-Menu-dropdown'),
    ).find((element) => element.getBoundingClientRect().height > 0);
    if (!popover) return null;
    const targets = Array.from(popover.querySelectorAll('button, [role="option"], [role="menuitem"]'));
    const centres = targets.map((target) => {
      const box = target.getBoundingClientRect();
      return { target, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    const covered = centres.flatMap(({ target, x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return target.contains(hit) ? [] : [`${target.textContent} under ${hit?.outerHTML.slice(0, 80)}`];
    });
    return { targets: targets.length, overBar: centres.filter(({ y }) => y > barTop).length, covered };
  }, barTop);

/** Scrolls the page until the field's bottom edge is `bottom` px from the top of the screen. */
async function placeField(page: Page, field: Locator, bottom: number): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  const box = await field.boundingBox();
  await page.evaluate((by) => window.scrollBy(0, by), (box?.y ?? 0) + (box?.height ?? 0) - bottom);
}

describe.skipIf(skipWithoutChromium())('the builder’s action bar', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  let address: string;

  beforeAll(async () => {
    app = await startInProcessApp();
    contractor = await signedInContractor(app.t, app.browser, app.url);
    address = `${app.url}/MakeClientContract/${contractor.projectId}`;
  });
  afterAll(() => app?.close());

  const openOnPhone = async () => {
    const phone = await app!.browser.newContext({
      ...phoneDevice,
      storageState: await contractor.context.storageState(),
    });
    const page = await phone.newPage();
    return { page, form: await openBuilder(page, address, 'Create A Contract For Your Client') };
  };

  it('is one row on a phone: Review, and a menu with Save As Draft and Cancel', async () => {
    const { page, form } = await openOnPhone();
    const bar = actionBar(form);
    const { names, tops } = await visibleButtons(bar);
    expect(names).toEqual(['More actions', 'Review Contract']);
    expect(tops.size, 'the buttons share one row').toBe(1);
    const height = (await bar.boundingBox())?.height ?? 0;
    const buttonHeight = (await bar.getByRole('button', { name: 'Review Contract' }).boundingBox())?.height;
    expect(height, 'the bar is one button high, with its padding').toBeLessThan(2 * (buttonHeight ?? 0));
    await screenshot(page, 'builder-bar', { fullPage: false });

    await bar.getByRole('button', { name: 'More actions' }).tap();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Save As Draft', 'Cancel']);
    expect((await openPopover(page))?.covered).toEqual([]);
    await screenshot(page, 'builder-bar-menu', { fullPage: false });
    await page.context().close();
  });

  it('shows its three buttons in one row on a desktop', async () => {
    const page = await contractor.context.newPage();
    const form = await openBuilder(page, address, 'Create A Contract For Your Client');
    const { names, tops } = await visibleButtons(actionBar(form));
    expect(names).toEqual(['Cancel', 'Save As Draft', 'Review Contract']);
    expect(tops.size).toBe(1);
    await screenshot(page, 'builder-bar', { fullPage: false });
    await page.close();
  });

  it('leaves a calendar or a list that opens over it uncovered on a phone', async () => {
    const { page, form } = await openOnPhone();
    await form.getByRole('radio', { name: 'By date' }).tap();
    await form.getByRole('button', { name: 'Add A Payment' }).tap();
    const barTop = async () => (await actionBar(form).boundingBox())?.y ?? 0;
    const pickers: [string, Locator, number][] = [
      // Low enough on the screen that the calendar, opening downwards, has its last days over the bar
      // (lower still, it would not fit below the field and would open upwards).
      ['deposit date', form.getByRole('textbox', { name: 'Deposit Date' }), 475],
      // A payment's calendar is drawn inside its row, not in a portal at the end of the page.
      ['payment date', form.getByRole('textbox', { name: 'Date', exact: true }), 475],
      ['template', form.getByRole('combobox', { name: 'Contract template' }), (await barTop()) - 10],
    ];
    for (const [name, field, bottom] of pickers) {
      await placeField(page, field, bottom);
      await field.tap();
      await expect.poll(async () => (await openPopover(page))?.targets ?? 0).toBeGreaterThan(0);
      const popover = await openPopover(page, await barTop());
      expect(popover!.overBar, `some of the ${name}'s choices lie where the bar is`).toBeGreaterThan(0);
      expect(popover!.covered, name).toEqual([]);
      await screenshot(page, `builder-bar-${name.replace(' ', '-')}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect.poll(() => openPopover(page)).toBeNull();
    }
    await page.context().close();
  });
});
