// `npm run bench`: what the public pages (home, sign-in, signing, the blog and an article) weigh
// and how they paint on a slow phone connection.
// Starts the built server (or measures BENCH_URL), loads each page in Chromium with the network
// throttled to 1.6 Mbps down / 150 ms round trip and the CPU slowed 4×, on a phone and a desktop
// viewport, and prints the HTML, JavaScript and CSS bytes, the largest contentful paint and the cumulative
// layout shift against their goals (issue 28: bench/budgets.json's JavaScript goals, LCP, CLS), and the
// element the largest paint was. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from './product.mjs';

/* global window, document -- the functions given to page.evaluate run in the browser */

const allPages = ['/', '/login', '/Signature?key=x', '/Blog', '/Blog/deposits-and-payment-schedules'];
/** `PAGES=/Blog,/` measures only those, for a quick look at one change. */
const pages = process.env.PAGES ? process.env.PAGES.split(',') : allPages;
const viewports = [
  {
    name: 'phone',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  {
    name: 'desktop',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  },
];
const throttling = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const cpuSlowdown = 4;
const goals = { lcpMs: 2500, cls: 0.1 };
/** Each page's JavaScript goal, gzipped KB, from the budgets `npm run check:budgets` enforces (issue 28 §1). */
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')).pages;
const budgetOf = (pagePath) => {
  const [pathOnly] = pagePath.split('?');
  const id = pathOnly.startsWith('/Blog/') ? '/Blog/{slug}' : pathOnly;
  return budgets.find((budget) => budget.id === id);
};

/** The database start can fail for a while on a busy machine: try a few times. */
async function startWithRetries() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startProduct({ name: 'tp-bench-pages-', database: false });
    } catch (error) {
      if (attempt === 5) throw error;
      console.error(`server start failed (${error.message}); retrying in 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

/** Records the largest contentful paint and the layout shifts, as web-vitals counts them. */
function observeVitals() {
  const vitals = { lcp: 0, lcpElement: '', cls: 0 };
  let session = { value: 0, first: 0, last: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      vitals.lcpElement = element
        ? `${element.tagName.toLowerCase()}${element.tagName === 'IMG' ? ` ${element.currentSrc.split('/').pop()}` : ''}`
        : '?';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      // Shifts less than 1 s apart and within 5 s form one session; CLS is the worst session.
      if (entry.startTime - session.last < 1000 && entry.startTime - session.first < 5000) {
        session.value += entry.value;
        session.last = entry.startTime;
      } else {
        session = { value: entry.value, first: entry.startTime, last: entry.startTime };
      }
      vitals.cls = Math.max(vitals.cls, session.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__vitals = vitals;
}

async function measure(browser, baseUrl, pagePath, profile) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    deviceScaleFactor: profile.deviceScaleFactor,
  });
  const page = await context.newPage();
  await page.addInitScript(observeVitals);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttling });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet' && type !== 'Document') return;
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    requests.set(requestId, { type, encoding: encoding?.[1] ?? 'identity', transferred: 0 });
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.transferred = encodedDataLength;
    finished.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => {
          const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          request.raw = bytes.length;
          request.gzip = gzipSync(bytes, { level: 9 }).length;
        })
        // A body the browser no longer holds is counted as missing rather than stopping the bench.
        .catch(() => {}),
    );
  });

  await page.goto(baseUrl + pagePath, { waitUntil: 'load', timeout: 120_000 });
  // The page is done when its heading shows, a largest paint is known and the network is quiet.
  await page.waitForFunction(() => window.__vitals.lcp > 0 && document.querySelector('h1'), null, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => window.__vitals);
  await Promise.all(finished);
  await context.close();

  const sum = (type, key) =>
    [...requests.values()].filter((r) => r.type === type).reduce((total, r) => total + (r[key] ?? 0), 0);
  const encodings = new Set([...requests.values()].filter((r) => r.type === 'Script').map((r) => r.encoding));
  return {
    htmlTransferred: sum('Document', 'transferred'),
    htmlRaw: sum('Document', 'raw'),
    jsTransferred: sum('Script', 'transferred'),
    jsGzip: sum('Script', 'gzip'),
    jsRaw: sum('Script', 'raw'),
    jsFiles: [...requests.values()].filter((r) => r.type === 'Script').length,
    cssTransferred: sum('Stylesheet', 'transferred'),
    cssRaw: sum('Stylesheet', 'raw'),
    encodings: [...encodings].join('+'),
    ...vitals,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'ok  ' : 'OVER');

const server = process.env.BENCH_URL ? undefined : await startWithRetries();
const baseUrl = process.env.BENCH_URL ?? server.base;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log(
    `page weight (${(throttling.downloadThroughput * 8e-6).toFixed(1)} Mbps, ${throttling.latency} ms, CPU ×${cpuSlowdown});` +
      ` goals: JS gzipped within each page's goal of bench/budgets.json, LCP < ${goals.lcpMs} ms, CLS < ${goals.cls}`,
  );
  for (const pagePath of pages) {
    for (const profile of viewports) {
      const m = await measure(browser, baseUrl, pagePath, profile);
      const goalKb = budgetOf(pagePath)?.goal;
      const jsGoal = goalKb ? ` [${mark(m.jsGzip <= goalKb * 1024)} ≤ ${goalKb} KB]` : '';
      console.log(
        `${pagePath.padEnd(17)} ${profile.name.padEnd(7)}` +
          ` HTML ${kb(m.htmlTransferred)} transferred, ${kb(m.htmlRaw)} raw;` +
          ` JS ${kb(m.jsTransferred)} transferred (${m.encodings}), ${kb(m.jsGzip)} gzipped${jsGoal}, ${kb(m.jsRaw)} raw, ${m.jsFiles} files;` +
          ` CSS ${kb(m.cssTransferred)} transferred, ${kb(m.cssRaw)} raw;` +
          ` LCP ${Math.round(m.lcp)} ms (${m.lcpElement}) [${mark(m.lcp < goals.lcpMs)}]; CLS ${m.cls.toFixed(3)} [${mark(m.cls < goals.cls)}]`,
      );
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
