import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { en, fr, type ContractDetail } from '@tradepact/shared';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../apps/server/src/db/schema/index.js';
import {
  callAs,
  contractForm,
  ontarioDay,
  saveBusinessProfile,
  saveRequest,
} from '../apps/server/test/contractor.js';
import { eventually } from '../apps/server/test/signing.js';
import { accessibilityFindings } from './a11y-walk.js';
import { skipWithoutChromium } from './browser.js';
import {
  apiData,
  desktop,
  fieldNamed,
  fillDate,
  openBuilder,
  phone,
  phoneDevice,
  screenshot,
  signedInContractor,
  watchedPage,
  type Contractor,
} from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { drawOnPad, keepForLooking, signingLink } from './signing.js';

const business = 'Rénovations Tremblay';
/** A client in Laval: Quebec makes their contract French. */
const client = {
  FirstName: 'Léa',
  LastName: 'Gagnon',
  Email: 'lea.gagnon@example.com',
  Phone: '4505550177',
  Address: '88 boulevard des Laurentides',
  City: 'Laval',
  Province: 'Quebec',
  PostalCode: 'H7G 2T1',
};
const scope = 'Rénovation de la salle de bain; céramique et plomberie refaites.';

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-qc-en-')), 'contract.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/**
 * Issue 31 §3 on a 360 × 780 phone: a Quebec consumer contract also given in English. The contractor
 * turns the English version on in the builder; the client reads the French first, is offered the
 * English only once the French's end is on screen, and either signs the French (the French is sealed)
 * or expressly wishes the English and signs it (the English is sealed, the certificate says so).
 */
describe.skipIf(skipWithoutChromium())(
  'a Quebec client is offered the English version after the French',
  () => {
    let app: InProcessApp | undefined;
    let contractor: Contractor;
    let projectId = '';

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
        Email: 'bureau@renovations-tremblay.example',
        // Both are required before a Quebec consumer contract is sent (issue 31 §3).
        RbqLicence: '5678-1234-01',
        OpcPermit: '123456',
      });
      const created = await callAs(t, contractor.api, 'POST', '/api/app/project/create', {
        Name: 'Salle de bain',
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

    const englishKey = async (id: string) =>
      (await started().t.services.database.db.select().from(contracts).where(eq(contracts.id, id)))[0]
        ?.englishPdfKey ?? null;

    /** The client's French signing page on a phone, scrolled to the French contract's end. */
    async function readFrenchToItsEnd(
      contractId: string,
      device: object = phoneDevice,
    ): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
      const { t, browser, url } = started();
      const context = await browser.newContext({ ...device, locale: 'fr-CA' });
      const { page, errors } = await watchedPage(context);
      await page.goto((await signingLink(t, url, client.Email, contractId)).link);
      const contract = page.getByTitle(/^Contrat no\s\d+, de /);
      await contract.contentFrame().getByText(scope).first().waitFor();
      expect(await contract.contentFrame().locator('html').getAttribute('lang')).toBe('fr');
      // Not offered before the French was read.
      expect(await page.getByRole('heading', { name: 'Version anglaise' }).count()).toBe(0);
      await page.mouse.wheel(0, 200);
      await contract.evaluate((frame) => {
        window.scrollTo(0, frame.getBoundingClientRect().bottom + window.scrollY - window.innerHeight / 2);
      });
      await page.getByRole('heading', { name: 'Version anglaise' }).waitFor();
      return { page, errors, close: () => context.close() };
    }

    async function signHere(page: Page): Promise<void> {
      const sign = page.getByRole('button', { name: 'Signer le contrat' });
      await sign.scrollIntoViewIfNeeded();
      await sign.tap();
      const dialog = page.getByRole('dialog', { name: fr.signingDialogTitle, exact: true });
      const pad = dialog.getByRole('img', { name: 'Zone de signature' });
      await pad.waitFor();
      await drawOnPad(page, pad, 'touch');
      const confirm = page.getByRole('dialog', { name: fr.signingConfirm, exact: true });
      // On the English-wished path, under load, the first tap on Accept was at times not taken (the
      // drawing stays, no confirmation opens), so it is tapped again after 5 s; issue 32, which
      // reworks this dialog for phones, is to find why and drop the second tap.
      await dialog.getByRole('button', { name: 'Accepter' }).tap();
      if (
        !(await confirm.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        ))
      ) {
        await dialog.getByRole('button', { name: 'Accepter' }).tap();
      }
      await confirm.getByRole('button', { name: 'Oui, signer' }).tap();
      const thanks = page.getByRole('dialog', { name: fr.signingThankYou, exact: true });
      await thanks.getByText(fr.signingSigned, { exact: true }).waitFor();
      await thanks.getByRole('button', { name: 'OK' }).tap();
    }

    async function sealedText(contractId: string, name: string): Promise<string> {
      const { t } = started();
      await eventually(async () => {
        const read = await apiData<ContractDetail>(
          t,
          contractor.api,
          `/api/app/contract/read?id=${contractId}`,
        );
        return read.Status === 'Signed' ? true : undefined;
      }, 'the seal');
      const sealed = await callAs(
        t,
        contractor.api,
        'GET',
        `/api/app/contract/pdf?id=${contractId}&kind=signed`,
      );
      expect(sealed.statusCode).toBe(200);
      await keepForLooking(name, sealed.rawPayload);
      return pdfText(sealed.rawPayload);
    }

    let wishedId = '';

    it('the contractor turns on the English version in the builder and sends: both versions are stored', async () => {
      const { t, url } = started();
      const { page, errors } = await watchedPage(contractor.context);
      const form = await openBuilder(
        page,
        `${url}/MakeClientContract/${projectId}`,
        en.contractCreateClientTitle,
      );
      const toggle = form.getByRole('switch', { name: /^Also give the client an English version/ });
      expect(await toggle.isChecked()).toBe(false);
      await screenshot(page, 'quebec-builder-english-switch');
      await page.setViewportSize(phone);
      await screenshot(page, 'quebec-builder-english-switch');
      await page.setViewportSize(desktop);
      await toggle.check({ force: true });
      await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
      await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
      await fieldNamed(form, 'Scope of Services').fill(scope);
      await fieldNamed(form, 'Total Cost').fill('8000');
      await fieldNamed(form, 'Deposit').fill('8000');
      await form
        .getByRole('group', { name: 'Contract actions' })
        .getByRole('button', { name: en.contractReviewButton })
        .click();
      const preview = page.getByRole('dialog', { name: 'Contract preview' });
      await preview
        .getByTitle('The contract as your recipient will see it')
        .contentFrame()
        .getByText(scope)
        .waitFor();
      await preview.getByRole('button', { name: 'Send', exact: true }).click();
      const check = page.getByRole('dialog', { name: 'Send this contract?' });
      await check.getByRole('button', { name: 'Send', exact: true }).click();
      const sent = page.getByRole('dialog', { name: 'Success' });
      await sent.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/MyProjects$/i);
      expect(errors).toEqual([]);
      await page.close();

      const [newest] = await apiData<{ Id: string }[]>(t, contractor.api, '/api/app/contract/readlist');
      wishedId = newest?.Id ?? '';
      expect(await englishKey(wishedId)).toMatch(/sent-en-/);
    }, 90_000);

    it('the client reads the French, expressly wishes the English, reads and signs it on a phone; the English is sealed', async () => {
      const { page, errors, close } = await readFrenchToItsEnd(wishedId);
      const findings = await accessibilityFindings(page, 'the English offer at 360 px', 'fr');
      await screenshot(page, 'quebec-english-offer', { fullPage: false });
      await page.getByRole('checkbox', { name: new RegExp(`^${fr.signingEnglishWishStatement}`) }).tap();
      await page.getByText(/Le contrat ci-dessus est maintenant la version anglaise/).waitFor();
      const contract = page.getByTitle(/^Contrat no\s\d+, de /);
      await eventually(
        async () =>
          (await contract.contentFrame().locator('html').getAttribute('lang')) === 'en' ? true : undefined,
        'the English in the frame',
      );
      await contract.contentFrame().getByText(en.documentPaymentHeading, { exact: false }).first().waitFor();
      await screenshot(page, 'quebec-english-wished', { fullPage: false });
      await signHere(page);
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
      await close();

      const text = await sealedText(wishedId, 'quebec-english-sealed.pdf');
      expect(text.toUpperCase()).toContain(en.documentPaymentHeading.toUpperCase());
      expect(text).toContain('English, at the signer’s express wish on');
      expect(text).toContain('expressly wished to be bound by the English version');
    }, 120_000);

    it('the client offered the English signs the French without wishing it; the French is sealed', async () => {
      const { t } = started();
      const sent = await callAs(t, contractor.api, 'POST', '/api/app/contract/create', {
        ...saveRequest(projectId, contractForm({ ScopeOfServices: scope, AlsoEnglish: true })),
        Token: crypto.randomUUID(),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const contractId = sent.json().Data.Id as string;
      // The offer on a wide screen, in French, then in English as the reader's switch shows it.
      const wide = await readFrenchToItsEnd(contractId, { viewport: desktop });
      await wide.page.getByRole('heading', { name: 'Version anglaise' }).scrollIntoViewIfNeeded();
      await screenshot(wide.page, 'quebec-english-offer-fr', { fullPage: false });
      await wide.page
        .getByRole('navigation', { name: 'Langue' })
        .getByRole('button', { name: 'English' })
        .click();
      await wide.page.getByRole('heading', { name: 'English version' }).scrollIntoViewIfNeeded();
      await screenshot(wide.page, 'quebec-english-offer-en', { fullPage: false });
      expect(wide.errors).toEqual([]);
      await wide.close();

      // Signed on the phone, where the offer stays unticked.
      const { page, errors, close } = await readFrenchToItsEnd(contractId);
      await signHere(page);
      expect(errors).toEqual([]);
      await close();

      const text = await sealedText(contractId, 'quebec-french-sealed.pdf');
      expect(text.toUpperCase()).toContain(fr.documentPaymentHeading.toUpperCase());
      expect(text).toContain('Version signée');
      expect(text).not.toContain('Anglaise, à la volonté expresse');
    }, 120_000);
  },
);
