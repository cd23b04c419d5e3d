import { readFile } from 'node:fs/promises';
import { en, formatPhone, type ContractDetail } from '@tradepact/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ontarioDay } from '../apps/server/test/contractor.js';
import { eventually } from '../apps/server/test/signing.js';
import { seriousAccessibilityViolations, type AxeViolation } from './axe.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  desktop,
  fieldNamed,
  fillDate,
  openBuilder,
  phone,
  screenshot,
  signedInContractor,
  watchedPage,
  type Contractor,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import {
  backdateSend,
  chooseAction,
  clientName,
  clients,
  contractLine,
  keepForLooking,
  openClientContracts,
  openSigningPage,
  readGuided,
  phoneContext,
  refusalShown,
  sendThroughApi,
  signingLink,
  signOnPage,
  twoClientProject,
  verifyFinds,
} from './signing.js';

const business = 'Tremblay Renovations';
const project = 'Duplex renovation';
const [first, second] = clients;
const scope = 'Duplex kitchens for both owners.';
/** Enough of a scope to find its line: the list cuts a scope to 30 characters. */
const startOf = (text: string) => text.slice(0, 20);

/**
 * Sending, signing and sealing in Chromium against the real server: the contractor sends a client
 * contract from the builder to the project's two clients; each signs on a phone from the link in the
 * development outbox; My Projects shows it partly signed, then Signed, and its sealed PDF downloads
 * and verifies. Then the contract's life from the line's menu: withdraw, resend, amend.
 */
describe.skipIf(skipWithoutChromium())('sending, signing and sealing in the browser', () => {
  let app: InProcessApp | undefined;
  let url: string;
  let contractor: Contractor;
  let projectId: string;
  /** The contract the builder sent, once signed by both: the amendment's original. */
  let signedId = '';
  const phones: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startInProcessApp();
    url = app.url;
    // The journey sends four contracts: more than a trial's month allows.
    contractor = await signedInContractor(app.t, app.browser, url, 'special');
    projectId = await twoClientProject(app.t, contractor.api, project);
  });
  afterAll(async () => {
    for (const context of phones) await context.close();
    await app?.close();
  });

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };
  const readContract = (id: string) =>
    apiData<ContractDetail>(started().t, contractor.api, `/api/app/contract/read?id=${id}`);
  const linkFor = (email: string, id: string, known: string[] = []) =>
    signingLink(started().t, url, email, id, known);

  /** A new page on a new phone, closed with the others at the end. */
  async function phonePage() {
    const context = await phoneContext(started().browser);
    phones.push(context);
    return watchedPage(context);
  }

  /**
   * The builder's Review Contract, then Send in the preview (after its `notice`, when one is due) and
   * Send in its last check: 'Contracts Sent, …' with the time it went, whose OK goes back to My
   * Projects.
   */
  async function reviewAndSend(page: Page, form: Locator, notice?: string): Promise<void> {
    await form
      .getByRole('group', { name: 'Contract actions' })
      .getByRole('button', { name: en.contractReviewButton })
      .click();
    const preview = page.getByRole('dialog', { name: 'Contract preview' });
    await preview.getByTitle('The contract as your recipient will see it').waitFor();
    if (notice) await preview.getByText(notice, { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    const check = page.getByRole('dialog', { name: 'Send this contract?' });
    // The two clients of the project, each with the address and the mobile the send uses.
    await check
      .getByRole('listitem')
      .nth(clients.length - 1)
      .waitFor();
    expect(await check.getByRole('listitem').allTextContents()).toEqual(
      clients.map(
        (client) => `${clientName(client)} · ${client.Email} · text to ${formatPhone(client.Phone)}`,
      ),
    );
    await check.getByRole('textbox', { name: 'Personal message (optional)' }).fill('See you Monday.');
    await shootAtBothWidths(page, 'send-confirmation');
    await check.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = page.getByRole('dialog', { name: 'Success' });
    await sent.getByText(en.contractsSentAllowTime, { exact: true }).waitFor();
    await sent.getByText(/^Sent at \d{1,2}:\d{2}/).waitFor();
    await shootAtBothWidths(page, 'send-success');
    await sent.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/MyProjects$/i);
  }

  /** Axe at the page's current state, each violation named with where it was found. */
  const axeFindings = async (page: Page, where: string) =>
    (await seriousAccessibilityViolations(page)).map(
      (violation: AxeViolation) => `${where}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`,
    );

  /** The modal's shot at both widths, as the viewport shows it; the page is left at 1280 px. */
  async function shootAtBothWidths(page: Page, name: string): Promise<void> {
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      await screenshot(page, name, { fullPage: false });
    }
  }

  it('sends a client contract from the builder to both clients of the project', async () => {
    const { page, errors } = await watchedPage(contractor.context);
    const form = await openBuilder(
      page,
      `${url}/MakeClientContract/${projectId}`,
      en.contractCreateClientTitle,
    );
    await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
    await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
    await fieldNamed(form, 'Scope of Services').fill(scope);
    await fieldNamed(form, 'Total Cost').fill('10000');
    await fieldNamed(form, 'Deposit').fill('10000');
    await reviewAndSend(page, form);

    const [newest] = await apiData<{ Id: string; Status: string }[]>(
      started().t,
      contractor.api,
      '/api/app/contract/readlist',
    );
    expect(newest?.Status).toBe('Sent');
    signedId = newest?.Id ?? '';
    // Each client has their own link in their own email.
    const links = await Promise.all(clients.map((client) => linkFor(client.Email, signedId)));
    expect(new Set(links.map((link) => link.key)).size).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('has each client sign on a phone; My Projects shows it partly signed, then Signed, and its sealed PDF verifies', async () => {
    expect(signedId).not.toBe('');
    const findings: string[] = [];

    // The first client draws with a finger; axe and the screenshots look at each stage.
    const one = await phonePage();
    await openSigningPage(one.page, (await linkFor(first.Email, signedId)).link, business);
    await signOnPage(one.page, scope, 'touch', async (stage) => {
      if (stage === 'loaded') {
        findings.push(...(await axeFindings(one.page, 'signing page at 360 px')));
        await screenshot(one.page, 'signing-page');
        await one.page.setViewportSize(desktop);
        await screenshot(one.page, 'signing-page');
        await one.page.setViewportSize(phone);
        await readGuided(one.page);
      }
      if (stage === 'padDrawn') {
        findings.push(...(await axeFindings(one.page, 'pad dialog at 360 px')));
        await screenshot(one.page, 'signing-pad', { fullPage: false });
      }
      if (stage === 'thanked') await screenshot(one.page, 'signing-thanks', { fullPage: false });
    });
    expect(findings).toEqual([]);
    expect(one.errors).toEqual([]);

    const { page, errors } = await watchedPage(contractor.context);
    // Locators are lazy: the line is found again in the modal each time it is opened.
    const line = contractLine(await openClientContracts(page, url, project), startOf(scope));
    await line.getByText(en.contractStatusPartlySigned, { exact: true }).waitFor();
    await line
      .getByText(`Signed by ${clientName(first)}; waiting for ${clientName(second)}`, { exact: true })
      .waitFor();
    // What became of each signing email and text, as the outbox reported it.
    const delivery = line.getByRole('group', { name: 'Delivery' });
    await delivery.getByText(`${clientName(second)}: Email sent · Text sent`, { exact: true }).waitFor();
    await shootAtBothWidths(page, 'projects-partly-signed');

    // The second client draws with the mouse; the last signature queues the seal.
    const two = await phonePage();
    await openSigningPage(two.page, (await linkFor(second.Email, signedId)).link, business);
    await signOnPage(two.page, scope, 'mouse');
    expect(two.errors).toEqual([]);
    await eventually(
      async () => ((await readContract(signedId)).Status === 'Signed' ? true : undefined),
      'the seal',
    );

    await page.setViewportSize(desktop);
    await openClientContracts(page, url, project);
    await line.getByText(en.contractStatusSigned, { exact: true }).waitFor();
    await shootAtBothWidths(page, 'projects-signed');
    const downloading = page.waitForEvent('download');
    await chooseAction(page, line, 'Download signed PDF');
    const sealed = await readFile(await (await downloading).path());
    expect(sealed.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await keepForLooking('sealed.pdf', sealed);
    expect(await verifyFinds(url, sealed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it("withdraws a sent contract from its menu; its link then shows the server's refusal and OK goes home", async () => {
    const withdrawn = 'Withdrawn: repaint the hallway.';
    const id = await sendThroughApi(started().t, contractor.api, projectId, withdrawn);
    const { link } = await linkFor(first.Email, id);

    const { page, errors } = await watchedPage(contractor.context);
    const modal = await openClientContracts(page, url, project);
    await chooseAction(page, contractLine(modal, startOf(withdrawn)), 'Withdraw contract');
    const confirm = page.getByRole('dialog', { name: 'Withdraw this contract?' });
    await confirm.getByRole('button', { name: 'Withdraw contract' }).click();
    await page.getByText(en.contractWithdrawn, { exact: true }).waitFor();
    await contractLine(modal, startOf(withdrawn))
      .getByText(en.contractStatusCancelled, { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const client = await phonePage();
    expect(await refusalShown(client.page, link)).toBe(en.signingContractCancelled);
  }, 60_000);

  it('resends a sent contract from its menu with the link the client has; a new link then ends it, saying so', async () => {
    const resent = 'Resent: replace the back deck.';
    const id = await sendThroughApi(started().t, contractor.api, projectId, resent);
    const firstLink = await linkFor(first.Email, id);
    await backdateSend(started().t, id);

    const { page, errors } = await watchedPage(contractor.context);
    const modal = await openClientContracts(page, url, project);
    await chooseAction(page, contractLine(modal, startOf(resent)), 'Resend Contract');
    await page.getByText(en.contractSent, { exact: true }).waitFor();

    // The first link still opens the contract after the resend.
    const client = await phonePage();
    await openSigningPage(client.page, firstLink.link, business);
    await client.page
      .getByTitle(/^Contract No\. \d+, from /)
      .contentFrame()
      .getByText(resent)
      .first()
      .waitFor();
    expect(client.errors).toEqual([]);

    // An address was wrong: the contractor sends a new link, after saying the old ones stop working.
    await backdateSend(started().t, id);
    const again = await openClientContracts(page, url, project);
    await chooseAction(page, contractLine(again, startOf(resent)), 'Send a New Link');
    const ask = page.getByRole('dialog', { name: 'Send new links?' });
    await ask.getByRole('button', { name: 'Send New Links' }).click();
    await page.getByText(en.contractNewLinksSent, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const renewed = await linkFor(first.Email, id, [firstLink.key]);
    await openSigningPage(client.page, renewed.link, business);
    expect(await refusalShown(client.page, firstLink.link)).toBe(en.signingLinkReplaced);
  }, 60_000);

  it("amends the signed contract: the amendment is listed, with the signed original under 'Original Contracts'", async () => {
    expect((await readContract(signedId)).Status).toBe('Signed');
    const { page, errors } = await watchedPage(contractor.context);
    const line = contractLine(await openClientContracts(page, url, project), startOf(scope));
    await chooseAction(page, line, 'Edit and send an amendment');
    await page.getByRole('heading', { name: en.contractEditClientTitle, level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Contract' });
    await fieldNamed(form, 'Total Cost').fill('12000');
    await fieldNamed(form, 'Deposit').fill('12000');
    await reviewAndSend(page, form, 'This sends an amendment');

    // Only the latest of the chain is listed: the amendment, waiting for both clients.
    await openClientContracts(page, url, project);
    await line.getByText(en.contractStatusSent, { exact: true }).waitFor();
    expect(await line.count()).toBe(1);
    await chooseAction(page, line, en.contractOriginalsMenu);
    const originals = page.getByRole('dialog', { name: en.contractOriginalsMenu });
    const original = contractLine(originals, startOf(scope));
    await original.getByText(en.contractStatusSigned, { exact: true }).waitFor();
    expect(await original.count()).toBe(1);
    await screenshot(page, 'projects-originals', { fullPage: false });
    expect((await readContract(signedId)).Status).toBe('Signed');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
