import { en, formatMessage, type ContractDetail } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ontarioDay } from '../apps/server/test/contractor.js';
import { eventually, outboxFor } from '../apps/server/test/signing.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  desktop,
  phone,
  screenshot,
  signedInContractor,
  watchedPage,
  type Contractor,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { pdfAsSent, pickReminderTime, printAndScan, sendPercentageContract } from './paper.js';
import { chooseAction, contractLine, keepForLooking, openClientContracts, verifyFinds } from './signing.js';

/** The project and client `signedInContractor` makes. */
const project = 'Kitchen renovation';
const client = { email: 'helene@example.com', mobile: '6135550199' };
const scope = 'Paper-signed: new basement windows.';
/** Enough of a scope to find its line: the list cuts a scope to 30 characters. */
const startOf = (text: string) => text.slice(0, 20);

/**
 * A copy signed on paper, in Chromium against the real server: the contractor prints a sent contract
 * (its PDF rasterised, one page askew, JPEG), uploads the scan on /UploadFile, and My Projects shows
 * it Signed once sealed. Then the signed contract's payment reminders: one sent now, reaching the
 * client by text and email, and one scheduled for tomorrow, listed and not yet sent.
 */
describe.skipIf(skipWithoutChromium())('a contract signed on paper, then its payment reminders', () => {
  let app: InProcessApp | undefined;
  let url: string;
  let contractor: Contractor;
  let contractId = '';

  beforeAll(async () => {
    app = await startInProcessApp();
    url = app.url;
    contractor = await signedInContractor(app.t, app.browser, url);
  });
  afterAll(async () => {
    await app?.close();
  });

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };
  const readContract = (id: string) =>
    apiData<ContractDetail>(started().t, contractor.api, `/api/app/contract/read?id=${id}`);

  /** The sealed PDF of a contract, as its Download signed PDF gives it. */
  async function callSealed(id: string): Promise<Buffer> {
    const answer = await started().t.app.inject({
      method: 'GET',
      url: `/api/app/contract/pdf?id=${id}&kind=signed`,
      headers: contractor.api.headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.rawPayload;
  }

  it('files a printed and scanned copy uploaded on /UploadFile; My Projects shows it Signed', async () => {
    const { t } = started();
    contractId = await sendPercentageContract(t, contractor.api, contractor.projectId, scope);
    const scan = await printAndScan(await pdfAsSent(t, contractor.api, contractId));
    await keepForLooking('paper-scan.pdf', scan);

    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/UploadFile`);
    await page.getByRole('heading', { name: 'Upload Contract', level: 1 }).waitFor();
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await choosing
    ).setFiles({ name: 'signed-contract.pdf', mimeType: 'application/pdf', buffer: scan });
    await page.getByText(en.uploadContractUploaded, { exact: true }).waitFor({ timeout: 30_000 });
    await page.waitForURL(/\/MyProjects$/i);
    await screenshot(page, 'upload-file-filed', { fullPage: false });

    await eventually(
      async () => ((await readContract(contractId)).Status === 'Signed' ? true : undefined),
      'the seal',
    );
    const line = contractLine(await openClientContracts(page, url, project), startOf(scope));
    await line.getByText(en.contractStatusSigned, { exact: true }).waitFor();
    const sealed = await callSealed(contractId);
    expect(await verifyFinds(url, sealed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('sends a payment reminder now to the client by text and email, and schedules one for tomorrow', async () => {
    expect((await readContract(contractId)).Status).toBe('Signed');
    const { page, errors } = await watchedPage(contractor.context);
    const line = contractLine(await openClientContracts(page, url, project), startOf(scope));
    await chooseAction(page, line, 'Payment Reminder');
    const modal = page.getByRole('dialog', { name: /^Payment reminders: contract No\. \d+$/ });
    const deposit = modal.getByRole('radio', { name: /^Deposit/ });
    await deposit.waitFor();
    expect(await deposit.isChecked()).toBe(true);

    // Now: the deposit's default message, as prefilled, goes to the client's mobile and email: what
    // is owed to the cent with its tax and the holdback retained, and the day it is due.
    const message = await modal.getByRole('textbox', { name: /^Message/ }).inputValue();
    expect(message).toContain(
      `Deposit, $1,017.00 including HST 13 %, net of the 10 % holdback, due on ${ontarioDay(1)}.`,
    );
    await modal.getByText('2 text messages', { exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Send reminder' }).click();
    await modal.getByRole('status').getByText(en.paymentReminderSent, { exact: true }).waitFor();
    await modal.getByText(en.paymentReminderSentLabel, { exact: true }).waitFor();
    const { t } = started();
    // The signing invitation went to the same mobile and address: the reminder is found by its words.
    const text = await eventually(
      async () => (await outboxFor(t, client.mobile)).find((one) => one.text === message),
      'the reminder text',
    );
    expect(text.channel).toBe('sms');
    const email = await eventually(
      async () =>
        (await outboxFor(t, client.email)).find(
          (one) => one.subject === 'Payment reminder from Tremblay Renovations',
        ),
      'the reminder email',
    );
    expect(email.text).toContain(message);

    // Scheduled: tomorrow at 14:30 as the contractor reads it, on the clocks of their province (Ontario).
    await modal.getByRole('radio', { name: /^Windows installed/ }).check();
    const scheduledMessage = await modal.getByRole('textbox', { name: /^Message/ }).inputValue();
    expect(scheduledMessage).toContain('Windows installed');
    // The segmented control's radio is hidden under its label, which the user clicks.
    await modal.getByText('Schedule', { exact: true }).click();
    const tomorrow = ontarioDay(1);
    await pickReminderTime(page, modal, tomorrow, '14:30');
    await modal.getByRole('button', { name: 'Schedule reminder' }).click();
    const saved = formatMessage(en.paymentReminderScheduled, { localTime: `${tomorrow} 2:30 p.m.` });
    await modal.getByRole('status').getByText(saved, { exact: true }).waitFor();
    // The next reminder starts on the same payment, still scheduled.
    expect(await modal.getByRole('radio', { name: /^Windows installed/ }).isChecked()).toBe(true);
    await modal.getByRole('button', { name: 'Schedule reminder' }).waitFor();
    const scheduled = modal.getByRole('listitem').filter({ hasText: /^Windows installed: / });
    await scheduled.getByText(scheduledMessage.slice(0, 40)).waitFor();
    expect(await scheduled.count()).toBe(1);
    expect((await outboxFor(t, client.mobile)).filter((one) => one.text === scheduledMessage)).toEqual([]);

    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'reminder-modal', { fullPage: false });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
