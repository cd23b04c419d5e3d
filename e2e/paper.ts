import { formatDay } from '@tradepact/shared';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { rasterisePdf, rotated, scannedPdf } from '../apps/server/src/documents/scan/sample-scan.js';
import { callAs, contractForm, ontarioDay, saveRequest } from '../apps/server/test/contractor.js';
import type { TestApp, TestUser } from '../apps/server/test/test-app.js';

/** A deposit, then percentages of the rest: each reminded by its name and amount. */
export const percentagePayment = {
  TotalCost: 10000,
  Deposit: 1000,
  DepositDate: ontarioDay(1),
  Mode: 'percentage',
  Terms: [
    { Name: 'Framing done', Amount: 40 },
    { Name: 'Windows installed', Amount: 60 },
  ],
  CustomTerms: '',
};

/** Sends a client contract paid by percentage through the API, as the builder's Send does; answers its id. */
export async function sendPercentageContract(
  t: TestApp,
  who: TestUser,
  projectId: string,
  scope: string,
): Promise<string> {
  const sent = await callAs(t, who, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ ScopeOfServices: scope, Payment: percentagePayment })),
    Token: crypto.randomUUID(),
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  return sent.json().Data.Id as string;
}

/** The contract's PDF as sent, downloaded with the contractor's session: what they print. */
export async function pdfAsSent(t: TestApp, who: TestUser, contractId: string): Promise<Buffer> {
  const answer = await callAs(t, who, 'GET', `/api/app/contract/pdf?id=${contractId}&kind=original`);
  if (answer.statusCode !== 200) throw new Error(`the PDF answered ${answer.statusCode}`);
  return answer.rawPayload;
}

/**
 * Print and scan: each page rasterised at 200 dpi by poppler, the first laid 3° askew on the copier's
 * bed, every page saved as a JPEG, and the pages put back into one PDF as a copier sends it.
 */
export async function printAndScan(pdf: Buffer): Promise<Buffer> {
  const pages = await rasterisePdf(pdf, 200);
  const scanned = await Promise.all(
    pages.map(async (page, index) =>
      sharp(index === 0 ? await rotated(page, 3) : page)
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  return Buffer.from(await scannedPdf(scanned));
}

/**
 * Picks a day (YYYY-MM-DD) and a time (HH:mm) in the reminder form's picker, as the contractor reads
 * them on the clocks of their province: its calendar, then its hours and minutes.
 */
export async function pickReminderTime(page: Page, modal: Locator, day: string, time: string): Promise<void> {
  await modal.getByLabel(/^Date and time/).click();
  if (day.slice(0, 7) !== ontarioDay(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page.getByRole('button', { name: formatDay(day, 'en-CA'), exact: true }).click();
  const [hours = '', minutes = ''] = time.split(':');
  await page.getByLabel('Hours').pressSequentially(hours);
  await page.getByLabel('Minutes').pressSequentially(minutes);
  await page.getByRole('button', { name: 'Use this date and time' }).click();
}
