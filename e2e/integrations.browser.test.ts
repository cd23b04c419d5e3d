import { en, integrationsApi, type Language, type WebhookDelivery } from '@tradepact/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '../apps/server/test/accounts.js';
import { callAs } from '../apps/server/test/contractor.js';
import { eventually } from '../apps/server/test/signing.js';
import type { TestUser } from '../apps/server/test/test-app.js';
import { expectAccessible } from './account-journey.js';
import { skipWithoutChromium } from './browser.js';
import { desktop, phoneDevice, screenshot, watchedPage } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { apiSession, signedInContext } from './session.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/** What the journey reads, in each language the screenshots are taken in. */
const words: Record<Language, { section: string; deliveries: string; testEvent: string; succeeded: string }> =
  {
    en: {
      section: 'Integrations',
      deliveries: 'Recent deliveries',
      testEvent: 'Test event',
      succeeded: 'Succeeded',
    },
    fr: {
      section: 'Intégrations',
      deliveries: 'Livraisons récentes',
      testEvent: 'Événement d’essai',
      succeeded: 'Réussie',
    },
  };

/** Whether the page is wider than the screen: nothing may make a phone scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Issue 34 in Chromium against the real server: a contractor creates an API key in Settings ›
 * Integrations (its token shown once, then usable as the account), adds a webhook endpoint on a local
 * receiver (its signing secret shown once), sends a test event from the endpoint's page and sees its
 * delivery succeed, the receiver having got it signed with that secret. Then the section and the
 * endpoint's page at 360 px and 1280 px, in English and in French.
 */
describe.skipIf(skipWithoutChromium())('integrations: an API key and a webhook from Settings', () => {
  let app: InProcessApp | undefined;
  let receiver: WebhookReceiver | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = await startInProcessApp();
    const { t, browser, url } = app;
    const user = await createActiveUser(t, { language: 'en' });
    context = await signedInContext(t, browser, url, user.id, { viewport: desktop });
  });
  afterAll(async () => {
    await context?.close();
    await app?.close();
    await receiver?.close();
  });

  const started = () => {
    if (!app || !receiver || !context) throw new Error('the app did not start');
    return { ...app, receiver, context };
  };

  /** Settings, scrolled to Integrations once its section has drawn. */
  async function openIntegrations(page: Page, language: Language = 'en') {
    await page.goto(`${started().url}/Settings#integrations`);
    const section = page.getByRole('region', { name: words[language].section, exact: true });
    await section.waitFor();
    await section.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
    return section;
  }

  it('creates an API key whose token is shown once, then answers for the account', async () => {
    const { url } = started();
    const { page, errors } = await watchedPage(started().context);
    const section = await openIntegrations(page);
    const keys = section.getByRole('region', { name: 'API keys' });
    await keys.getByText('No API keys yet.').waitFor();

    await keys.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Zapier');
    await form.getByRole('checkbox', { name: 'Read contracts and projects' }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const field = shown.getByRole('textbox', { name: /^API key/ });
    await field.waitFor();
    const token = await field.inputValue();
    expect(token).toMatch(/^tp_/);
    await shown.getByText(en.apiKeyCreated).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'integrations-key-token', { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    // Listed by its name and its last four characters, never whole, and never shown again.
    await keys.getByText(`tp_…${token.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(token);
    await openIntegrations(page);
    await keys.getByText('Zapier').waitFor();
    expect(await page.content()).not.toContain(token);

    // The token reads the account's projects, as the scope it was given allows.
    const projects = await fetch(`${url}/api/app/project/readlist`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(projects.status).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('adds an endpoint on a local receiver, sends a test event and lists its delivery as succeeded', async () => {
    const { receiver } = started();
    const before = receiver.received.length;
    const { page, errors } = await watchedPage(started().context);
    const section = await openIntegrations(page);
    const webhooks = section.getByRole('region', { name: 'Webhooks' });

    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await form.getByRole('textbox', { name: /^Endpoint URL/ }).fill(receiver.url);
    await form.getByRole('textbox', { name: /^Description/ }).fill('Spreadsheet of signed contracts');
    await form.getByRole('checkbox', { name: 'Contract signed by everyone and sealed' }).check();
    await form.getByRole('checkbox', { name: 'Payment received' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const shown = page.getByRole('dialog', { name: 'Your signing secret' });
    const field = shown.getByRole('textbox', { name: /^Signing secret/ });
    await field.waitFor();
    const secret = await field.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    await webhooks.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhook endpoint' }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByText(en.webhookTestQueued).waitFor();

    // Read again while pending: the delivery turns Succeeded without a reload.
    const deliveries = page.getByRole('region', { name: 'Recent deliveries' });
    const row = deliveries.getByRole('row').filter({ hasText: 'Test event' });
    await row.getByText('Succeeded').waitFor({ timeout: 30_000 });
    expect(await row.getByRole('cell').nth(2).innerText()).toBe('200');
    await expectAccessible(page);
    await screenshot(page, 'integrations-endpoint-tested');

    // The receiver got it once, signed with the secret shown once (the library's own verifier).
    await expect.poll(() => receiver.received.length).toBe(before + 1);
    const request = receiver.received[before];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/hook');
    const payload = new Webhook(secret).verify(request?.body ?? '', {
      'webhook-id': String(request?.headers['webhook-id']),
      'webhook-timestamp': String(request?.headers['webhook-timestamp']),
      'webhook-signature': String(request?.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({ type: 'webhook.test' });

    // A new signing secret, shown once: the next event is signed with it, and not with the first.
    await page.getByRole('button', { name: 'New signing secret' }).click();
    const roll = page.getByRole('dialog', { name: 'Make a new signing secret?' });
    await roll.getByRole('button', { name: 'Make a new secret' }).click();
    const rolledShown = page.getByRole('dialog', { name: 'Your signing secret' });
    const rolledField = rolledShown.getByRole('textbox', { name: /^Signing secret/ });
    await rolledField.waitFor();
    const rolled = await rolledField.inputValue();
    expect(rolled).toMatch(/^whsec_/);
    expect(rolled).not.toBe(secret);
    await expectAccessible(page);
    await screenshot(page, 'integrations-secret-rolled', { fullPage: false });
    await rolledShown.getByRole('button', { name: 'Done' }).click();
    await rolledShown.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(before + 2);
    const next = receiver.received[before + 1];
    const headers = {
      'webhook-id': String(next?.headers['webhook-id']),
      'webhook-timestamp': String(next?.headers['webhook-timestamp']),
      'webhook-signature': String(next?.headers['webhook-signature']),
    };
    expect(new Webhook(rolled).verify(next?.body ?? '', headers)).toMatchObject({ type: 'webhook.test' });
    expect(() => new Webhook(secret).verify(next?.body ?? '', headers)).toThrow();
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  /** A contractor reading `language` with a key and an endpoint whose test event was delivered. */
  async function accountWithIntegrations(language: Language): Promise<{ api: TestUser; endpointId: string }> {
    const { t, receiver } = started();
    const user = await createActiveUser(t, { language });
    const api = await apiSession(t, user.id);
    const key = await callAs(t, api, 'POST', integrationsApi.createKey.path, {
      Name: 'Comptabilité QuickBooks',
      Scopes: ['contracts:read', 'payments:read'],
    });
    expect(key.statusCode, key.body).toBe(200);
    const made = await callAs(t, api, 'POST', integrationsApi.createEndpoint.path, {
      Url: receiver.url,
      Description: 'Zapier',
      Events: ['contract.signed', 'contract.completed', 'invoice.issued', 'payment.received'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const endpointId = (made.json().Data as { Endpoint: { Id: string } }).Endpoint.Id;
    const sent = await callAs(t, api, 'POST', integrationsApi.sendTest.path, { EndpointId: endpointId });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(async () => {
      const listed = await callAs(
        t,
        api,
        'GET',
        `${integrationsApi.deliveries.path}?EndpointId=${endpointId}`,
      );
      const data = listed.json().Data as WebhookDelivery[];
      return data.some((delivery) => delivery.Status === 'succeeded') ? true : undefined;
    }, 'the test event delivered');
    return { api, endpointId };
  }

  it.each([
    ['en', 'desktop'],
    ['en', 'phone'],
    ['fr', 'desktop'],
    ['fr', 'phone'],
  ] as const)(
    'draws the section and the endpoint page in %s on a %s without sideways scrolling',
    async (language, device) => {
      const { t, browser, url } = started();
      const { api, endpointId } = await accountWithIntegrations(language);
      const options = device === 'phone' ? phoneDevice : { viewport: desktop };
      const signedIn = await signedInContext(t, browser, url, api.id, options);
      const { page, errors } = await watchedPage(signedIn);

      const section = await openIntegrations(page, language);
      await section.getByText('Comptabilité QuickBooks').waitFor();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page);
      await screenshot(page, `integrations-settings-${language}`);

      await page.goto(`${url}/Settings/Webhook/${endpointId}`);
      const deliveries = page.getByRole('region', { name: words[language].deliveries });
      await deliveries.getByText(words[language].testEvent).waitFor();
      await deliveries.getByText(words[language].succeeded).first().waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page);
      await screenshot(page, `integrations-endpoint-${language}`);
      expect(errors).toEqual([]);
      await signedIn.close();
    },
    180_000,
  );
});
