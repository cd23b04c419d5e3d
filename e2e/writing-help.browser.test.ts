import { en } from '@tradepact/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ontarioDay } from '../apps/server/test/contractor.js';
import {
  startOpenAiServer,
  type LocalOpenAiServer,
  type OpenAiRequest,
} from '../apps/server/test/openai-server.js';
import { seriousAccessibilityViolations } from './axe.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  appendToClause,
  clauseTexts,
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

const typedScope = 'rip out old kitchen cabnets and put in new ones, install pot lights';
const improvedScope =
  'Remove and dispose of the existing kitchen cabinets.\nSupply and install new kitchen cabinets.\nInstall pot lights in the kitchen ceiling.';

const systemPrompt = (request: OpenAiRequest) =>
  request.body.messages?.find((message) => message.role === 'system')?.content ?? '';
const userText = (request: OpenAiRequest) =>
  request.body.messages?.findLast((message) => message.role === 'user')?.content ?? '';

/**
 * The provider as the tests script it: a spell check marks "recieve" corrected, as the prompt asks;
 * an improve of the scope answers better wording.
 */
function scriptedProvider(request: OpenAiRequest) {
  if (/proofreader/i.test(systemPrompt(request))) {
    return { content: userText(request).replace(/recieve/g, '<span style="color:red">receive</span>') };
  }
  return { content: improvedScope };
}

/**
 * Writing help in Chromium against the real server and a local OpenAI-compatible provider reached
 * through the `openai` package (issue 16): improve a scope of services and accept it in the builder,
 * spell-check a clause, axe with the suggestion open; the buttons in the template editor.
 */
describe.skipIf(skipWithoutChromium())('writing help in the browser', () => {
  let provider: LocalOpenAiServer | undefined;
  let app: InProcessApp | undefined;
  let contractor: Contractor;

  beforeAll(async () => {
    provider = await startOpenAiServer({ reply: scriptedProvider });
    app = await startInProcessApp({ env: { AI_BASE_URL: provider.url, AI_API_KEY: 'test-key' } });
    contractor = await signedInContractor(app.t, app.browser, app.url);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  const started = () => {
    if (!app || !provider) throw new Error('the app did not start');
    return { app, provider, url: app.url };
  };

  const clause = (scope: Locator, number: number) =>
    scope.getByRole('group', { name: `Clause ${number}`, exact: true });

  /**
   * Shots at both widths; `around`: a viewport's shot with it in view (in a full-page shot the
   * builder's sticky actions bar covers the middle of the page).
   */
  async function shootBothWidths(page: Page, name: string, around?: Locator) {
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await around?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, name, { fullPage: !around });
    }
    await page.setViewportSize(desktop);
  }

  it('improves a scope of services and spell-checks a clause in the builder, each suggestion accepted', async () => {
    const { app: running, provider: ai, url } = started();
    const { page, errors } = await watchedPage(contractor.context);
    const form = await openBuilder(
      page,
      `${url}/MakeClientContract/${contractor.projectId}`,
      en.contractCreateClientTitle,
    );

    const scope = fieldNamed(form, 'Scope of Services');
    const improve = form.getByRole('button', {
      name: 'Improve the wording of the scope of services with AI',
    });
    await expect.poll(() => improve.isDisabled()).toBe(true);
    await scope.fill(typedScope);
    await shootBothWidths(page, 'writing-help-builder', improve);

    await improve.click();
    const suggestion = page.getByRole('dialog', { name: 'Suggested wording' });
    await suggestion.waitFor();
    await expect.poll(() => suggestion.getByRole('region', { name: 'Before' }).innerText()).toBe(typedScope);
    await expect
      .poll(() => suggestion.getByRole('region', { name: 'After' }).innerText())
      .toContain('Remove and dispose of the existing kitchen cabinets.');
    expect(ai.requests.at(-1)?.body.model).toBe('deepseek-chat');
    expect(userText(ai.requests.at(-1) as OpenAiRequest)).toBe(typedScope);

    // The modal over the builder: no serious or critical accessibility problem, at either width.
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'writing-help-improve-modal', { fullPage: false });
    }
    await page.setViewportSize(desktop);

    await suggestion.getByRole('button', { name: en.aiUseSuggestion }).click();
    await suggestion.waitFor({ state: 'hidden' });
    expect(await scope.inputValue()).toBe(improvedScope);

    // A clause: the provider's correction shows marked, and accepting keeps the word without the mark.
    await appendToClause(form, 1, ' You will recieve the keys at the end.');
    await clause(form, 1).getByRole('button', { name: 'Check the spelling of clause 1' }).click();
    const corrections = page.getByRole('dialog', { name: 'Spelling corrections' });
    await corrections.waitFor();
    const marked = corrections.getByRole('region', { name: 'After' }).locator('span', { hasText: 'receive' });
    expect(await marked.evaluate((span) => getComputedStyle(span).textDecorationLine)).toBe('underline');
    await screenshot(page, 'writing-help-spellcheck-modal', { fullPage: false });
    await corrections.getByRole('button', { name: en.aiAcceptSuggestions }).click();
    await corrections.waitFor({ state: 'hidden' });
    const [first] = await clauseTexts(form);
    expect(first).toContain('You will receive the keys at the end.');
    expect(first).not.toContain('recieve');

    // What was accepted is in the form: a draft saves it.
    await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
    await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
    await fieldNamed(form, 'Total Cost').fill('10000');
    await fieldNamed(form, 'Deposit').fill('1000');
    await form
      .getByRole('group', { name: 'Contract actions' })
      .getByRole('button', { name: 'Save As Draft' })
      .click();
    await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/MyProjects$/i);
    const [saved] = await apiData<{ ScopeOfServices: string }[]>(
      running.t,
      contractor.api,
      '/api/app/contract/readlist',
    );
    expect(saved?.ScopeOfServices).toBe(improvedScope);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers the buttons beside each clause of the template editor', async () => {
    const { url } = started();
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/ContractTemplateDetail`);
    const first = clause(page.locator('body'), 1);
    await first.waitFor();
    await first.getByRole('button', { name: 'Improve the wording of clause 1 with AI' }).waitFor();

    await appendToClause(
      page.locator('body'),
      1,
      ' Keys are handed over when you recieve the final invoice.',
    );
    await first.getByRole('button', { name: 'Check the spelling of clause 1' }).click();
    const corrections = page.getByRole('dialog', { name: 'Spelling corrections' });
    await corrections.getByRole('button', { name: en.aiAcceptSuggestions }).click();
    await corrections.waitFor({ state: 'hidden' });
    expect((await clauseTexts(page.locator('body')))[0]).toContain('when you receive the final invoice.');

    await shootBothWidths(page, 'writing-help-template-editor');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * Without a provider (issue 16): the spell check works from the local Canadian-English dictionary and
 * Improve is not offered.
 */
describe.skipIf(skipWithoutChromium())('writing help in the browser without an AI provider', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;

  beforeAll(async () => {
    app = await startInProcessApp();
    contractor = await signedInContractor(app.t, app.browser, app.url);
  });
  afterAll(() => app?.close());

  it("spell-checks a clause with the local dictionary, and offers no 'improve'", async () => {
    if (!app) throw new Error('the app did not start');
    const { page, errors } = await watchedPage(contractor.context);
    const form = await openBuilder(
      page,
      `${app.url}/MakeClientContract/${contractor.projectId}`,
      en.contractCreateClientTitle,
    );
    const first = form.getByRole('group', { name: 'Clause 1', exact: true });
    const spellCheck = first.getByRole('button', { name: 'Check the spelling of clause 1' });
    await spellCheck.waitFor();
    expect(await form.getByRole('button', { name: /^Improve the wording/ }).count()).toBe(0);

    await appendToClause(form, 1, ' You will recieve the plywod on site.');
    await spellCheck.click();
    const corrections = page.getByRole('dialog', { name: 'Spelling corrections' });
    const after = corrections.getByRole('region', { name: 'After' });
    await after.waitFor();
    expect(await after.locator('span').allInnerTexts()).toEqual(
      expect.arrayContaining(['receive', 'plywood']),
    );
    await corrections.getByRole('button', { name: en.aiAcceptSuggestions }).click();
    await corrections.waitFor({ state: 'hidden' });
    expect((await clauseTexts(form))[0]).toContain('You will receive the plywood on site.');

    expect(errors).toEqual([]);
    await page.close();
  });
});
