import { en } from '@tradepact/shared';
import type { Page } from 'playwright-core';

/**
 * The popups a new account meets on its first signed-in page, answered so the journey can go on:
 * the EULA (accepted) and the profile's welcome popup (closed).
 */
export async function passFirstVisitPopups(page: Page): Promise<void> {
  const eula = page.getByRole('dialog', { name: 'End User License Agreement' });
  const welcome = page.getByRole('dialog', { name: /^Welcome To / });
  await eula.or(welcome).first().waitFor({ timeout: 15_000 });
  if (await eula.isVisible()) {
    await eula.getByLabel(en.eulaAgreeCheckbox).check();
    await eula.getByRole('button', { name: 'Accept' }).click();
  }
  await welcome.waitFor({ timeout: 15_000 });
  await welcome.getByRole('button', { name: 'Get started' }).click();
  await welcome.waitFor({ state: 'hidden' });
}
