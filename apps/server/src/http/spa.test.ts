import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDir: string;
const homeScreen = `<h1>__PRODUCT_NAME__ plans from $29 and $&</h1>${'<p>more of the page</p>'.repeat(100)}`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<html lang="en"><head><title>__PRODUCT_NAME__</title><link rel="stylesheet" crossorigin href="/assets/app.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(webDir, 'signature.html'),
    '<html lang="en"><head><title>__PRODUCT_NAME__</title><script type="module" src="/assets/signing.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'app.css'), 'h1{font-size:3rem}.menu{color:red}');
  await writeFile(
    path.join(webDir, 'prerendered.json'),
    JSON.stringify({
      '/': { html: { en: homeScreen, fr: '<h1>Forfaits de __PRODUCT_NAME__</h1>' }, anyQuery: false },
      '/signature': { html: { en: '<h1>Signing</h1>', fr: '<h1>Signature</h1>' }, anyQuery: true },
    }),
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir, PRODUCT_NAME: 'Acme <Contracts>' });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url });

describe('the pages of the web app', () => {
  it('put the prerendered first screen in #root, with the product name and every $ as drawn', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><h1>Acme &lt;Contracts&gt; plans from $29 and $&</h1><p>more of the page</p>',
    );
  });

  it("are drawn in the visitor's language: the one they chose (cookie), else their browser's", async () => {
    const french = await t.app.inject({
      url: '/',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<div id="root"><h1>Forfaits de Acme &lt;Contracts&gt;</h1></div>');

    const chosen = await t.app.inject({
      url: '/Signature?key=x',
      headers: { 'accept-language': 'fr-CA', cookie: 'theme=dark; lang=en' },
    });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain('<div id="root"><h1>Signing</h1></div>');

    const unknown = await t.app.inject({ url: '/', headers: { 'accept-language': 'de', cookie: 'lang=xx' } });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('inline the styles a drawn screen uses, its stylesheets after it; others keep theirs in the head', async () => {
    const drawn = (await page('/')).body;
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    expect(head).toContain('<style>h1{font-size:3rem}</style>');
    expect(drawn).not.toContain('.menu{color:red}');
    expect(drawn).toMatch(/<\/div><link rel="stylesheet" crossorigin href="\/assets\/app.css"><\/body>/);

    const empty = (await page('/MyProjects')).body;
    expect(empty).not.toContain('<style>');
    expect(empty).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css"></head>');
  });

  it("answer a page that is an entry of its own with its own HTML, the app's pages with index.html", async () => {
    const signing = (await page('/signature/?key=x')).body;
    expect(signing).toContain('<script type="module" src="/assets/signing.js">');
    expect(signing).toContain('<title>Acme &lt;Contracts&gt;</title>');
    expect(signing).toContain('<div id="root"><h1>Signing</h1></div>');

    const app = (await page('/MyProjects')).body;
    expect(app).not.toContain('/assets/signing.js');
    expect(app).toContain('<div id="root"></div>');
  });

  it('leave #root empty for a query the drawing was not made with', async () => {
    const response = await page('/?key=activation');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('use a drawing that holds for any query, whatever the case of the address', async () => {
    const response = await page('/SIGNATURE?key=abc');
    expect(response.body).toContain('<div id="root"><h1>Signing</h1></div>');
  });

  it('leave #root empty on a page the build did not draw', async () => {
    const response = await page('/MyProjects');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('are compressed for a browser that accepts it', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('more of the page');
  });
});

describe('paths that name a file', () => {
  it.each([
    '/favicon.ico',
    '/.well-known/security.txt',
    '/.well-known/openid-configuration',
    '/wp-login.php',
    '/admin/config.php?x=1',
    '/assets/index-gone1234.js',
    '/MyProjects/backup.zip',
  ])('answer %s with a plain 404, not the app', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Not found');
  });

  it('answer an unknown API file with the envelope', async () => {
    const response = await page('/api/config.php');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Type: 404, Code: 'commonNotFound' });
  });

  it('still serve the files the build wrote', async () => {
    const response = await page('/prerendered.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('/');
  });

  it('leave pages with dotless addresses to the app', async () => {
    expect((await page('/MyProfile/2')).statusCode).toBe(200);
    expect((await page('/Project/3f1c2b4e-8d7a-4e8b-9c1d-2a3b4c5d6e7f')).statusCode).toBe(200);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the signed-in app and the signing page, and points to the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const rule of [
      'Disallow: /Signature',
      'Disallow: /MyProjects',
      'Disallow: /Settings',
      'Disallow: /api/',
    ])
      expect(lines).toContain(rule);
    for (const rule of ['Allow: /$', 'Allow: /Blog', 'Allow: /HowWeWork', 'Allow: /eula'])
      expect(lines).toContain(rule);
    expect(lines).toContain(`Sitemap: ${t.services.config.publicUrl}/sitemap.xml`);
  });
});
