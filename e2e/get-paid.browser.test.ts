import { formatCad, type ContractPayments } from '@tradepact/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../apps/server/test/contractor.js';
import { freePort } from '../apps/server/test/free-port.js';
import { eventually, outboxFor, signWithKey } from '../apps/server/test/signing.js';
import { skipWithoutChromium } from './browser.js';
import { apiData, screenshot, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import {
  clients,
  contractLine,
  openClientContracts,
  phoneContext,
  sendThroughApi,
  signingLink,
  twoClientProject,
} from './signing.js';

const project = 'Basement suite';
const scope = 'Finish the basement as a suite with a kitchenette.';
const etransferAddress = 'pay@tremblay.example';
const [client] = clients;

/**
 * Issue 33 on a 360 px touch phone: the contractor issues a signed contract's deposit invoice from
 * My Projects; the client opens it from the text they were sent, pays by card on the local card page
 * (no Stripe keys: no money moves) and the contractor's line reads Paid; then the first payment's
 * invoice is paid by Interac e-Transfer: the client says they sent it, the contractor confirms it.
 */
describe.skipIf(skipWithoutChromium())('getting paid for a signed contract', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  let contractId = '';
  let phoneSession: BrowserContext | undefined;

  beforeAll(async () => {
    // The address the server writes in its links (the card page's) is the one the browser opens.
    const port = await freePort();
    app = await startInProcessApp({ port, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
    const { t, browser, url } = app;
    contractor = await signedInContractor(t, browser, url, 'special', { language: 'en' });
    const saved = await callAs(t, contractor.api, 'PUT', '/api/app/settings/payments', {
      ETransferEmail: etransferAddress,
      OverdueReminders: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const projectId = await twoClientProject(t, contractor.api, project);
    contractId = await sendThroughApi(t, contractor.api, projectId, scope);
    for (const each of clients) {
      const { key } = await signingLink(t, url, each.Email, contractId);
      const signed = await signWithKey(t, key);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    await eventually(async () => {
      const payments = await apiData<ContractPayments>(
        t,
        contractor.api,
        `/api/app/contract/payments?id=${contractId}`,
      );
      return payments.Lines[0]?.IsInvoiceable ? true : undefined;
    }, 'the contract sealed and signed');
    phoneSession = await phoneContext(browser);
  });
  afterAll(async () => {
    await phoneSession?.close();
    await app?.close();
  });

  const started = () => {
    if (!app || !phoneSession) throw new Error('the app did not start');
    return { ...app, phoneSession };
  };

  /** The contract's payments dialog, from its line in My Projects, freshly loaded. */
  async function paymentsDialog(): Promise<{ page: Page; dialog: Locator; errors: string[] }> {
    const { url } = started();
    const { page, errors } = await watchedPage(contractor.context);
    const modal = await openClientContracts(page, url, project);
    const line = contractLine(modal, scope.slice(0, 20));
    await line.getByRole('button', { name: /^Payments of / }).click();
    const dialog = page.getByRole('dialog', { name: /^Payments: contract No\./ });
    await dialog.waitFor();
    return { page, dialog, errors };
  }

  /** The invoice link the client's phone was texted (newest first), on this app's address. */
  async function textedInvoiceLink(known: string[] = []): Promise<string> {
    const { t, url } = started();
    return eventually(async () => {
      const texts = await outboxFor(t, client.Phone);
      const keys = texts.flatMap((text) => [...text.text.matchAll(/\/Invoice\?key=([\w-]{43})/g)]);
      const links = keys.map((match) => `${url}/Invoice?key=${match[1] ?? ''}`);
      return links.find((link) => !known.includes(link));
    }, 'the invoice text');
  }

  it('issues the deposit invoice from My Projects, saying first what goes to whom', async () => {
    const { page, dialog, errors } = await paymentsDialog();
    await dialog.getByRole('button', { name: 'Issue invoice: Deposit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue the invoice?' });
    await confirm.getByRole('button', { name: 'Issue and send' }).click();
    await dialog.getByText('Invoice No. 1', { exact: false }).first().waitFor();
    await screenshot(page, 'get-paid-contractor-issued');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets the client open the invoice from the text and pay it by card on the local page', async () => {
    const { phoneSession } = started();
    const link = await textedInvoiceLink();
    const { page, errors } = await watchedPage(phoneSession);
    await page.goto(link);
    await page.getByRole('heading', { name: /^Invoice No\. 1 from Tremblay Renovations/ }).waitFor();
    const deposit = formatCad(101_700, 'en-CA');
    await expect.poll(() => page.getByText(deposit).count()).toBeGreaterThan(0);
    await screenshot(page, 'get-paid-invoice-phone');
    await page.getByRole('button', { name: 'Pay by card' }).tap();
    await page.waitForURL(/\/PayByCard\?/);
    await page.getByText('Test payment page: no money moves').waitFor();
    await page.getByRole('button', { name: `Pay ${deposit}` }).tap();
    await page.waitForURL(/\/Invoice\?key=[\w-]+&paid=1$/);
    await page.getByText('Paid', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the contractor the deposit paid on the contract line', async () => {
    const { url } = started();
    const { page, errors } = await watchedPage(contractor.context);
    const modal = await openClientContracts(page, url, project);
    const line = contractLine(modal, scope.slice(0, 20));
    await expect
      .poll(() => line.getByTestId('contract-paid').innerText())
      .toContain(`Paid ${formatCad(101_700, 'en-CA')} of`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes an Interac e-Transfer: the client says they sent it, the contractor confirms it', async () => {
    const { t, phoneSession } = started();
    const known = [await textedInvoiceLink()];
    const issued = await callAs(t, contractor.api, 'POST', '/api/app/contract/invoice', {
      Id: contractId,
      Key: 'term-0',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const link = await textedInvoiceLink(known);

    const { page, errors } = await watchedPage(phoneSession);
    await page.goto(link);
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await howToPay.getByText(etransferAddress).waitFor();
    await howToPay.getByRole('button', { name: 'I sent it' }).tap();
    const sent = page.getByRole('dialog', { name: /^Tell Tremblay Renovations/ });
    await sent.getByRole('button', { name: 'Let them know' }).tap();
    await page.getByText('Reported as sent').waitFor();
    await screenshot(page, 'get-paid-etransfer-reported-phone');
    expect(errors).toEqual([]);

    const contractorSide = await paymentsDialog();
    const payment = formatCad(406_800, 'en-CA');
    await contractorSide.dialog.getByRole('button', { name: `Confirm received: ${payment}` }).click();
    await contractorSide.page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect
      .poll(() => contractorSide.dialog.innerText())
      .toContain(`Paid ${formatCad(508_500, 'en-CA')}`);
    expect(contractorSide.errors).toEqual([]);

    await page.reload();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.close();
    await contractorSide.page.close();
  });
});
