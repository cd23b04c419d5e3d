import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { en } from '@tradepact/shared';
import { eq, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { contracts, contractSigners } from '../apps/server/src/db/schema/index.js';
import { callAs, contractForm, saveRequest } from '../apps/server/test/contractor.js';
import { nextSigningKey } from '../apps/server/test/signing.js';
import type { TestApp, TestUser } from '../apps/server/test/test-app.js';
import { phone } from './contracts.js';

/** The two clients of the signing journeys' project, each signing in their own block. */
export const clients = [
  { FirstName: 'Hélène', LastName: 'Côté', Email: 'helene@example.com', Phone: '6135550199' },
  { FirstName: 'Marc', LastName: 'Gagnon', Email: 'marc@example.com', Phone: '6135550142' },
] as const;

export const clientName = (client: (typeof clients)[number]) => `${client.FirstName} ${client.LastName}`;

/** A project in Ontario whose two clients both have an email: a client contract goes to each. */
export async function twoClientProject(t: TestApp, who: TestUser, name: string): Promise<string> {
  const created = await callAs(t, who, 'POST', '/api/app/project/create', {
    Name: name,
    Comments: '',
    Address: '48 Elgin Street',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1P 5K6',
    Clients: clients,
  });
  if (created.statusCode !== 200) throw new Error(`project create failed: ${created.body}`);
  return created.json().Data.Id as string;
}

/** Sends a client contract of the project through the API, as the builder's Send does; answers its id. */
export async function sendThroughApi(t: TestApp, who: TestUser, projectId: string, scope: string) {
  const sent = await callAs(t, who, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId, contractForm({ ScopeOfServices: scope })),
    Token: crypto.randomUUID(),
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  return sent.json().Data.Id as string;
}

/** The signing link a client was emailed for a contract (read from the development outbox). */
export async function signingLink(
  t: TestApp,
  url: string,
  email: string,
  contractId: string,
  known: string[] = [],
): Promise<{ key: string; link: string }> {
  const key = await nextSigningKey(t, email, contractId, known);
  return { key, link: `${url}/Signature?key=${key}` };
}

/**
 * Moves a contract's last send 10 minutes into the past, so that a resend is allowed (one within 5
 * minutes of the last send is refused).
 */
export async function backdateSend(t: TestApp, contractId: string): Promise<void> {
  const db = t.services.database.db;
  const earlier = sql`now() - interval '10 minutes'`;
  await db.update(contracts).set({ sentAt: earlier }).where(eq(contracts.id, contractId));
  await db
    .update(contractSigners)
    .set({ keyIssuedAt: earlier })
    .where(eq(contractSigners.contractId, contractId));
}

/** A phone as a recipient holds it: 360 × 740, touch, the mobile viewport rules. */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

export const padDialog = (page: Page) =>
  page.getByRole('dialog', { name: en.signingDialogTitle, exact: true });

/** The signing page once the contract a key opens has loaded: its heading names the contractor. */
export async function openSigningPage(page: Page, link: string, business: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: `${business} sent you a contract to sign`, level: 1 }).waitFor();
}

/** A signature-like stroke across the pad: points from left to right on a wave. */
function strokeAcross(box: { x: number; y: number; width: number; height: number }) {
  const points: { x: number; y: number }[] = [];
  for (let step = 0; step <= 24; step += 1) {
    const x = box.x + box.width * (0.1 + (0.8 * step) / 24);
    const y = box.y + box.height * (0.5 + 0.25 * Math.sin(step / 2));
    points.push({ x: Math.round(x), y: Math.round(y) });
  }
  return points;
}

/**
 * Draws on the pad with a finger (touch events through the DevTools protocol: Playwright's
 * touchscreen only taps) or with the mouse.
 */
export async function drawOnPad(page: Page, pad: Locator, input: 'touch' | 'mouse'): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not shown');
  const points = strokeAcross(box);
  const [first, ...rest] = points;
  if (!first) return;
  if (input === 'mouse') {
    await page.mouse.move(first.x, first.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  for (const point of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The server's refusal of a link: its words in the Error dialog, whose OK goes home. */
export async function refusalShown(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: en.dialogErrorTitle, exact: true });
  const words = (await dialog.getByRole('alert').innerText()).trim();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((address) => address.pathname === '/');
  return words;
}

/** My Projects' client contracts modal of a project, freshly loaded. */
export async function openClientContracts(page: Page, url: string, project: string): Promise<Locator> {
  await page.goto(`${url}/MyProjects`);
  await page.getByRole('button', { name: `${en.projectManageMenu}: ${project}` }).click();
  await page.getByRole('menuitem', { name: 'Client Contracts List' }).click();
  const modal = page.getByRole('dialog', { name: `Client Contracts: ${project}` });
  await modal.waitFor();
  // The project's menu closes with a transition; until it is gone, its own 'Resend Contract'
  // entry would answer for the contract menu's.
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return modal;
}

/** A contract's line in a contracts list, by the start of its scope of services. */
export const contractLine = (scope: Locator, scopeStart: string) =>
  scope.getByRole('listitem').filter({ hasText: scopeStart });

/** Chooses an entry of a contract line's Actions menu. */
export async function chooseAction(page: Page, line: Locator, entry: string): Promise<void> {
  await line.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Keeps a file beside the screenshots for a person to look at, when CONTRACT_SHOTS_DIR names a folder. */
export async function keepForLooking(name: string, bytes: Buffer): Promise<void> {
  const folder = process.env.CONTRACT_SHOTS_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), bytes);
}

/** Whether the public verify page's API finds a file to be exactly a sealed contract. */
export async function verifyFinds(url: string, bytes: Buffer): Promise<boolean> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contract.pdf');
  const response = await fetch(`${url}/api/site/verify`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`verify answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { Data: { Found: boolean } }).Data.Found;
}

/** A moment of signing on the page, for looking at it (screenshots, axe) while it shows. */
/** Whether an element (in the page or in the contract's frame) is on the phone's screen now. */
const onScreen = async (element: Locator) => {
  const box = await element.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= phone.height;
};

/**
 * Issue 32 §1 on a phone, by touch: the contract's contents take the reader to one of its sections;
 * the bar at the bottom leads to the signature, and steps aside once the Sign button is in sight.
 */
export async function readGuided(page: Page): Promise<void> {
  await page.getByText('Contents', { exact: true }).tap();
  await page.getByRole('button', { name: en.documentPaymentHeading, exact: true }).tap();
  const section = page
    .getByTitle(/^Contract No\. \d+, from /)
    .contentFrame()
    .getByRole('heading', { name: en.documentPaymentHeading, exact: true });
  await expect.poll(() => onScreen(section), { timeout: 5000 }).toBe(true);

  const bar = page.getByRole('region', { name: 'Signing', exact: true });
  await bar.getByRole('button', { name: 'Review and sign' }).tap();
  await expect
    .poll(() => onScreen(page.getByRole('button', { name: 'Sign the contract' })), { timeout: 5000 })
    .toBe(true);
  await bar.waitFor({ state: 'detached' });
}

export type SigningStage = 'loaded' | 'padDrawn' | 'thanked';

/**
 * Signs on an opened signing page as a recipient does: finds the scope in the contract, presses Sign,
 * draws, Agree, confirms, and reads the thank-you. `look` is called at each stage.
 */
export async function signOnPage(
  page: Page,
  scope: string,
  input: 'touch' | 'mouse',
  look: (stage: SigningStage) => Promise<void> = async () => undefined,
): Promise<void> {
  const contract = page.getByTitle(/^Contract No\. \d+, from /).contentFrame();
  await contract.getByText(scope).first().waitFor();
  await look('loaded');
  const sign = page.getByRole('button', { name: 'Sign the contract' });
  await sign.scrollIntoViewIfNeeded();
  await sign.click();
  const dialog = padDialog(page);
  const pad = dialog.getByRole('img', { name: 'Signature pad' });
  await pad.waitFor();
  await drawOnPad(page, pad, input);
  await look('padDrawn');
  await dialog.getByRole('button', { name: 'Agree' }).click();
  const confirm = page.getByRole('dialog', { name: en.signingConfirm, exact: true });
  await confirm.getByRole('button', { name: 'Yes, sign' }).click();
  const thanks = page.getByRole('dialog', { name: en.signingThankYou, exact: true });
  await thanks.getByText(en.signingSigned, { exact: true }).waitFor();
  await look('thanked');
  await thanks.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('heading', { name: 'You have signed this contract' }).waitFor();
}
