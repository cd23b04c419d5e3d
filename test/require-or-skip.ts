/**
 * Whether the tests needing something this machine lacks (Chromium, the spec documents) must be
 * skipped. Locally they are, with a warning naming what is missing. On CI (`CI` set, as `.ci/run`
 * does) a skip would pass a run that tested nothing, so this throws and fails the test file instead.
 *
 * `describe.skipIf(requireOrSkip(hasChromium, 'Chromium at /usr/bin/chromium'))('…', () => …)`
 */
export function requireOrSkip(available: boolean, what: string): boolean {
  if (available) return false;
  if (onCi()) throw new Error(`${what} is missing: CI must run the tests that need it, not skip them`);
  console.warn(`${what} is missing: the tests that need it are skipped`);
  return true;
}

function onCi(): boolean {
  const value = process.env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}
