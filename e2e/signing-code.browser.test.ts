import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { en } from '@tradepact/shared';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../apps/server/src/db/schema/index.js';
import { callAs, contractForm, saveRequest } from '../apps/server/test/contractor.js';
import { eventually } from '../apps/server/test/signing.js';
import { seriousAccessibilityViolations } from './axe.js';
import { skipWithoutChromium } from './browser.js';
import { screenshot, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { keepForLooking, phoneContext, signingLink, signOnPage } from './signing.js';

const business = 'Tremblay Renovations';
/** The client of signedInContractor's project, and the mobile number on the contract. */
const client = { email: 'helene@example.com', mobile: '6135550199' };
/** As the code card writes it: the number and '6‑digit' with non-breaking hyphens. */
const whole = (text: string) => text.replaceAll('-', '\u2011');
const scope = 'Porch rebuilt with cedar decking and new railings.';

interface OutboxMessage {
  Id: string;
  Text: string;
}

/**
 * Issue 32 §4, a code before opening, on a 360 px phone: the contractor sends a contract with the code
 * (through the API, as the builder's Send does); the client's link shows a card instead of the
 * contract; the code texted to the number on the contract (read from the development outbox) opens it,
 * a wrong one says so; the client signs, and the sealed PDF's certificate states the identity check.
 */
describe.skipIf(skipWithoutChromium())('a contract that opens with a code texted to its signer', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  const phones: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startInProcessApp();
    contractor = await signedInContractor(app.t, app.browser, app.url, 'special');
  });
  afterAll(async () => {
    for (const context of phones) await context.close();
    await app?.close();
  });

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  /** The development outbox's messages to a number, as /dev/outbox reads them. */
  async function outbox(to: string): Promise<OutboxMessage[]> {
    const response = await fetch(`${started().url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { Data: OutboxMessage[] }).Data;
  }

  /** The code of the first code text to `to` beyond the `seen` messages (texts go through the queue). */
  const textedCode = (to: string, seen: Set<string>) =>
    eventually(async () => {
      const fresh = (await outbox(to)).filter((message) => !seen.has(message.Id));
      return fresh.map((message) => /open the contract is (\d{6})\./.exec(message.Text)?.[1]).find(Boolean);
    }, `a code texted to ${to}`);

  it('asks the phone for the code, opens the contract with it, and the certificate states it', async () => {
    const { t, url, browser } = started();
    const sent = await callAs(t, contractor.api, 'POST', '/api/app/contract/create', {
      ...saveRequest(contractor.projectId, contractForm({ ScopeOfServices: scope })),
      Token: randomUUID(),
      SigningCode: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().Data.Id as string;
    const { link } = await signingLink(t, url, client.email, id);

    const context = await phoneContext(browser);
    phones.push(context);
    const { page, errors } = await watchedPage(context);
    await page.goto(link);
    const card = page.getByRole('region', { name: 'A code opens this contract' });
    await card
      .getByText(
        whole(`${business} protects this contract with a code. We’ll text a 6-digit code to •••-•••-0199.`),
      )
      .waitFor();
    // Nothing of the contract, and no error: only the card.
    expect(await page.getByTitle(/^Contract No\./).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: en.dialogErrorTitle }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'signing-code-card');

    const seen = new Set((await outbox(client.mobile)).map((message) => message.Id));
    await card.getByRole('button', { name: 'Text me the code' }).tap();
    const field = card.getByRole('textbox', { name: whole('6-digit code') });
    await field.waitFor();
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await card.getByText('You can ask for a new code in', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Text me a new code' }).isDisabled()).toBe(true);
    const code = await textedCode(client.mobile, seen);

    await field.fill(code === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: 'Open the contract' }).tap();
    await card.getByRole('alert').getByText(en.signingCodeWrong).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'signing-code-wrong');

    await field.fill(code);
    await card.getByRole('button', { name: 'Open the contract' }).tap();
    await page.getByRole('heading', { name: `${business} sent you a contract to sign`, level: 1 }).waitFor();
    await signOnPage(page, scope, 'touch');

    // The same link in another browser asks for a code again, even after signing.
    const other = await phoneContext(browser);
    phones.push(other);
    const again = await other.newPage();
    await again.goto(link);
    await again.getByRole('region', { name: 'A code opens this contract' }).waitFor();

    await eventually(
      async () =>
        (await t.services.database.db.select().from(contracts).where(eq(contracts.id, id)))[0]?.status ===
        'Signed'
          ? true
          : undefined,
      'the seal',
    );
    const pdf = await callAs(t, contractor.api, 'GET', `/api/app/contract/pdf?id=${id}&kind=signed`);
    await keepForLooking('signing-code-sealed.pdf', pdf.rawPayload);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-code-e2e-')), 'sealed.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Identity checked by a code sent to •••-•••-0199 at ');
    expect(text).toContain('Right code entered by Hélène Côté');
    // The browser logs the two refusals it was answered: the key before its code, and the wrong code.
    expect(errors.map((error) => /status of (\d+)/.exec(error)?.[1] ?? error)).toEqual(['403', '400']);
  });
});
