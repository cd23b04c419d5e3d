import { randomUUID } from 'node:crypto';
import { en, formatShortWeekdayDay } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ontarioDay } from '../apps/server/test/contractor.js';
import { skipWithoutChromium } from './browser.js';
import { apiData, signedInContractor, watchedPage } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { sendThroughApi, twoClientProject } from './signing.js';

/**
 * Reminders to sign in Chromium against the real server (issue 32 §3): a sent contract's line says
 * when its next reminder goes, its dialog turns them off, and Settings saves the default the next
 * contract starts with.
 */
describe.skipIf(skipWithoutChromium())('reminders to sign in the browser', () => {
  let app: InProcessApp | undefined;
  beforeAll(async () => {
    app = await startInProcessApp();
  });
  afterAll(() => app?.close());

  it('shows the next reminder on the contract line, turns them off there, and saves the default in Settings', async () => {
    if (!app) throw new Error('the app did not start');
    const { t, browser, url } = app;
    const contractor = await signedInContractor(t, browser, url, 'special');
    const name = `Hallway ${randomUUID().slice(0, 8)}`;
    const projectId = await twoClientProject(t, contractor.api, name);
    const id = await sendThroughApi(t, contractor.api, projectId, 'Repaint the hallway.');
    const { page, errors } = await watchedPage(contractor.context);

    await page.goto(`${url}/MyProjects`);
    await page.getByRole('button', { name: `Manage Project/Client: ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Client Contracts List' }).click();
    // Sent today, its last day to sign 5 days away: the first reminder goes in 2 days.
    await page.getByText(`Next reminder: ${formatShortWeekdayDay(ontarioDay(2), 'en-CA')}`).waitFor();

    await page.getByRole('button', { name: /^Change the reminders to sign of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminders to sign' });
    await dialog.getByRole('switch', { name: 'Send reminders' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(en.signingRemindersTurnedOff).waitFor();
    await page.getByText('Reminders off').waitFor();
    const answer = await apiData<{ Upcoming: string[] }>(
      t,
      contractor.api,
      `/api/app/contract/signingreminders?id=${id}`,
    );
    expect(answer.Upcoming).toEqual([]);

    await page.goto(`${url}/Settings`);
    const section = page.getByRole('region', { name: 'Reminders to sign' });
    const most = section.getByRole('textbox', { name: 'At most (reminders)' });
    await most.fill('6');
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByText(en.signingRemindersDefaultSaved).waitFor();
    const saved = await apiData<{ MaxCount: number }>(
      t,
      contractor.api,
      '/api/app/settings/signingreminders',
    );
    expect(saved.MaxCount).toBe(6);
    expect(errors).toEqual([]);
  });
});
