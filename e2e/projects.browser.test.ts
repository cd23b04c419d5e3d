import type { Browser, Locator, Page } from 'playwright-core';
import { en } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser } from '../apps/server/test/accounts.js';
import { skipWithoutChromium } from './browser.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { signedInContext } from './session.js';

/**
 * A contractor's projects in Chromium against the real server: a project with two clients made
 * through the form, moved to pending and back on My Projects, a sub-contractor added to it from My
 * Contacts, and the contacts search.
 */
describe.skipIf(skipWithoutChromium())('projects and contacts in the browser', () => {
  let app: InProcessApp | undefined;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    app = await startInProcessApp();
    ({ browser, url } = app);
  });
  afterAll(() => app?.close());

  const field = (scope: Page | Locator, role: 'textbox' | 'combobox', name: string) =>
    scope.getByRole(role, { name: new RegExp(`^${name}`) }).first();

  async function chooseProvince(page: Page, scope: Locator, province: string) {
    await scope.getByRole('combobox', { name: /^Province/ }).click();
    await page.getByRole('option', { name: province }).click();
  }

  async function manage(page: Page, project: string, item: string) {
    await page.getByRole('button', { name: `Manage Project/Client: ${project}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm.waitFor({ state: 'hidden' });
  }

  async function showStatus(page: Page, label: string) {
    await page.getByLabel('Project status').selectOption({ label });
  }

  it('creates a project with two clients, moves it, adds a sub-contractor and searches contacts', async () => {
    if (!app) throw new Error('the app did not start');
    const user = await createActiveUser(app.t);
    // Signed in as the login page leaves it: this journey is about projects, not signing in.
    const context = await signedInContext(app.t, browser, url, user.id, {
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // The project form, with two clients.
    await page.goto(`${url}/Project`);
    await page.getByRole('heading', { name: en.projectFormAddTitle }).waitFor();
    const project = page.getByRole('region', { name: 'Project', exact: true });
    await field(project, 'textbox', 'Project Title').fill('Deck and fence');
    await field(project, 'combobox', 'Address').fill('42 Lakeshore Road');
    await field(project, 'textbox', 'City').fill('Kingston');
    await chooseProvince(page, project, 'Ontario');
    await field(project, 'textbox', 'Postal Code').fill('k7l 1a1');

    const first = page.getByRole('region', { name: 'Client/Homeowner 1' });
    await field(first, 'combobox', 'First Name').fill('Jean');
    await field(first, 'combobox', 'Last Name').fill('Roy');
    await field(first, 'textbox', 'Phone').fill('6135550142');
    await field(first, 'textbox', 'Email').fill('jean.roy@example.com');
    await first.getByRole('button', { name: 'Add Client/Homeowner' }).click();
    const second = page.getByRole('region', { name: 'Client/Homeowner 2' });
    await field(second, 'combobox', 'First Name').fill('Ana');
    await field(second, 'combobox', 'Last Name').fill('Silva');
    await field(second, 'textbox', 'Phone').fill('6135550143');
    await field(second, 'textbox', 'Email').fill('ana.silva@example.com');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    // My Projects: the row, then pending and back.
    await page.waitForURL(/\/MyProjects$/i);
    // A new account's first visit shows the first-time hint once its user info is read again, which
    // may be after the row: waiting for whichever came first left the hint over the Manage button.
    const hint = page.getByRole('button', { name: 'Got it' });
    const row = page.getByRole('article', { name: 'Deck and fence' });
    await hint.click();
    await hint.waitFor({ state: 'detached' });
    await row.waitFor();
    await manage(page, 'Deck and fence', 'Move to Pending');
    await row.waitFor({ state: 'detached' });
    await showStatus(page, 'Pending Projects');
    await row.waitFor();
    await manage(page, 'Deck and fence', 'Move to Current');
    await showStatus(page, 'Current Projects');
    await row.waitFor();

    // My Contacts: a new sub-contractor, added to the project.
    await page.goto(`${url}/MyContacts`);
    await page.getByRole('button', { name: 'Add a sub-contractor' }).click();
    const form = page.getByRole('dialog', { name: 'Add a Sub-Contractor' });
    await field(form, 'textbox', 'Business Name').fill('Roy Electric');
    await field(form, 'textbox', 'First Name').fill('Luc');
    await field(form, 'textbox', 'Last Name').fill('Roy');
    await field(form, 'combobox', 'Address').fill('9 Oak Road');
    await field(form, 'textbox', 'City').fill('Kingston');
    await field(form, 'textbox', 'Postal Code').fill('K7L 2B2');
    await chooseProvince(page, form, 'Ontario');
    await field(form, 'textbox', 'Business Phone Number').fill('6135550150');
    await field(form, 'textbox', 'Business Email').fill('office@royelectric.example');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add to a project: Roy Electric' }).click();
    const picker = page.getByRole('dialog', { name: 'My Projects' });
    await picker.getByRole('button', { name: 'Deck and fence' }).click();
    await page.getByText(en.subcontractorAddedToProject).first().waitFor();

    // The contacts search.
    const clients = page.getByRole('region', { name: 'Clients' });
    await clients.getByRole('searchbox', { name: 'Search clients' }).fill('silva');
    await clients.getByText('Ana Silva').first().waitFor();
    await expect.poll(() => clients.getByText('Jean Roy').count()).toBe(0);

    const list = await app.t.app.inject({
      url: '/api/app/project/readlist',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    const [saved] = list.json().Data;
    expect(saved).toMatchObject({ Name: 'Deck and fence', PostalCode: 'K7L 1A1', Status: 0 });
    expect(saved.Clients.map((c: { FirstName: string }) => c.FirstName)).toEqual(['Jean', 'Ana']);
    expect(saved.Subcontractors.map((s: { Name: string }) => s.Name)).toEqual(['Roy Electric']);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

/** The access token the page keeps (lib/storage.ts). */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('tradepact.token'));
  return (JSON.parse(stored ?? '{}') as { AccessToken?: string }).AccessToken ?? '';
}
