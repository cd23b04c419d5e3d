// `npm run bench`: the JavaScript a contractor's phone downloads to open the contract builder and the
// template editor (issue 12 asks for the builder route's size): every script of a fresh load of
// /MakeClientContract/<id>, /ContractTemplate and /ContractTemplateDetail, signed in, gzip-9 sizes,
// and how much of it the signed-in shell (/MyProjects) already brought. Prints figures; asserts nothing.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { newContractor, startProduct } from './product.mjs';

/* global window -- the function given to addInitScript runs in the browser */

const product = await startProduct({ name: 'tp-bench-builder-' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** The scripts a fresh load of the path downloads: name → gzip-9 bytes. */
async function scriptsOf(token, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript((value) => {
    window.localStorage.setItem('tradepact.token', value);
    window.localStorage.setItem('tradepact.firstProjectPopup', '1');
  }, token);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(product.base + path, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForSelector('h1', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts) => [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

try {
  const who = await newContractor(product);
  const token = JSON.stringify({
    AccessToken: who.headers.authorization.slice('Bearer '.length),
    RefreshToken: 'bench',
    AccessExpires: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const shell = await scriptsOf(token, '/MyProjects');
  console.log(`signed-in shell (/MyProjects): ${kb(total(shell))} gz in ${shell.size} scripts`);
  const routes = [
    ['contract builder', '/MakeClientContract/00000000-0000-4000-8000-000000000000'],
    ['template list', '/ContractTemplate'],
    ['template editor', '/ContractTemplateDetail'],
  ];
  for (const [name, path] of routes) {
    const scripts = await scriptsOf(token, path);
    const own = [...scripts].filter(([file]) => !shell.has(file));
    const ownBytes = own.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(
      `${name.padEnd(17)} ${kb(total(scripts)).padStart(9)} gz in all, ${kb(ownBytes).padStart(9)} of it beyond the shell (${own.length} scripts)`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
