import { en, translate, type ContractDetail } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, contractForm, saveRequest } from '../apps/server/test/contractor.js';
import { eventually, outboxFor } from '../apps/server/test/signing.js';
import { accessibilityFindings } from './a11y-walk.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  desktop,
  phoneDevice,
  screenshot,
  signedInContractor,
  watchedPage,
  type Contractor,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { signOnPage, signingLink } from './signing.js';

/** The Ontario homeowner of signedInContractor's project (apps/server/test/contractor.ts). */
const client = { name: 'Hélène Côté', email: 'helene@example.com' };
const business = 'Tremblay Renovations';
const contractorEmail = 'office@tremblay.example';
/** The scope of contractForm()'s contract. */
const scope = 'Demolish the kitchen and install new cabinets.';

/** The cancel page's words (apps/web/src/i18n/{en,fr}/ui.cancel.ts). */
const cancelPage = {
  en: {
    heading: `Cancel your agreement with ${business}`,
    confirm: 'Yes, cancel this agreement',
    done: 'Your agreement is cancelled',
    reason: /^Why are you cancelling\?/,
  },
  fr: {
    heading: `Annuler votre contrat avec ${business}`,
    confirm: 'Oui, annuler le présent contrat',
    done: 'Votre contrat est annulé',
  },
};

/**
 * Issue 31 §2's journey on a 360 × 780 touch phone: an Ontario homeowner reads "Your right to cancel"
 * on the signing page before signing, signs, then cancels from the completion email's link; the page
 * shows what is cancelled and the last day, in English and in French, and the contractor is told.
 */
describe.skipIf(skipWithoutChromium())('an Ontario homeowner cancels within the period', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  let contractId = '';

  beforeAll(async () => {
    app = await startInProcessApp();
    const { t, browser, url } = app;
    contractor = await signedInContractor(t, browser, url, 'trial', { language: 'en' });
    const sent = await callAs(t, contractor.api, 'POST', '/api/app/contract/create', {
      ...saveRequest(contractor.projectId, contractForm()),
      Token: crypto.randomUUID(),
    });
    if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
    contractId = sent.json().Data.Id as string;
  });
  afterAll(async () => {
    await app?.close();
  });

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  it('shows the right to cancel before signing; the client signs by tapping and the contract seals', async () => {
    const { t, browser, url } = started();
    const context = await browser.newContext(phoneDevice);
    const { page, errors } = await watchedPage(context);
    await page.goto((await signingLink(t, url, client.email, contractId)).link);
    await page.getByRole('heading', { name: `${business} sent you a contract to sign`, level: 1 }).waitFor();
    const notice = page.getByRole('region', { name: en.documentCancelHeading });
    await notice.scrollIntoViewIfNeeded();
    expect(await notice.isVisible()).toBe(true);
    // It stands before the Sign button, so it is read first.
    const sign = page.getByRole('button', { name: 'Sign the contract' });
    const [noticeBox, signBox] = [await notice.boundingBox(), await sign.boundingBox()];
    expect(noticeBox?.y ?? Infinity).toBeLessThan(signBox?.y ?? 0);
    await screenshot(page, 'consumer-cancel-notice', { fullPage: false });

    await signOnPage(page, scope, 'touch');
    expect(errors).toEqual([]);
    await context.close();

    await eventually(async () => {
      const read = await apiData<ContractDetail>(
        t,
        contractor.api,
        `/api/app/contract/read?id=${contractId}`,
      );
      return read.Status === 'Signed' ? true : undefined;
    }, 'the seal');
  }, 120_000);

  it('cancels from the completion email’s link, in English and in French; the contractor is told', async () => {
    const { t, browser, url } = started();
    const completion = await eventually(
      async () =>
        (await outboxFor(t, client.email)).find((message) =>
          /CancelAgreement\?key=[\w-]{43}/.test(message.text),
        ),
      'the completion email with its cancel link',
    );
    // The email links to the configured public address; the test's app listens elsewhere.
    const key = /\/CancelAgreement\?key=([\w-]{43})/.exec(completion.text)?.[1] ?? '';
    expect(key).not.toBe('');
    const link = `${url}/CancelAgreement?key=${key}`;
    expect(completion.html).toContain(en.signEmailCompletedCancelLink);

    const context = await browser.newContext(phoneDevice);
    const { page, errors } = await watchedPage(context);
    await page.goto(link);
    await page.getByRole('heading', { name: cancelPage.en.heading, level: 1 }).waitFor();
    await page.getByText('Last day to cancel').waitFor();
    await page.getByText(/refund your payments, a deposit included, within 15 days/).waitFor();
    const findings = await accessibilityFindings(page, 'the cancel page at 360 px', 'en');
    await screenshot(page, 'consumer-cancel-page-en');
    await page.setViewportSize(desktop);
    await screenshot(page, 'consumer-cancel-page-en');
    await page.setViewportSize(phoneDevice.viewport);

    // The reader switches to French: the page follows, the contract unchanged.
    await page.getByRole('button', { name: 'Français' }).tap();
    await page.getByRole('heading', { name: cancelPage.fr.heading, level: 1 }).waitFor();
    findings.push(...(await accessibilityFindings(page, 'the French cancel page at 360 px', 'fr')));
    await screenshot(page, 'consumer-cancel-page-fr');
    await page.setViewportSize(desktop);
    await screenshot(page, 'consumer-cancel-page-fr');
    await page.setViewportSize(phoneDevice.viewport);

    await page.getByRole('textbox').fill('Nous avons trouvé un autre entrepreneur.');
    const confirm = page.getByRole('button', { name: cancelPage.fr.confirm });
    await confirm.scrollIntoViewIfNeeded();
    await confirm.tap();
    await page.getByRole('heading', { name: cancelPage.fr.done, level: 1 }).waitFor();
    await screenshot(page, 'consumer-cancel-done-fr');
    await page.setViewportSize(desktop);
    await screenshot(page, 'consumer-cancel-done-fr');
    await page.setViewportSize(phoneDevice.viewport);
    await page.getByRole('button', { name: 'English' }).tap();
    await page.getByRole('heading', { name: cancelPage.en.done, level: 1 }).waitFor();
    findings.push(...(await accessibilityFindings(page, 'the cancelled page at 360 px', 'en')));
    await screenshot(page, 'consumer-cancel-done-en');
    await page.setViewportSize(desktop);
    await screenshot(page, 'consumer-cancel-done-en');
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const read = await apiData<ContractDetail>(t, contractor.api, `/api/app/contract/read?id=${contractId}`);
    expect(read.Status).toBe('Signed');
    const notice = await eventually(
      async () =>
        (await outboxFor(t, contractorEmail)).find((message) =>
          message.subject.startsWith(`${client.name} cancelled contract`),
        ),
      'the contractor’s notice',
    );
    expect(notice.text).toContain('Nous avons trouvé un autre entrepreneur.');
    const confirmation = await eventually(
      async () =>
        (await outboxFor(t, client.email)).find(
          (message) =>
            message.subject ===
            translate('en', 'clientCancelEmailSubject', {
              number: translate('en', 'signEmailContractNumber', { number: 1 }),
              business,
            }),
        ),
      'the client’s confirmation',
    );
    expect(confirmation.html).toContain('<html lang="en">');
  }, 120_000);
});
