import { languageNames, languages, type Language } from '@tradepact/shared';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './axe.js';

/**
 * Waits until a page has drawn what it loads: its level-1 heading, its requests answered, and no
 * loader left spinning (a page draws a Loader while its data is on its way).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * What is wrong with a page's accessibility as it shows now, each finding named with the page: axe's
 * serious and critical violations, an `<html lang>` other than `language`, and a name of another
 * language (the language switch's "Français" on an English page) read without its own `lang`, which
 * a screen reader would pronounce with the page's voice.
 */
export async function accessibilityFindings(
  page: Page,
  where: string,
  language: Language,
): Promise<string[]> {
  const findings = (await seriousAccessibilityViolations(page)).map(
    (violation) =>
      `${where}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== language) findings.push(`${where}: <html lang="${lang}">, not "${language}"`);
  const others = languages.filter((other) => other !== language);
  for (const other of others) {
    const unmarked = await page.evaluate(
      ({ name, code }) =>
        Array.from(document.body.querySelectorAll('*'))
          .filter((element) =>
            Array.from(element.childNodes).some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === name,
            ),
          )
          .filter((element) => element.closest('[lang]')?.getAttribute('lang') !== code).length,
      { name: languageNames[other], code: other },
    );
    if (unmarked > 0) {
      findings.push(`${where}: "${languageNames[other]}" shown ${unmarked} time(s) without lang="${other}"`);
    }
  }
  return findings;
}
