import { readFile } from 'node:fs/promises';
import { addressLine, en, type ContractDetail, type CustomTerm, type Project } from '@tradepact/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, ontarioDay, saveRequest } from '../apps/server/test/contractor.js';
import { pngOf } from '../apps/server/test/images.js';
import { seriousAccessibilityViolations } from './axe.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  appendToClause,
  clauseTexts,
  desktop,
  fieldNamed,
  fillDate,
  keepClauseSwitch,
  openBuilder,
  paymentRow,
  paymentRows,
  phone,
  plainText,
  remainingAmount,
  screenshot,
  shownDay,
  signedInContractor,
  taxLine,
  watchedPage,
  type Contractor,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

interface ListedContract {
  Id: string;
  ScopeOfServices: string;
}

/** Doc 3 §2's Ontario line under a total of $10,000. */
const taxOnTenThousand = '$10,000.00 + HST 13 % ($1,300.00) = $11,300.00';

/**
 * The contract builder in Chromium against the real server: client contracts in the four payment
 * modes, a schedule, a clause left out, drafts re-opened intact, the preview and its PDF; a
 * sub-contract; a clause template used and the 'Terms Changed' question answered every way; and
 * axe on every screen at desktop and phone widths. One app, one browser, one contractor.
 */
describe.skipIf(skipWithoutChromium())('the contract builder in the browser', () => {
  let app: InProcessApp | undefined;
  let url: string;
  let contractor: Contractor;

  beforeAll(async () => {
    app = await startInProcessApp();
    url = app.url;
    contractor = await signedInContractor(app.t, app.browser, url);
  });
  afterAll(() => app?.close());

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };
  const read = <T>(address: string) => apiData<T>(started().t, contractor.api, address);
  const readContract = (id: string) => read<ContractDetail>(`/api/app/contract/read?id=${id}`);
  const readTemplate = async (tag: string) => {
    const template = (await read<CustomTerm[]>('/api/app/customterm/readlist')).find((t) => t.Tag === tag);
    if (!template) throw new Error(`no template ${tag}`);
    return template;
  };

  /** The contractor's newest contract. */
  async function newestContract(): Promise<ListedContract> {
    const [newest] = await read<ListedContract[]>('/api/app/contract/readlist');
    if (!newest) throw new Error('no contract was saved');
    return newest;
  }

  const makeClientContract = (page: Page) =>
    openBuilder(page, `${url}/MakeClientContract/${contractor.projectId}`, en.contractCreateClientTitle);
  const editClientContract = (page: Page, id: string) =>
    openBuilder(page, `${url}/EditClientContract/${id}`, en.contractEditClientTitle);

  const actions = (form: Locator) => form.getByRole('group', { name: 'Contract actions' });

  /** The success popup of Save As Draft; its OK goes back (to My Projects: the builder was opened directly). */
  async function answerDraftSaved(page: Page): Promise<void> {
    const saved = page.getByRole('dialog', { name: 'Success' });
    await saved.getByText(en.contractSavedAsDraft).waitFor();
    await saved.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/MyProjects$/i);
  }

  async function saveDraft(page: Page, form: Locator): Promise<void> {
    await actions(form).getByRole('button', { name: 'Save As Draft' }).click();
    await answerDraftSaved(page);
  }

  async function fillDatesScopeAndTotal(form: Locator, scope: string, scopeLabel = 'Scope of Services') {
    await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
    await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
    await fieldNamed(form, scopeLabel).fill(scope);
    await fieldNamed(form, 'Total Cost').fill('10000');
    await fieldNamed(form, 'Deposit').fill('1000');
  }

  /** The preview modal opened by Review Contract, and the text of the contract in its frame. */
  async function openPreview(page: Page, form: Locator) {
    await actions(form).getByRole('button', { name: en.contractReviewButton }).click();
    return previewShown(page);
  }

  async function previewShown(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Contract preview' });
    const frame = dialog.getByTitle('The contract as your recipient will see it').contentFrame();
    await frame.getByText('Service Agreement').first().waitFor();
    return { dialog, text: await plainText(frame.locator('body')) };
  }

  async function closePreview(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Contract preview' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('builds a client contract by date with a schedule and a clause left out, re-opens it intact, previews it and downloads its PDF', async () => {
    const { page, errors } = await watchedPage(contractor.context);
    const form = await makeClientContract(page);

    await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
    await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
    // The offer's expiry becomes the server's for the commencement date: the day before it.
    await expect
      .poll(() => fieldNamed(form, en.contractExpiryLabel).inputValue())
      .toBe(shownDay(ontarioDay(9)));

    await form.getByRole('button', { name: en.contractScopeExamples }).click();
    await page.getByRole('menuitem', { name: /^Demolish the existing kitchen/ }).click();
    const scope = fieldNamed(form, 'Scope of Services');
    await expect.poll(() => scope.inputValue()).toMatch(/^Demolish the existing kitchen/);
    await scope.press('End');
    await scope.pressSequentially('\nInstall the new cabinets.');
    const scopeText = await scope.inputValue();
    expect(scopeText.split('\n')).toHaveLength(2);

    await fieldNamed(form, 'Total Cost').fill('10000');
    await expect.poll(() => taxLine(page)).toBe(taxOnTenThousand);
    await fieldNamed(form, 'Deposit').fill('1000');
    expect(await fieldNamed(form, 'Deposit Date').inputValue()).toBe(shownDay(ontarioDay(1)));
    expect(await form.getByRole('radio', { name: 'By date' }).isChecked()).toBe(true);
    await expect.poll(() => remainingAmount(page)).toBe('Remaining Amount: $9,000.00');

    // Two payments typed out of order; leaving the rows sorts them by date.
    await form.getByRole('button', { name: 'Add A Payment' }).click();
    await fillDate(fieldNamed(paymentRow(form, 1), 'Date'), ontarioDay(30));
    await fieldNamed(paymentRow(form, 1), 'Amount').fill('5000');
    await form.getByRole('button', { name: 'Add A Payment' }).click();
    await fillDate(fieldNamed(paymentRow(form, 2), 'Date'), ontarioDay(20));
    await fieldNamed(paymentRow(form, 2), 'Amount').fill('4000');
    await expect.poll(() => remainingAmount(page)).toBe('Remaining Amount: $0.00');

    const schedule = form.getByRole('group', { name: 'Schedule A' });
    await fieldNamed(schedule, 'Title').fill('Site plan');
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/cloud/upload'));
    await schedule
      .getByTestId('schedule-A-file')
      .setInputFiles({ name: 'site-plan.png', mimeType: 'image/png', buffer: await pngOf(800, 600) });
    expect((await uploaded).status()).toBe(200);
    await schedule.getByRole('button', { name: 'Remove site-plan.png' }).waitFor();
    expect(await paymentRows(form, ['Date', 'Amount'])).toEqual([
      [shownDay(ontarioDay(20)), '4000'],
      [shownDay(ontarioDay(30)), '5000'],
    ]);

    const clauses = await clauseTexts(form);
    expect(clauses.length).toBeGreaterThan(2);
    await keepClauseSwitch(form, 2).uncheck();
    await screenshot(page, 'builder-client-filled');

    await saveDraft(page, form);
    const saved = await newestContract();
    expect(saved.ScopeOfServices).toBe(scopeText);

    const edit = await editClientContract(page, saved.Id);
    expect(await fieldNamed(edit, 'Commencement Date').inputValue()).toBe(shownDay(ontarioDay(10)));
    expect(await fieldNamed(edit, 'Completion Date').inputValue()).toBe(shownDay(ontarioDay(40)));
    expect(await fieldNamed(edit, 'Scope of Services').inputValue()).toBe(scopeText);
    expect(await fieldNamed(edit, 'Total Cost').inputValue()).toBe('10000');
    expect(await fieldNamed(edit, 'Deposit').inputValue()).toBe('1000');
    expect(await fieldNamed(edit, 'Deposit Date').inputValue()).toBe(shownDay(ontarioDay(1)));
    expect(await edit.getByRole('radio', { name: 'By date' }).isChecked()).toBe(true);
    expect(await paymentRows(edit, ['Date', 'Amount'])).toEqual([
      [shownDay(ontarioDay(20)), '4000'],
      [shownDay(ontarioDay(30)), '5000'],
    ]);
    expect(await remainingAmount(page)).toBe('Remaining Amount: $0.00');
    const editSchedule = edit.getByRole('group', { name: 'Schedule A' });
    expect(await fieldNamed(editSchedule, 'Title').inputValue()).toBe('Site plan');
    await editSchedule.getByText('site-plan.png').waitFor();
    expect(await clauseTexts(edit)).toEqual([clauses[0], ...clauses.slice(2)]);
    expect(await fieldNamed(edit, en.contractExpiryLabel).inputValue()).toBe(shownDay(ontarioDay(9)));

    const preview = await openPreview(page, edit);
    for (const line of [
      'Tremblay Renovations',
      'Hélène Côté',
      '$1,000.00',
      '$4,000.00',
      '$5,000.00',
      '$11,300.00',
    ]) {
      expect(preview.text).toContain(line);
    }
    expect(preview.text).toContain('Schedule A — Site plan');
    expect(preview.text).toContain(firstWords(clauses[0]));
    expect(preview.text).not.toContain(firstWords(clauses[1]));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('switches a client contract to milestones, percentages and custom terms, saving and re-opening it intact each time', async () => {
    const { page, errors } = await watchedPage(contractor.context);
    const modes = [
      {
        radio: 'By milestone',
        async fill(form: Locator) {
          await paymentRow(form, 1)
            .getByRole('combobox', { name: 'Milestone', exact: true })
            .selectOption('Demolition');
          await fieldNamed(paymentRow(form, 1), 'Amount').fill('3000');
          await form.getByRole('button', { name: 'Add A Payment' }).click();
          await paymentRow(form, 2)
            .getByRole('combobox', { name: 'Milestone', exact: true })
            .selectOption('Other Type');
          await fieldNamed(paymentRow(form, 2), 'Milestone name').fill('Final walkthrough');
          await fieldNamed(paymentRow(form, 2), 'Amount').fill('6000');
        },
        async check(form: Locator) {
          const milestones = form.getByRole('combobox', { name: 'Milestone', exact: true });
          expect(
            await milestones.evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value)),
          ).toEqual(['Demolition', 'Other Type']);
          expect(await fieldNamed(paymentRow(form, 2), 'Milestone name').inputValue()).toBe(
            'Final walkthrough',
          );
          expect(await paymentRows(form, ['Amount'])).toEqual([['3000'], ['6000']]);
          expect(await remainingAmount(page)).toBe('Remaining Amount: $0.00');
        },
      },
      {
        radio: 'By percentage',
        async fill(form: Locator) {
          await fieldNamed(paymentRow(form, 1), 'Name').fill('Rough-in');
          await fieldNamed(paymentRow(form, 1), 'Percentage').fill('40');
          await expect
            .poll(() => plainText(page.getByTestId('percentage-total')))
            .toBe('Total: 40 % of 100 %');
          await form.getByRole('button', { name: 'Add A Payment' }).click();
          await fieldNamed(paymentRow(form, 2), 'Name').fill('Completion');
          await fieldNamed(paymentRow(form, 2), 'Percentage').fill('60');
        },
        async check(form: Locator) {
          expect(await paymentRows(form, ['Name', 'Percentage'])).toEqual([
            ['Rough-in', '40'],
            ['Completion', '60'],
          ]);
          expect(await plainText(page.getByTestId('percentage-total'))).toBe('Total: 100 % of 100 %');
          // 40 % and 60 % of the $9,000 left after the deposit.
          expect(await plainText(paymentRow(form, 1))).toContain('Amount: $3,600.00');
          expect(await plainText(paymentRow(form, 2))).toContain('Amount: $5,400.00');
          expect(await remainingAmount(page)).toBe('Remaining Amount: $0.00');
        },
      },
      {
        radio: 'Custom',
        async fill(form: Locator) {
          await fieldNamed(form, 'Payment terms').fill(
            'Half on the first day of work, the rest on completion.',
          );
        },
        async check(form: Locator) {
          expect(await fieldNamed(form, 'Payment terms').inputValue()).toBe(
            'Half on the first day of work, the rest on completion.',
          );
          // Free-text terms have no rows, so no remaining amount.
          expect(await page.getByTestId('payment-remaining').count()).toBe(0);
        },
      },
    ];

    const scope = 'Install the new cabinets, paid in stages.';
    let form = await makeClientContract(page);
    await fillDatesScopeAndTotal(form, scope);
    let contractId: string | undefined;
    for (const mode of modes) {
      await form.getByRole('radio', { name: mode.radio }).check();
      await mode.fill(form);
      await mode.check(form);
      expect(await taxLine(page)).toBe(taxOnTenThousand);
      await screenshot(page, `builder-${mode.radio.toLowerCase().replace(' ', '-')}`);
      await saveDraft(page, form);

      // The first save makes the contract; the next ones, from its edit screen, update it.
      const saved = await newestContract();
      contractId ??= saved.Id;
      expect(saved.Id).toBe(contractId);
      form = await editClientContract(page, contractId);
      expect(await form.getByRole('radio', { name: mode.radio }).isChecked()).toBe(true);
      expect(await fieldNamed(form, 'Scope of Services').inputValue()).toBe(scope);
      expect(await taxLine(page)).toBe(taxOnTenThousand);
      await mode.check(form);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('saves a sub-contract with the service address prefilled from the project and re-opens it intact', async () => {
    const { page, errors } = await watchedPage(contractor.context);
    const { projectId, subcontractorId } = contractor;
    const project = await read<Project>(`/api/app/project/read?id=${projectId}`);
    const form = await openBuilder(
      page,
      `${url}/MakeSubContract/${projectId}/${subcontractorId}`,
      'Create A Contract For Your Sub-Contractor',
    );
    await page.getByText('Sub-contractor: Roy Electric').waitFor();
    const address = fieldNamed(form, 'Service Address');
    expect(await address.inputValue()).toBe(addressLine(project, 'en'));

    await fillDatesScopeAndTotal(form, 'Wire the new kitchen to code.', en.contractSubcontractScopeLabel);
    await form.getByRole('button', { name: 'Add A Payment' }).click();
    await fillDate(fieldNamed(paymentRow(form, 1), 'Date'), ontarioDay(25));
    await fieldNamed(paymentRow(form, 1), 'Amount').fill('9000');
    await saveDraft(page, form);

    const saved = await newestContract();
    const edit = await openBuilder(
      page,
      `${url}/EditSubContract/${saved.Id}`,
      en.contractEditSubcontractTitle,
    );
    await page.getByText('Sub-contractor: Roy Electric').waitFor();
    expect(await fieldNamed(edit, 'Service Address').inputValue()).toBe(addressLine(project, 'en'));
    expect(await fieldNamed(edit, en.contractSubcontractScopeLabel).inputValue()).toBe(
      'Wire the new kitchen to code.',
    );
    expect(await fieldNamed(edit, 'Commencement Date').inputValue()).toBe(shownDay(ontarioDay(10)));
    expect(await fieldNamed(edit, 'Completion Date').inputValue()).toBe(shownDay(ontarioDay(40)));
    expect(await fieldNamed(edit, 'Total Cost').inputValue()).toBe('10000');
    expect(await paymentRows(edit, ['Date', 'Amount'])).toEqual([[shownDay(ontarioDay(25)), '9000']]);
    expect((await readContract(saved.Id)).SubContractorId).toBe(subcontractorId);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('uses a new template in the builder and answers the terms-changed question each way, on review and on draft', async () => {
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/ContractTemplate`);
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByRole('heading', { name: 'Create A Template', level: 1 }).waitFor();
    await fieldNamed(page, 'Template name').fill('Kitchen terms');
    await keepClauseSwitch(page.locator('form'), 2).uncheck();
    await page.getByRole('button', { name: 'Save Template' }).click();
    await page.waitForURL(/\/ContractTemplate$/i);
    await page.getByText('Kitchen terms').first().waitFor();
    const created = await readTemplate('Kitchen terms');
    expect(created.Type).toBe(1);

    // Chosen in the builder, the template's terms replace the default ones.
    const form = await makeClientContract(page);
    await form.getByRole('combobox', { name: 'Contract template' }).click();
    await page.getByRole('option', { name: 'Kitchen terms' }).click();
    await expect.poll(() => clauseTexts(form)).toHaveLength(created.Terms.length);
    expect((await clauseTexts(form))[0]).toBe(textOf(created.Terms[0]));
    await fillDatesScopeAndTotal(form, 'Install the new cabinets.');
    await fieldNamed(form, 'Deposit').fill('10000');

    const askedAbout = async (trigger: string, answer: string) => {
      await actions(form).getByRole('button', { name: trigger }).click();
      const question = page.getByRole('dialog', { name: en.templateTermsChangedTitle });
      await question.getByRole('button', { name: answer }).waitFor();
      await screenshot(page, `terms-changed-${trigger === 'Save As Draft' ? 'draft' : 'review'}`, {
        fullPage: false,
      });
      await question.getByRole('button', { name: answer }).click();
      await question.waitFor({ state: 'hidden' });
    };

    await appendToClause(form, 1, ' Revised on site.');
    await askedAbout(en.contractReviewButton, en.contractTermsSaveAndReview);
    expect((await previewShown(page)).text).toContain('Revised on site.');
    expect(textOf((await readTemplate('Kitchen terms')).Terms[0])).toMatch(/Revised on site\.$/);
    await closePreview(page);

    await appendToClause(form, 1, ' Only here.');
    await askedAbout(en.contractReviewButton, en.contractTermsJustReview);
    expect((await previewShown(page)).text).toContain('Revised on site. Only here.');
    expect(textOf((await readTemplate('Kitchen terms')).Terms[0])).toMatch(/Revised on site\.$/);
    await closePreview(page);

    await askedAbout('Save As Draft', en.contractTermsDraftOnly);
    await answerDraftSaved(page);
    const draft = await newestContract();
    expect(textOf((await readContract(draft.Id)).Data.Terms[0])).toMatch(/Revised on site\. Only here\.$/);
    expect(textOf((await readTemplate('Kitchen terms')).Terms[0])).toMatch(/Revised on site\.$/);

    const edit = await editClientContract(page, draft.Id);
    expect(await edit.getByRole('combobox', { name: 'Contract template' }).inputValue()).toBe(
      'Kitchen terms',
    );
    await appendToClause(edit, 1, ' And on the template.');
    await actions(edit).getByRole('button', { name: 'Save As Draft' }).click();
    const question = page.getByRole('dialog', { name: en.templateTermsChangedTitle });
    await question.getByRole('button', { name: en.contractTermsDraftAndTemplate }).click();
    await answerDraftSaved(page);
    const updated = await readTemplate('Kitchen terms');
    expect(textOf(updated.Terms[0])).toMatch(/Only here\. And on the template\.$/);
    expect(updated).toMatchObject({ UsageCount: 1, IsChanged: true });
    expect(textOf((await readContract(draft.Id)).Data.Terms[0])).toBe(textOf(updated.Terms[0]));
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows no serious accessibility violation on the builders, the preview and the template pages at 1280 and 360 px', async () => {
    const { projectId, subcontractorId, api } = contractor;
    const answer = await callAs(
      started().t,
      api,
      'POST',
      '/api/app/contract/savedraft',
      saveRequest(projectId),
    );
    const reviewable = answer.json().Data.Id as string;
    const { page, errors } = await watchedPage(contractor.context);
    const screens = [
      {
        name: 'builder-client',
        open: () => makeClientContract(page),
      },
      {
        name: 'builder-sub',
        open: () =>
          openBuilder(
            page,
            `${url}/MakeSubContract/${projectId}/${subcontractorId}`,
            'Create A Contract For Your Sub-Contractor',
          ),
      },
      {
        name: 'preview',
        open: async () => openPreview(page, await editClientContract(page, reviewable)),
      },
      {
        name: 'templates',
        open: async () => {
          await page.goto(`${url}/ContractTemplate`);
          await page.getByRole('heading', { name: 'My Templates' }).waitFor();
          await page.getByRole('status', { name: 'Loading…' }).waitFor({ state: 'detached' });
        },
      },
      {
        name: 'template-detail',
        open: async () => {
          await page.goto(`${url}/ContractTemplateDetail`);
          await page.getByRole('group', { name: 'Clause 1', exact: true }).waitFor();
        },
      },
    ];
    // Each screen opens at 1280 px and is checked again at 360 px: its layout follows the width
    // (CSS and the media-query hooks), so one load serves both.
    const found: string[] = [];
    for (const screen of screens) {
      await page.setViewportSize(desktop);
      await screen.open();
      for (const viewport of [desktop, phone]) {
        await page.setViewportSize(viewport);
        await nextFrames(page);
        const violations = await seriousAccessibilityViolations(page);
        found.push(
          ...violations.map(
            (violation) =>
              `${screen.name} at ${viewport.width} px: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`,
          ),
        );
        await screenshot(page, screen.name, { fullPage: screen.name !== 'preview' });
      }
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

/** Two animation frames: the page has laid itself out again after a resize. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** A clause's words without its tags, as the page and the document show them. */
const textOf = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Enough of a clause's text to find it in the document. */
const firstWords = (text: string | undefined) => (text ?? '').slice(0, 60);
