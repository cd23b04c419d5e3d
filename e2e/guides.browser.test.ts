import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howWeWorkTopics } from '@tradepact/shared';
import { seriousAccessibilityViolations } from './axe.js';
import { openHydrated, skipWithoutChromium } from './browser.js';
import { desktop, phone, screenshot, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';

/**
 * The guides of issue 16: a visitor on a phone reads how each problem is handled by the clause in
 * force, and a signed-in contractor watches the captioned how-to video above the five steps.
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
});
