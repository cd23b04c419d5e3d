import { en, formatDay } from '@tradepact/shared';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '../apps/server/test/accounts.js';
import { callAs, ontarioDay } from '../apps/server/test/contractor.js';
import { accountJourney, expectAccessible } from './account-journey.js';
import { skipWithoutChromium } from './browser.js';
import {
  appendToClause,
  clauseTexts,
  desktop,
  fieldNamed,
  fillDate,
  paymentRows,
  paymentRow,
  screenshot,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { apiSession } from './session.js';

/** Chromium's Android emulation at the size of issue 29's walk-through. */
const phoneDevice: BrowserContextOptions = {
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

const devices = [
  { name: 'a 360 px phone, by touch', options: phoneDevice, touch: true },
  { name: 'a 1280 px desktop', options: { viewport: desktop }, touch: false },
] as const;

/**
 * A new contractor's first week in one sitting, on a phone and on a desktop (issue 29): signed in
 * for the first time, the profile filled with its Province picked from the list, a project with its
 * client, then a contract built with a payment-mode switch and a template pick that keep what was
 * typed, sent after its last check. Axe on every screen; each screen shot when CONTRACT_SHOTS_DIR
 * names a folder.
 */
describe.skipIf(skipWithoutChromium())('a new contractor’s first contract', () => {
  let app: InProcessApp | undefined;

  beforeAll(async () => {
    app = await startInProcessApp();
  });
  afterAll(() => app?.close());

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  it.each(devices)(
    'goes from the first sign-in to a sent contract on $name',
    async ({ options, touch }) => {
      const { t, browser, url } = started();
      const journey = accountJourney(url);
      const user = await createActiveUser(t, { firstName: 'Hélène', lastName: 'Gagnon' });
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      /** A tap on the phone, a click on the desktop. */
      const press = (target: Locator) => (touch ? target.tap() : target.click());
      const shot = (name: string, fullPage = true) =>
        screenshot(page, `first-contract-${name}`, { fullPage });

      await journey.signIn(page, user);
      await journey.expectSignedIn(page);

      // The profile, its Province picked from the list (the list once never opened on a phone).
      await page.getByLabel('Business Name').fill('Gagnon Carpentry');
      await page.getByLabel('GST/HST Number').fill('123456782');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('18 Rideau Street');
      await page.getByLabel('City').fill('Ottawa');
      const province = page.getByRole('combobox', { name: /^Province/ });
      await province.scrollIntoViewIfNeeded();
      await press(province);
      await press(page.getByRole('option', { name: 'Ontario', exact: true }));
      await expect.poll(() => province.inputValue()).toBe('Ontario');
      await page.getByLabel('Postal Code').fill('k1n 5y3');
      await expectAccessible(page);
      await shot('profile');
      await press(page.getByRole('tab', { name: /Contact Info/ }));
      await page.getByLabel('Business Phone').fill('6135550188');
      await page.getByLabel('Business Email').fill('office@gagnon.example');
      await press(page.getByRole('tab', { name: /Signature/ }));
      await drawSignature(page);
      await press(page.getByRole('button', { name: 'Save Signature' }));
      await page.getByRole('img', { name: 'Your new signature' }).waitFor();
      await press(page.getByRole('button', { name: 'Save', exact: true }));
      const nextSteps = page.getByRole('dialog', { name: en.profileNextStepsTitle });
      await press(nextSteps.getByRole('link', { name: 'Add your first project' }));
      await page.waitForURL(/\/MyProjects$/i);
      // A new account's first visit to My Projects shows the first-time hint.
      const hint = page.getByRole('button', { name: 'Got it' });
      await press(hint);
      // Axe measures contrast on what is shown: not on the hint while it fades out.
      await hint.waitFor({ state: 'detached' });
      await expectAccessible(page);

      // A project with its client.
      await page.goto(`${url}/Project`);
      await page.getByRole('heading', { name: en.projectFormAddTitle }).waitFor();
      const project = page.getByRole('region', { name: 'Project', exact: true });
      await fieldNamed(project, 'Project Title').fill('Back deck');
      await project.getByRole('combobox', { name: /^Address/ }).fill('42 Elgin Street');
      await fieldNamed(project, 'City').fill('Ottawa');
      const projectProvince = project.getByRole('combobox', { name: /^Province/ });
      await press(projectProvince);
      await press(page.getByRole('option', { name: 'Ontario', exact: true }));
      await fieldNamed(project, 'Postal Code').fill('K1P 5K7');
      const client = page.getByRole('region', { name: 'Client/Homeowner 1' });
      await client.getByRole('combobox', { name: /^First Name/ }).fill('Sarah');
      await client.getByRole('combobox', { name: /^Last Name/ }).fill('Okafor');
      await fieldNamed(client, 'Phone').fill('6475550199');
      await fieldNamed(client, 'Email').fill('sarah.okafor@example.com');
      await expectAccessible(page);
      await shot('project');
      await press(page.getByRole('button', { name: 'Create', exact: true }));
      await page.waitForURL(/\/MyProjects$/i);
      const row = page.getByRole('article', { name: 'Back deck' });
      await row.waitFor();
      // Shown once, on the first visit: not again once this visit's user info has come (the
      // usage banner shows it), on this device or another.
      await page.getByText('Client contracts used: 0/3', { exact: false }).waitFor();
      expect(await hint.count()).toBe(0);
      // Its dates are read whole: a phone once broke them at their hyphens (one box per line).
      const until = page.getByTestId('usage-client').getByText(/^until \d{4}-\d{2}-\d{2}\.$/);
      expect(await until.evaluate((span) => span.getClientRects().length)).toBe(1);
      await expectAccessible(page);
      await shot('my-projects');

      // The builder, from the project's Manage menu. A template of the contractor's own, to pick later.
      const api = await apiSession(t, user.id);
      const template = await callAs(t, api, 'POST', '/api/app/customterm/create', {
        Tag: 'Deck terms',
        Type: 1,
        Terms: [
          '<p>The deck is built to the Ontario Building Code.</p>',
          '<p>Stain is applied in dry weather.</p>',
        ],
      });
      expect(template.statusCode).toBe(200);
      await press(page.getByRole('button', { name: 'Manage Project/Client: Back deck' }));
      await press(page.getByRole('menuitem', { name: 'Make a Client Contract' }));
      await page.getByRole('heading', { name: en.contractCreateClientTitle, level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Contract' });
      await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
      await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
      await fieldNamed(form, 'Scope of Services').fill('Build a 12 × 16 ft cedar deck with stairs.');
      await fieldNamed(form, 'Total Cost').fill('10000');
      await fieldNamed(form, 'Deposit').fill('1000');
      await press(form.getByRole('button', { name: 'Add A Payment' }));
      await fillDate(fieldNamed(paymentRow(form, 1), 'Date'), ontarioDay(25));
      await fieldNamed(paymentRow(form, 1), 'Amount').fill('9000');

      // Switching the payment mode and back keeps the rows typed (a picker shows its day written out).
      await press(form.getByRole('radio', { name: 'By milestone' }));
      await press(form.getByRole('radio', { name: 'By date' }));
      expect(await paymentRows(form, ['Date', 'Amount'])).toEqual([[formatDay(ontarioDay(25)), '9000']]);

      // A clause of their own, then the template: asked first, and the clause kept after the template's.
      await appendToClause(form, 1, ' Agreed on site.');
      const ownClause = (await clauseTexts(form))[0];
      const templateChoice = form.getByRole('combobox', { name: 'Contract template' });
      await press(templateChoice);
      await press(page.getByRole('option', { name: 'Deck terms' }));
      const replace = page.getByRole('dialog', { name: 'Replace your clauses?' });
      await replace.waitFor();
      await expectAccessible(page);
      await shot('replace-clauses', false);
      await press(replace.getByRole('button', { name: 'Use the template’s, then mine' }));
      await expect
        .poll(() => clauseTexts(form))
        .toEqual([
          'The deck is built to the Ontario Building Code.',
          'Stain is applied in dry weather.',
          ownClause,
        ]);
      await expectAccessible(page);
      await shot('builder');

      // Review, then Send after its last check.
      await press(
        form
          .getByRole('group', { name: 'Contract actions' })
          .getByRole('button', { name: en.contractReviewButton }),
      );
      // The clauses differ from the template picked: asked whether the template changes too.
      const termsChanged = page.getByRole('dialog', { name: en.templateTermsChangedTitle });
      await press(termsChanged.getByRole('button', { name: en.contractTermsJustReview }));
      const preview = page.getByRole('dialog', { name: 'Contract preview' });
      await preview.getByTitle('The contract as your recipient will see it').waitFor();
      await shot('preview', false);
      await press(preview.getByRole('button', { name: 'Send', exact: true }));
      const check = page.getByRole('dialog', { name: 'Send this contract?' });
      await check.getByRole('listitem').first().waitFor();
      expect(await check.getByRole('listitem').allTextContents()).toEqual([
        'Sarah Okafor · sarah.okafor@example.com · text to 647-555-0199',
      ]);
      await check.getByRole('textbox', { name: 'Personal message (optional)' }).fill('See you Monday at 8.');
      await expectAccessible(page);
      await shot('send-check', false);
      await press(check.getByRole('button', { name: 'Send', exact: true }));
      const sent = page.getByRole('dialog', { name: 'Success' });
      await sent.getByText(en.contractsSentAllowTime, { exact: true }).waitFor();
      await sent.getByText(/^Sent at \d{1,2}:\d{2}/).waitFor();
      await expectAccessible(page);
      await shot('sent', false);
      await press(sent.getByRole('button', { name: 'OK' }));
      await page.waitForURL(/\/MyProjects$/i);
      // The usage banner counts the send at once, from the server (it once showed 0/3 until a reload).
      await page.getByText('Client contracts used: 1/3', { exact: false }).waitFor();
      const invitation = (await journey.outbox('sarah.okafor@example.com')).at(-1);
      expect(invitation?.Text).toContain('See you Monday at 8.');

      // My Projects names the contract sent, its total with tax and what became of its email and text.
      await press(page.getByRole('button', { name: 'Manage Project/Client: Back deck' }));
      await press(page.getByRole('menuitem', { name: 'Client Contracts List' }));
      const contracts = page.getByRole('dialog', { name: 'Client Contracts: Back deck' });
      // The project's menu closes with a transition; axe reads it half-gone otherwise.
      await page.getByRole('menu').waitFor({ state: 'detached' });
      const line = contracts.getByRole('listitem').filter({ hasText: 'Build a 12 × 16 ft cedar deck' });
      await line.getByText('Contract No. 1 · $11,300.00 with tax').waitFor();
      await line
        .getByRole('group', { name: 'Delivery' })
        .getByText('Email sent · Text sent', { exact: true })
        .waitFor();
      await expectAccessible(page);
      await shot('contracts-list', false);

      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});

/** Draws a signature-like stroke across the pad (pointer events, as a finger or a mouse makes). */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('Signature pad: draw your signature here');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(box.x + 20 + step * ((box.width - 40) / 20), y + Math.sin(step / 2) * 20, {
      steps: 2,
    });
  }
  await page.mouse.up();
}
