/**
 * "Chrome on Android" from a user agent, for the certificate's device column: the browser and the
 * operating system a signer used, named the way people name them. A short ordered list of tests is
 * enough for the browsers people sign with; anything else reads as unknown rather than a wrong name.
 * The order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari",
 * and iPadOS Safari says "Macintosh".
 */

const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, tests: readonly (readonly [RegExp, string])[]) =>
  tests.find(([pattern]) => pattern.test(userAgent))?.[1];

export interface Device {
  browser: string;
  system: string;
}

/** The browser and system named in a user agent, or undefined when either is not recognised. */
export function deviceOf(userAgent: string): Device | undefined {
  const browser = firstMatch(userAgent, browsers);
  const system = firstMatch(userAgent, systems);
  return browser && system ? { browser, system } : undefined;
}
