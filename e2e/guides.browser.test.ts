import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howWeWorkTopics } from '@tradepact/shared';
import { seriousAccessibilityViolations } from './axe.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { desktop, phone, screenshot, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/**
 * The guides of issue 16: a visitor on a phone reads how each problem is handled by the clause in
 * force, and a signed-in contractor watches the captioned how-to video above the five steps; each in
 * English and in French (issue 30), with the EULA.
 */
describe.skipIf(skipWithoutChromium())('how we work and how to use', () => {
  let app: InProcessApp;
  let url: string;
  let contractor: Contractor;

  beforeAll(async () => {
    app = await startInProcessApp();
    url = app.url;
    contractor = await signedInContractor(app.t, app.browser, url);
  }, 120_000);
  afterAll(() => app?.close());

  it('shows a visitor on a phone the 13 problems, each with the published clause answering it', async () => {
    const context = await app.browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await openHydrated(page, `${url}/HowWeWork`);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const clientTopics = howWeWorkTopics.filter((topic) => topic.type === 0);
    await expect.poll(() => cards.count()).toBe(clientTopics.length);
    const late = page.getByRole('article', { name: 'Late payment' });
    expect(await late.innerText()).toContain('Overdue amounts bear interest');
    const photos = page.getByRole('article', { name: 'Photos' });
    expect(await photos.innerText()).toMatch(/no people.s faces/);
    expect(await page.getByRole('tab', { name: 'Sub-contractor contracts' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Start your free trial' }).getAttribute('href')).toBe(
      '/Login?t=signup',
    );
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'how-we-work-phone');
    await page.setViewportSize(desktop);
    await screenshot(page, 'how-we-work-desktop');
    await context.close();
  }, 60_000);

  it('plays the how-to video on /HowToUse with its English captions and the five steps', async () => {
    const { page, errors } = await watchedPage(contractor.context);
    await page.goto(`${url}/HowToUse`);
    const video = page.locator('video');
    await video.waitFor();
    // The video's metadata loads: its duration is known.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 15_000 })
      .toBeGreaterThan(30);
    const track = page.locator('video track[kind="captions"][srclang="en"]');
    const captions = await page.request.get(new URL((await track.getAttribute('src')) ?? '', url).toString());
    expect(captions.status()).toBe(200);
    expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
    const vtt = await captions.text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('Step 5.');
    const steps = page.getByRole('list').last().getByRole('listitem');
    expect(await steps.count()).toBe(5);
    for (const image of await page.getByRole('img', { name: /^Screenshot: / }).all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'how-to-use-desktop');
    await page.setViewportSize(phone);
    await screenshot(page, 'how-to-use-phone');

    // The sidebar's how-to modal plays the same video.
    await page.setViewportSize(desktop);
    await page.getByRole('button', { name: 'How-to video' }).click();
    const modal = page.getByRole('dialog', { name: /^Getting started with / });
    await modal.locator('video source[src="/how-to/how-to.webm"]').waitFor({ state: 'attached' });
    await screenshot(page, 'how-to-modal-desktop', { fullPage: false });
    await page.setViewportSize(phone);
    await screenshot(page, 'how-to-modal-phone', { fullPage: false });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows a French visitor on a phone the French clauses, drawn in French before the scripts run', async () => {
    const context = await app.browser.newContext({ viewport: phone, locale: 'fr-CA' });
    const page = await context.newPage();
    const served = await page.request.get(`${url}/HowWeWork`, { headers: { 'accept-language': 'fr-CA' } });
    expect(await served.text()).toContain('<strong>Non-sollicitation.</strong>');
    await openHydrated(page, `${url}/HowWeWork`);
    const late = page.getByRole('article', { name: 'Retards de paiement' });
    expect(await late.innerText()).toContain('Tout montant en souffrance porte intérêt');
    expect(await page.getByRole('article').count()).toBe(
      howWeWorkTopics.filter((topic) => topic.type === 0).length,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'how-we-work-fr-phone');
    await page.setViewportSize(desktop);
    await screenshot(page, 'how-we-work-fr-desktop');
    await context.close();
  }, 60_000);

  it('shows the EULA in the reader’s language on /eula, at 360 and 1280 px', async () => {
    for (const [locale, heading, section] of [
      ['en-CA', 'Tradepact End User License Agreement', '10. Closing your account'],
      ['fr-CA', 'Contrat de licence d’utilisateur final de Tradepact', '10. Fermeture de votre compte'],
    ] as const) {
      const context = await app.browser.newContext({ viewport: phone, locale });
      const page = await context.newPage();
      await openHydrated(page, `${url}/eula`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.getByRole('heading', { level: 3, name: section }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, `eula-${locale}-phone`);
      await page.setViewportSize(desktop);
      await screenshot(page, `eula-${locale}-desktop`);
      await context.close();
    }
  }, 60_000);

  it('plays the how-to video to a French contractor with the French captions on, the English offered', async () => {
    const french = await signedInContractor(app.t, app.browser, url);
    await french.context.addCookies([{ name: 'lang', value: 'fr', url }]);
    const { page, errors } = await watchedPage(french.context);
    await page.goto(`${url}/HowToUse`);
    await page.getByRole('heading', { level: 1, name: /^Comment utiliser/ }).waitFor();
    const tracks = page.locator('video track[kind="captions"]');
    expect(
      await tracks.evaluateAll((elements) =>
        elements.map((track) => [
          track.getAttribute('srclang'),
          track.getAttribute('label'),
          track.hasAttribute('default'),
        ]),
      ),
    ).toEqual([
      ['en', 'Anglais', false],
      ['fr', 'Français', true],
    ]);
    const captions = await page.request.get(`${url}/how-to/how-to.fr.vtt`);
    expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
    expect(await captions.text()).toContain('Étape 5.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'how-to-use-fr-desktop');
    await page.setViewportSize(phone);
    await screenshot(page, 'how-to-use-fr-phone');
    expect(errors).toEqual([]);
    await french.context.close();
  }, 60_000);
});
