import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { en, formatCad, fr, translate, type ContractDetail, type Language } from '@tradepact/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, ontarioDay, saveBusinessProfile } from '../apps/server/test/contractor.js';
import { eventually, outboxFor } from '../apps/server/test/signing.js';
import { accessibilityFindings } from './a11y-walk.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  fieldNamed,
  fillDate,
  openBuilder,
  phoneDevice,
  screenshot,
  signedInContractor,
  watchedPage,
  type Contractor,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { drawOnPad, keepForLooking, signingLink } from './signing.js';

/** An English-speaking contractor's business in Montréal. */
const business = 'Rénovations Tremblay';
const contractorEmail = 'bureau@renovations-tremblay.example';
/** Their client in Laval, whose language nobody picks: Quebec makes it French. */
const client = {
  FirstName: 'Hélène',
  LastName: 'Côté',
  Email: 'helene.cote@example.com',
  Phone: '4505550199',
  Address: '88 boulevard des Laurentides',
  City: 'Laval',
  Province: 'Quebec',
  PostalCode: 'H7G 2T1',
};
const clientName = `${client.FirstName} ${client.LastName}`;
/** The scope, with the accents the sealed PDF must keep: é, è, à, ç. */
const scope = 'Rénovation de la cuisine et de la pièce à aire ouverte; façade refaite à neuf.';
/** The contract's price before taxes, in cents: over 1 000 $, so its French writing groups digits. */
const totalCents = 123_456;

/** The words of the French signing page (apps/web/src/i18n/fr/ui.signing.ts). */
const signingPage = {
  heading: `${business} vous a envoyé un contrat à signer`,
  sections: [expect.stringMatching(/^Contrat n°\s\d+$/), 'Le contrat', 'Signature électronique'],
  sign: 'Signer le contrat',
  pad: 'Zone de signature',
  agree: 'Accepter',
  yes: 'Oui, signer',
  signed: 'Vous avez signé ce contrat',
};

/** The text of a PDF, as pdftotext reads it (its reading order, no layout). */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-fr-')), 'contract.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/**
 * The characters a PDF's fonts map their glyphs to (their ToUnicode maps, inflated), as `<00a0>`-style
 * codes: what search, copy and screen readers read. pdftotext reads a no-break space as a space, so
 * its text alone cannot tell whether the PDF kept the formatter's no-break spaces.
 */
function unicodeMapsOf(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  const maps: string[] = [];
  for (const match of pdf.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = pdf.indexOf('endstream', start);
    try {
      const text = inflateSync(bytes.subarray(start, end)).toString('latin1');
      if (text.includes('begincmap')) maps.push(text);
    } catch {
      // Not a deflated stream (an image, say): no map in it.
    }
  }
  return maps.join('\n').toLowerCase();
}

/** 'N° 1' in French, 'No. 1' in English: a contract's number as its messages write it. */
const numbered = (language: Language, number: number) =>
  translate(language, 'signEmailContractNumber', { number });

/**
 * Issue 30's French journey on a 360 × 780 phone: an English contractor in Montréal sends, from the
 * English builder and without choosing any language, a contract to a client in Laval; the client is
 * emailed and texted in French, reads and signs by tapping on a French page, and gets a French sealed
 * PDF (its headings, TPS and TVQ, `1 234,56 $`, its accents) and a French completion email; every
 * email to the contractor stays English.
 */
describe.skipIf(skipWithoutChromium())('a Quebec client signs in French', () => {
  let app: InProcessApp | undefined;
  let contractor: Contractor;
  let projectId = '';
  let contractId = '';

  beforeAll(async () => {
    app = await startInProcessApp();
    const { t, browser, url } = app;
    contractor = await signedInContractor(t, browser, url, 'trial', { language: 'en' });
    await saveBusinessProfile(t, contractor.api, {
      Name: business,
      Address: '1450 rue Peel',
      Unit: '',
      City: 'Montréal',
      Province: 'Quebec',
      PostalCode: 'H3A 1S8',
      Phone: '5145550123',
      Email: contractorEmail,
      // Both are required before a Quebec consumer contract is sent (issue 31 §3).
      RbqLicence: '5678-1234-01',
      OpcPermit: '123456',
    });
    const created = await callAs(t, contractor.api, 'POST', '/api/app/project/create', {
      Name: 'Rénovation du bungalow',
      Comments: '',
      Address: client.Address,
      City: client.City,
      Province: client.Province,
      PostalCode: client.PostalCode,
      Clients: [client],
    });
    if (created.statusCode !== 200) throw new Error(`project create failed: ${created.body}`);
    projectId = created.json().Data.Id as string;
  });
  afterAll(async () => {
    await app?.close();
  });

  const started = (): InProcessApp => {
    if (!app) throw new Error('the app did not start');
    return app;
  };

  /** The builder's Review Contract, then Send twice (the preview, its last check), then OK. */
  async function reviewAndSend(page: Page, form: Locator): Promise<void> {
    await form
      .getByRole('group', { name: 'Contract actions' })
      .getByRole('button', { name: en.contractReviewButton })
      .click();
    const preview = page.getByRole('dialog', { name: 'Contract preview' });
    const document = preview.getByTitle('The contract as your recipient will see it');
    await document.contentFrame().getByText(scope).waitFor();
    // The contractor reviews, on their English page, the French their client will read.
    expect(await document.contentFrame().locator('html').getAttribute('lang')).toBe('fr');
    await preview.getByRole('button', { name: 'Send', exact: true }).click();
    const check = page.getByRole('dialog', { name: 'Send this contract?' });
    await check.getByRole('listitem').first().waitFor();
    await check.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = page.getByRole('dialog', { name: 'Success' });
    await sent.getByText(en.contractsSentAllowTime, { exact: true }).waitFor();
    await sent.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/MyProjects$/i);
  }

  it('sends from the English builder without a language chosen; the client is emailed and texted in French', async () => {
    const { t } = started();
    const { page, errors } = await watchedPage(contractor.context);
    const form = await openBuilder(
      page,
      `${started().url}/MakeClientContract/${projectId}`,
      en.contractCreateClientTitle,
    );
    await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
    await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
    await fieldNamed(form, 'Scope of Services').fill(scope);
    await fieldNamed(form, 'Total Cost').fill('1234.56');
    await fieldNamed(form, 'Deposit').fill('1234.56');
    await reviewAndSend(page, form);
    expect(errors).toEqual([]);
    await page.close();

    const [newest] = await apiData<{ Id: string }[]>(t, contractor.api, '/api/app/contract/readlist');
    contractId = newest?.Id ?? '';
    const email = await eventually(
      async () =>
        (await outboxFor(t, client.Email)).find(
          (message) => message.subject === translate('fr', 'signEmailRequestSubject', { business }),
        ),
      'the French signing email',
    );
    expect(email.html).toContain('<html lang="fr">');
    expect(email.text).toContain(fr.signEmailRequestHeading);
    const text = await eventually(
      async () => (await outboxFor(t, client.Phone)).find((message) => message.channel === 'sms'),
      'the signing text',
    );
    const link = /https?:\/\/\S+\/Signature\?key=[\w-]+/.exec(text.text)?.[0] ?? '';
    expect(text.text).toBe(translate('fr', 'signSmsRequest', { business, link }));
  }, 90_000);

  it('shows the French signing page on a phone, where the client signs by tapping; the contract seals', async () => {
    expect(contractId).not.toBe('');
    const { t, browser, url } = started();
    const context = await browser.newContext({ ...phoneDevice, locale: 'fr-CA' });
    const { page, errors } = await watchedPage(context);
    await page.goto((await signingLink(t, url, client.Email, contractId)).link);
    await page.getByRole('heading', { name: signingPage.heading, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      expect.arrayContaining(signingPage.sections),
    );
    const contract = page.getByTitle(/^Contrat no\s\d+, de /);
    await contract.contentFrame().getByText(scope).first().waitFor();
    expect(await contract.contentFrame().locator('html').getAttribute('lang')).toBe('fr');
    const findings = await accessibilityFindings(page, 'the French signing page at 360 px', 'fr');
    await screenshot(page, 'french-signing-page');

    const sign = page.getByRole('button', { name: signingPage.sign });
    await sign.scrollIntoViewIfNeeded();
    await sign.tap();
    const dialog = page.getByRole('dialog', { name: fr.signingDialogTitle, exact: true });
    const pad = dialog.getByRole('img', { name: signingPage.pad });
    await pad.waitFor();
    await drawOnPad(page, pad, 'touch');
    findings.push(...(await accessibilityFindings(page, 'the French signature pad at 360 px', 'fr')));
    await screenshot(page, 'french-signing-pad', { fullPage: false });
    await dialog.getByRole('button', { name: signingPage.agree }).tap();
    const confirm = page.getByRole('dialog', { name: fr.signingConfirm, exact: true });
    // Under load the first tap on Accept is at times not taken (as in the Quebec journey); tapped
    // again after 5 s until issue 32, which reworks this dialog for phones, finds why.
    if (
      !(await confirm.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await dialog.getByRole('button', { name: signingPage.agree }).tap();
    }
    await confirm.getByRole('button', { name: signingPage.yes }).tap();
    const thanks = page.getByRole('dialog', { name: fr.signingThankYou, exact: true });
    await thanks.getByText(fr.signingSigned, { exact: true }).waitFor();
    await thanks.getByRole('button', { name: 'OK' }).tap();
    await page.getByRole('heading', { name: signingPage.signed }).waitFor();
    expect(findings).toEqual([]);
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
  }, 90_000);

  it('seals a French PDF: French headings, TPS and TVQ, 1 234,56 $ and every accent', async () => {
    const sealed = await callAs(
      started().t,
      contractor.api,
      'GET',
      `/api/app/contract/pdf?id=${contractId}&kind=signed`,
    );
    expect(sealed.statusCode).toBe(200);
    await keepForLooking('french-sealed.pdf', sealed.rawPayload);
    const text = pdfText(sealed.rawPayload);
    const headings = [
      fr.documentPartiesHeading,
      fr.documentWorkHeading,
      fr.documentPaymentHeading,
      fr.documentClausesHeading,
      fr.certificateTitle,
      fr.certificateEventsHeading,
    ];
    for (const heading of headings) {
      expect(text.toUpperCase()).toContain(heading.toUpperCase());
    }
    expect(text).toMatch(/\bTPS\b/);
    expect(text).toMatch(/\bTVQ\b/);
    const amount = formatCad(totalCents, 'fr-CA');
    expect(amount).toMatch(/^1[\u00a0\u202f]234,56[\u00a0\u202f]\$$/);
    expect(text).toContain(amount.replace(/[\u00a0\u202f]/g, ' '));
    // The no-break space itself is in the PDF's text layer, as the formatter wrote it.
    expect(unicodeMapsOf(sealed.rawPayload)).toContain(
      `<${amount.charCodeAt(1).toString(16).padStart(4, '0')}>`,
    );
    expect(text).toContain(scope);
    expect(text).toContain(clientName);
    expect(text).toContain(business);
  });

  it('emails the client their sealed copy in French, and the contractor theirs and every notice in English', async () => {
    const { t } = started();
    const completed = (language: Language) =>
      translate(language, 'signEmailCompletedSubject', { number: numbered(language, 1) });
    const copy = await eventually(
      async () => (await outboxFor(t, client.Email)).find((message) => message.subject === completed('fr')),
      "the client's sealed copy",
    );
    expect(copy.html).toContain('<html lang="fr">');
    expect(copy.text).toContain(fr.signEmailCompletedHeading);

    const own = await eventually(async () => {
      const messages = await outboxFor(t, contractorEmail);
      // Opened, signed, and the sealed copy.
      return messages.length >= 3 ? messages : undefined;
    }, "the contractor's emails");
    expect(own.map((message) => message.subject).sort()).toEqual(
      [
        translate('en', 'signEmailNoticeViewedSubject', { signer: clientName, number: numbered('en', 1) }),
        translate('en', 'signEmailNoticeSignedSubject', { signer: clientName, number: numbered('en', 1) }),
        completed('en'),
      ].sort(),
    );
    for (const message of own) expect(message.html).toContain('<html lang="en">');
  });
});
