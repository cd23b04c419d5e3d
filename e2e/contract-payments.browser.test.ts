import { contractFormSchema } from '@tradepact/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument } from '../apps/server/src/documents/contract-document.js';
import { renderContractHtml } from '../apps/server/src/documents/render-html.js';
import { sampleContractInput } from '../apps/server/src/documents/sample-contract.js';
import { launchChromium, skipWithoutChromium } from './browser.js';
import { desktop, phone, screenshot } from './contracts.js';

/**
 * The contract's HTML, as the builder's preview and the signing page show it (both frame the server's
 * one rendering), laid out by Chromium: a payment table whose cells are narrow broke words and dates
 * mid-word ("walkthroug/h", "2026-11-/29", issue 29 §5).
 */

/**
 * Milestones named with long words after a dated deposit; or payments by date, a column of dates. In
 * British Columbia, a table of three columns; in Ontario (the sample's province), five: each payment's
 * gross, holdback and net payable, then the holdback's release (issue 31 §4).
 */
async function contractHtml(mode: 'milestone' | 'date', province = 'British Columbia'): Promise<string> {
  const input = { ...(await sampleContractInput()), province };
  if (mode === 'date') return renderContractHtml(buildContractDocument(input));
  const form = contractFormSchema.parse({
    ...input.form,
    Payment: {
      TotalCost: 24500,
      Deposit: 2450,
      DepositDate: '2026-11-29',
      Mode: 'milestone',
      Terms: [
        { Name: 'Other Type', CustomName: 'Final walkthrough and countertop installation', Amount: 12000 },
        { Name: 'Other Type', CustomName: 'Waterproofing', Amount: 10050 },
      ],
    },
  });
  return renderContractHtml(buildContractDocument({ ...input, form }));
}

/** Ontario's holdback columns, as each phone card labels its values. */
const holdbackLabels = ['"Gross"', '"Holdback (10\u00a0%)"', '"Net payable"'];

/** Each word of the payment table that the browser laid out over more than one line. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const table = document.querySelector('.payments')!;
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => r.top),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

/** Each body row's cells: where they sit, and the label the stacked layout writes before them. */
const paymentRows = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.payments tbody tr'), (row) =>
      // A cell the layout hides (the release line's empty gross and holdback on a phone) is not shown.
      Array.from(row.querySelectorAll('td'))
        .filter((cell) => getComputedStyle(cell).display !== 'none')
        .map((cell) => {
          const box = cell.getBoundingClientRect();
          return {
            top: box.top,
            bottom: box.bottom,
            label: getComputedStyle(cell, '::before').content,
          };
        }),
    ),
  );

describe.skipIf(skipWithoutChromium())('the contract’s payment table', () => {
  let browser: Browser;
  let page: Page;
  const documents: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    documents.date = await contractHtml('date');
    documents.milestone = await contractHtml('milestone');
    documents.holdback = await contractHtml('milestone', 'Ontario');
  });
  afterAll(() => browser?.close());

  it('breaks words only at spaces, and never a date, on a phone and on a desktop', async () => {
    for (const [mode, html] of Object.entries(documents)) {
      await page.setContent(html);
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        expect(await brokenWords(page), `${mode} at ${viewport.width} px`).toEqual([]);
        await page.locator('.payments').scrollIntoViewIfNeeded();
        await screenshot(page, `contract-payments-${mode}`, { fullPage: false });
      }
    }
  });

  it('keeps every word and date whole in a table squeezed to its narrowest', async () => {
    await page.setViewportSize(desktop);
    for (const [mode, html] of Object.entries(documents)) {
      await page.setContent(html);
      // Each column as narrow as its cells allow: a word or a date is as narrow as a cell gets.
      await page.addStyleTag({ content: '.payments{width:0}' });
      expect(await brokenWords(page), mode).toEqual([]);
    }
  });

  it('stacks each payment as a small card of labelled values on a phone', async () => {
    await page.setContent(documents.milestone!);
    await page.setViewportSize(phone);
    const rows = await paymentRows(page);
    expect(rows).toHaveLength(3);
    for (const cells of rows) {
      // The payment's name heads its card; when it is due and its amount follow, each labelled.
      expect(cells.map((cell) => cell.label)).toEqual(['none', '"Due"', '"Amount"']);
      for (const [index, cell] of cells.entries()) {
        if (index > 0) expect(cell.top).toBeGreaterThanOrEqual(cells[index - 1]!.bottom);
      }
    }
  });

  it('is a table of three columns on a desktop', async () => {
    await page.setContent(documents.milestone!);
    await page.setViewportSize(desktop);
    for (const cells of await paymentRows(page)) {
      expect(cells.map((cell) => cell.label)).toEqual(['none', 'none', 'none']);
      expect(new Set(cells.map((cell) => cell.top)).size).toBe(1);
    }
  });

  it('stacks each Ontario payment as a card of its gross, holdback and net, then the release', async () => {
    await page.setContent(documents.holdback!);
    await page.setViewportSize(phone);
    const rows = await paymentRows(page);
    expect(rows.map((cells) => cells.map((cell) => cell.label))).toEqual([
      ['none', '"Due"', ...holdbackLabels],
      ['none', '"Due"', ...holdbackLabels],
      ['none', '"Due"', ...holdbackLabels],
      ['none', '"Due"', '"Net payable"'],
    ]);
    for (const cells of rows) {
      for (const [index, cell] of cells.entries()) {
        if (index > 0) expect(cell.top).toBeGreaterThanOrEqual(cells[index - 1]!.bottom);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
  });

  it('is a table of five columns in Ontario on a desktop, each row on one line', async () => {
    await page.setContent(documents.holdback!);
    await page.setViewportSize(desktop);
    for (const cells of await paymentRows(page)) {
      expect(cells).toHaveLength(5);
      expect(new Set(cells.map((cell) => cell.top)).size).toBe(1);
    }
  });
});
