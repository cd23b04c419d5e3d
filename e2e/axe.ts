import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource: string = require('axe-core').source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

interface Axe {
  run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
}

/**
 * Runs axe-core in the page. Injected through the DevTools protocol (page.evaluate), which the page's
 * Content-Security-Policy does not apply to, so the page under test keeps its real policy; once per
 * document, as a journey may look at one page at several moments.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // A dropdown or dialog still fading in reads as faint text, whose contrast axe finds too low (seen
  // on a loaded machine): transitions last a few hundred milliseconds, so wait for them to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // A spinner turns for ever: only the transitions that end are waited for.
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    // Only the violations are wanted: axe then spares itself detailing every node that passed.
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
