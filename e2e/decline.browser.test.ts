import { en, formatMessage } from '@tradepact/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, outboxFor } from '../apps/server/test/signing.js';
import { accessibilityFindings } from './a11y-walk.js';
import { skipWithoutChromium } from './browser.js';
import { desktop, phone, screenshot, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import {
  clientName,
  clients,
  contractLine,
  openClientContracts,
  openSigningPage,
  phoneContext,
  refusalShown,
  sendThroughApi,
  signingLink,
  twoClientProject,
} from './signing.js';

const business = 'Tremblay Renovations';
const contractorEmail = 'office@tremblay.example';
const project = 'Porch and stairs';
const scope = 'Rebuild the front porch and its stairs in cedar.';
const [decliner, other] = clients;
const change = 'Could the stairs be in pressure-treated pine instead of cedar?';
const reason = 'We found a carpenter closer to home.';

/**
 * Issue 32 §2 on a 360 px touch phone: a client asks the contractor for a change from the signing
 * page, and the contractor's My Projects shows "Changes requested by …" with it; the client then
 * declines (in French); the other client's link says who declined; My Projects shows "Declined by …"
 * with the reason, in English and French.
 */
describe.skipIf(skipWithoutChromium())('a client asks for a change, then declines', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  let contractId = '';
  let phoneSession: BrowserContext | undefined;
  /** The client's signing page, kept open from the request to the decline. */
  let signing: { page: Page; errors: string[] } | undefined;

  beforeAll(async () => {
    app = await startInProcessApp();
    const { t, browser, url } = app;
    contractor = await signedInContractor(t, browser, url, 'trial', { language: 'en' });
    const projectId = await twoClientProject(t, contractor.api, project);
    contractId = await sendThroughApi(t, contractor.api, projectId, scope);
    phoneSession = await phoneContext(browser);
    signing = await watchedPage(phoneSession);
  });
  afterAll(async () => {
    await phoneSession?.close();
    await app?.close();
  });

  const started = () => {
    if (!app || !signing) throw new Error('the app did not start');
    return { ...app, ...signing };
  };

  /** The contract's line on the contractor's My Projects, freshly loaded, and its page. */
  async function contractorLine(): Promise<{ page: Page; line: Locator; errors: string[] }> {
    const { url } = started();
    const { page, errors } = await watchedPage(contractor.context);
    const modal = await openClientContracts(page, url, project);
    return { page, line: contractLine(modal, scope.slice(0, 20)), errors };
  }

  it('asks for a change from the signing page: a dialog beside Sign, then the request on the page', async () => {
    const { t, url, page, errors } = started();
    await openSigningPage(page, (await signingLink(t, url, decliner.Email, contractId)).link, business);
    const ask = page.getByRole('button', { name: 'Ask for a change' });
    await ask.scrollIntoViewIfNeeded();
    // Beside Sign, and less prominent: after it, and smaller.
    const sign = page.getByRole('button', { name: 'Sign the contract' });
    const [signBox, askBox] = [await sign.boundingBox(), await ask.boundingBox()];
    expect(signBox?.y ?? Infinity).toBeLessThan(askBox?.y ?? 0);
    expect(askBox?.height ?? Infinity).toBeLessThan(signBox?.height ?? 0);
    await screenshot(page, 'decline-buttons-en', { fullPage: false });

    await ask.tap();
    const asking = page.getByRole('dialog', { name: `Ask ${business} for a change` });
    await asking.getByRole('textbox').fill(change);
    const findings = await accessibilityFindings(page, 'the change request dialog', 'en');
    await screenshot(page, 'decline-ask-dialog-en', { fullPage: false });
    await asking.getByRole('button', { name: 'Send my request' }).tap();
    await page.getByText(/^You asked for a change on /).waitFor();
    await page.getByText(change).scrollIntoViewIfNeeded();
    findings.push(...(await accessibilityFindings(page, 'the page after a change request', 'en')));
    await screenshot(page, 'decline-asked-en', { fullPage: false });
    // Still open: the client may sign it as it is.
    expect(await page.getByRole('button', { name: 'Sign the contract' }).count()).toBe(1);
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows the contractor "Changes requested by …" with the words', async () => {
    const { page, line, errors } = await contractorLine();
    await line.getByText(`Changes requested by ${clientName(decliner)}`).waitFor();
    await line.getByText(change).waitFor();
    const findings = await accessibilityFindings(page, 'My Projects with changes requested', 'en');
    await screenshot(page, 'decline-changes-requested-en', { fullPage: false });
    await page.setViewportSize(phone);
    await screenshot(page, 'decline-changes-requested-en', { fullPage: false });
    await page.close();
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('declines in French after a clear confirmation; the other client’s link says who declined', async () => {
    const { t, url, page, errors } = started();
    await page.getByRole('button', { name: 'Français' }).tap();
    await page.getByText(/^Vous avez demandé une modification le /).waitFor();
    await page.getByText(change).scrollIntoViewIfNeeded();
    await screenshot(page, 'decline-asked-fr', { fullPage: false });
    await page.getByRole('button', { name: 'Refuser', exact: true }).tap();
    const declining = page.getByRole('dialog', { name: 'Refuser ce contrat?' });
    await declining.getByText('Les autres signataires sont avisés qu’il n’ira pas de l’avant.').waitFor();
    await declining.getByRole('textbox').fill(reason);
    const findings = await accessibilityFindings(page, 'the decline dialog', 'fr');
    await screenshot(page, 'decline-dialog-fr', { fullPage: false });
    await page.setViewportSize(desktop);
    await screenshot(page, 'decline-dialog-fr', { fullPage: false });
    await page.setViewportSize(phone);
    await declining.getByRole('button', { name: 'Refuser le contrat' }).tap();
    await page.getByRole('heading', { name: /^Vous avez refusé ce contrat le / }).waitFor();
    expect(await page.getByRole('button', { name: 'Signer le contrat' }).count()).toBe(0);
    await screenshot(page, 'decline-done-fr', { fullPage: false });
    await page.getByRole('button', { name: 'English' }).tap();
    await page.getByRole('heading', { name: /^You declined this contract on / }).waitFor();
    findings.push(...(await accessibilityFindings(page, 'the declined page', 'en')));
    await screenshot(page, 'decline-done-en', { fullPage: false });
    await page.setViewportSize(desktop);
    await page.getByText(reason).scrollIntoViewIfNeeded();
    await screenshot(page, 'decline-done-en', { fullPage: false });
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);

    const words = await refusalShown(page, (await signingLink(t, url, other.Email, contractId)).link);
    expect(words).toBe(formatMessage(en.signingContractDeclined, { name: clientName(decliner) }));
    const notice = await eventually(
      async () =>
        (await outboxFor(t, contractorEmail)).find((message) =>
          message.subject.startsWith(`${clientName(decliner)} declined contract`),
        ),
      'the contractor’s email',
    );
    expect(notice.text).toContain(reason);
  }, 120_000);

  it('shows the contractor "Declined by …" with the reason, in English and French', async () => {
    const { url } = started();
    const { page, line, errors } = await contractorLine();
    await line.getByText(`Declined by ${clientName(decliner)}`).waitFor();
    await line.getByText(reason).waitFor();
    const findings = await accessibilityFindings(page, 'My Projects with a declined contract', 'en');
    await screenshot(page, 'decline-my-projects-en', { fullPage: false });
    await page.setViewportSize(phone);
    await screenshot(page, 'decline-my-projects-en', { fullPage: false });

    // In French, as the language switch leaves it.
    await contractor.context.addCookies([{ name: 'lang', value: 'fr', url }]);
    await page.goto(`${url}/MyProjects`);
    await page.getByRole('button', { name: new RegExp(`^Gérer le projet/client\\s:\\s${project}$`) }).click();
    await page.getByRole('menuitem', { name: 'Liste des contrats avec les clients' }).click();
    const frenchModal = page.getByRole('dialog', { name: new RegExp(`: ${project}$`) });
    await frenchModal.waitFor();
    // The project's menu closes with a transition: axe would read it half gone.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await contractLine(frenchModal, scope.slice(0, 20))
      .getByText(`Refusé par ${clientName(decliner)}`)
      .waitFor();
    findings.push(...(await accessibilityFindings(page, 'Mes projets avec un contrat refusé', 'fr')));
    await screenshot(page, 'decline-my-projects-fr', { fullPage: false });
    await page.setViewportSize(desktop);
    await screenshot(page, 'decline-my-projects-fr', { fullPage: false });
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
