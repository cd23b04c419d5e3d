import { readFileSync } from 'node:fs';
import type { PayPage } from '@tradepact/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithoutChromium } from './browser.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/** The console errors and uncaught errors of a page, hydration mismatches among them. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser logs every refused request; the signing page's refused test key is one, by design.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** An invoice as the pay page's API answers it (packages/shared/src/api/payments.ts). */
const anInvoice: PayPage = {
  Language: 'en',
  Contractor: {
    Name: 'Pat Renovations',
    Phone: '',
    Email: 'pat@renovations.example',
    GstNumber: '',
    QstNumber: '',
  },
  Invoice: {
    Number: 7,
    IssuedOn: '2026-03-03',
    DueOn: '2026-04-02',
    Description: 'Deposit',
    ContractNumber: 12,
    ContractRevision: 0,
    PropertyAddress: '12 Elm Street, Ottawa ON K1A 0B1',
    GrossCents: 200_000,
    HoldbackCents: 0,
    HoldbackPercent: null,
    NetCents: 200_000,
    TaxLines: [{ Kind: 'HST', RatePercent: 13, Cents: 26_000 }],
    PayableCents: 226_000,
    PaidCents: 0,
    ReportedCents: 0,
    ClearingCents: 0,
    Status: 'invoiced',
    Reference: 'TP-12-7',
    DisputedTime: null,
    Clock: null,
  },
  ETransfer: { Email: 'pay@renovations.example' },
  Card: 'local',
};

/** The home page's title in French (apps/web/src/i18n/fr/ui.public.ts). */
const frenchTitle = 'Des contrats de service clairs pour les entrepreneurs canadiens';

describe.skipIf(skipWithoutChromium())('the prerendered first pages', () => {
  let run: InProcessApp;

  beforeAll(async () => {
    run = await startInProcessApp({ env: { PRODUCT_NAME: 'Acme Contracts' } });
  });
  afterAll(async () => {
    await run?.close();
  });

  it('shows the home page, with the configured product name, before any script has run', async () => {
    const page = await run.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${run.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Clear service agreements for Canadian contractors',
    );
    await expect(page.getByRole('banner').getByText('Acme Contracts').count()).resolves.toBe(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).count()).resolves.toBe(1);
    await page.close();
  });

  it('draws the login page only for its address without a query', async () => {
    const plain = await fetch(`${run.url}/login`).then((response) => response.text());
    expect(plain).toContain('Sign in with your password');
    const signUp = await fetch(`${run.url}/login?t=signup`).then((response) => response.text());
    expect(signUp).toContain('<div id="root"></div>');
  });

  it.each(['/', '/login', '/Signature?key=x', '/Invoice?key=x'])(
    'takes the drawing of %s over without a hydration error',
    async (address) => {
      const page = await run.browser.newPage({ viewport: { width: 360, height: 740 } });
      const problems = collectProblems(page);
      await page.goto(`${run.url}${address}`);
      await page.waitForFunction(() => document.querySelector('h1') !== null);
      await page.waitForLoadState('networkidle');
      const taken = await page.evaluate(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
      expect(taken).toBe(true);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it("loads the signing page's own script, not the app's with its router and route table", async () => {
    const manifestFile = new URL('../apps/web/dist/.vite/manifest.json', import.meta.url);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
    const page = await run.browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${run.url}/Signature?key=x`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain(`/${manifest['signature.html']?.file}`);
    expect(scripts).not.toContain(`/${manifest['index.html']?.file}`);
    await page.close();
  });

  it("loads the pay page's own script and its ways to pay, never the app's with its router", async () => {
    const manifestFile = new URL('../apps/web/dist/.vite/manifest.json', import.meta.url);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
    const page = await run.browser.newPage({ viewport: { width: 360, height: 740 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // An invoice the client can pay, so that the page loads its ways to pay (a chunk of their own),
    // which must not reach the app's entry through a chunk they share with the home page.
    await page.route('**/api/app/pay?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ Type: 200, Content: '', Data: anInvoice }),
      }),
    );
    await page.goto(`${run.url}/Invoice?key=x`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain(`/${manifest['invoice.html']?.file}`);
    expect(scripts).not.toContain(`/${manifest['index.html']?.file}`);
    await page.getByRole('button', { name: 'I sent it' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Invoice No. 7 from Pat Renovations',
    );
    await page.close();
  });

  it('takes the drawing of / over on another day than the build drew it, then shows dates from today', async () => {
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    const later = new Date(Date.now() + 40 * 24 * 3_600_000);
    await page.clock.setSystemTime(later);
    await page.goto(`${run.url}/`);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // Chromium runs in this machine's zone, UTC here and in CI.
    const commencement = new Date(later.getTime() + 14 * 24 * 3_600_000).toISOString().slice(0, 10);
    await page.getByText(commencement).waitFor();
    await page.close();
  });

  it.each(['/', '/Signature?key=x'])(
    'takes the drawing of %s over without a hydration error on a device that is signed in',
    async (address) => {
      const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems = collectProblems(page);
      const expires = new Date(Date.now() + 3_600_000).toISOString();
      await page.addInitScript(
        (token) => {
          window.localStorage.setItem('tradepact.token', token);
        },
        JSON.stringify({ AccessToken: 'a', RefreshToken: 'r', AccessExpires: expires }),
      );
      await page.goto(`${run.url}${address}`);
      if (address === '/') await page.getByRole('link', { name: 'My Account' }).waitFor();
      else await page.waitForFunction(() => document.querySelector('h1') !== null);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('draws / in French for a French browser, takes it over without error, and remembers a switch to English', async () => {
    const french = await fetch(`${run.url}/`, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } }).then(
      (r) => r.text(),
    );
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain(frenchTitle);

    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
    const problems = collectProblems(page);
    await page.goto(`${run.url}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(frenchTitle);
    expect(problems).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Clear service agreements for Canadian contractors' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Clear service agreements for Canadian contractors',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws How we work in French with its own labels, loaded for the language the page starts in', async () => {
    const page = await run.browser.newPage({ viewport: { width: 360, height: 740 }, locale: 'fr-CA' });
    const problems = collectProblems(page);
    await page.goto(`${run.url}/HowWeWork`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Les problèmes de chantier que votre contrat règle avant qu’ils surviennent',
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers clicks once taken over: the header opens the sign-in popup over the page', async () => {
    const page = await run.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${run.url}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    await page.close();
  });
});
