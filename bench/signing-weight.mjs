// `npm run bench`: the JavaScript a recipient's phone downloads to open the signing page (issue 13 asks
// for the signing route's size; goal 170 KB gzipped in all). Starts the built server (or measures
// BENCH_URL) and loads, fresh, at 360 px: /Signature?key=x (a refused key: the page and its message),
// then a page with a contract (the preview3 answer is given by the browser, so no contract has to be
// sent), once it shows and again once the signature pad, fetched when the page is idle, is there.
// Every script is counted at gzip level 9. Prints figures; asserts nothing.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from './product.mjs';

const goalKb = 170;
const contract = {
  Body: '<!doctype html><html><body><main><h1>Service Agreement</h1><p>The work.</p></main></body></html>',
  Number: 1,
  Revision: 0,
  Type: 1,
  BusinessName: 'Bench Renovations',
  ContractorName: 'Pat Bench',
  ContractorEmail: 'pat@bench.example',
  ContractorPhone: '6135550100',
  SignerName: 'Jane Doe',
  Signers: [{ Name: 'Jane Doe', BusinessName: '', SignedTime: null }],
  ExpiredTime: '2099-12-31',
  SignedTime: null,
  SealedSha256: null,
  Schedules: [],
};

const server = process.env.BENCH_URL
  ? undefined
  : await startProduct({ name: 'tp-bench-signing-', database: false });
const baseUrl = process.env.BENCH_URL ?? server.base;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts) => [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

/** A fresh phone-sized page that records every script it downloads: name → gzip-9 bytes. */
async function phonePage() {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const scripts = new Map();
  const pending = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.body().then(
      (body) => scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
    pending.add(read);
    void read.finally(() => pending.delete(read));
  });
  /** The scripts downloaded so far, once those under way have arrived. */
  const downloaded = async () => {
    await Promise.all([...pending]);
    return new Map(scripts);
  };
  return { context, page, downloaded };
}

function report(name, scripts, before = new Map()) {
  const own = [...scripts].filter(([file]) => !before.has(file));
  const figure = before.size
    ? `${kb(total(scripts)).padStart(9)} gz in all, ${kb(own.reduce((sum, [, bytes]) => sum + bytes, 0))} more`
    : `${kb(total(scripts)).padStart(9)} gz in ${scripts.size} scripts (goal ${goalKb} KB)`;
  console.log(`${name.padEnd(34)} ${figure}`);
  for (const [file, bytes] of own.sort((a, b) => b[1] - a[1]))
    console.log(`    ${kb(bytes).padStart(9)}  ${file}`);
}

try {
  const refused = await phonePage();
  await refused.page.goto(`${baseUrl}/Signature?key=x`, { waitUntil: 'networkidle', timeout: 120_000 });
  await refused.page.getByRole('dialog').waitFor({ timeout: 60_000 });
  report('refused key (/Signature?key=x)', await refused.downloaded());
  await refused.context.close();

  const signing = await phonePage();
  await signing.page.route('**/api/app/contract/preview3?*', (route) =>
    route.fulfill({ json: { Type: 200, Content: '', Data: contract } }),
  );
  await signing.page.goto(`${baseUrl}/Signature?key=bench`, { timeout: 120_000 });
  await signing.page.getByRole('button', { name: 'Sign the contract' }).waitFor({ timeout: 60_000 });
  const shown = await signing.downloaded();
  report('a contract, as it shows', shown);
  await signing.page.waitForLoadState('networkidle');
  report('… with the pad fetched when idle', await signing.downloaded(), shown);
  await signing.context.close();
} finally {
  await browser.close();
  await server?.stop();
}
