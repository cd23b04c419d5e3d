import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalCss, fontFaces, layerOrderStatement } from './critical-css.js';

// The layers' order is set by their blocks only, as once minified (Mantine's statement is split).
const stylesheet = [
  '@font-face{font-family:Body;src:url(/assets/body-latin.woff2)format("woff2");unicode-range:U+0-FF}',
  ':root[data-scheme=light]{--body:#fff}',
  '@layer app.Unstyled{.unstyled{background:none}}',
  '@layer app.Button{.button{background:var(--body)}}',
  '.drawn{color:red}',
  '.elsewhere{color:blue}',
].join('');

const page = (root: string) =>
  '<!doctype html><html data-scheme="light"><head><title>t</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/app.css"></head>' +
  `<body><div id="root">${root}</div></body></html>`;

let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'tp-critical-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'assets', 'app.css'), stylesheet);
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

const inline = () => criticalCss(webRoot, pino({ enabled: false }));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('the critical styles of a drawn page', () => {
  it('are the rules its drawing uses, in its head, and its stylesheets move after the drawing', async () => {
    const html = await inline()(page('<p class="drawn">Hello</p><button class="button">Go</button>'));
    const head = headOf(html);
    expect(head).toContain('.drawn{color:red}');
    expect(head).toContain('.button{background:var(--body)}');
    expect(html).not.toContain('.elsewhere');
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(bodyOf(html)).toMatch(/<\/div><link rel="stylesheet" crossorigin href="\/assets\/app.css">/);
    expect(html).toContain('<p class="drawn">Hello</p>');
  });

  it('name every layer first, in the stylesheet’s order, though the drawing uses only a later one', async () => {
    const html = await inline()(page('<button class="button">Go</button>'));
    expect(html).not.toContain('.unstyled');
    expect(headOf(html)).toMatch(/<style>@layer app\.Unstyled,app\.Button;/);
  });

  it('keep the colour scheme’s variables, set on the root element, and the font faces', async () => {
    const html = await inline()(page('<button class="button">Go</button>'));
    expect(headOf(html)).toContain(':root[data-scheme=light]{--body:#fff}');
    expect(headOf(html)).toContain('@font-face{font-family:Body;');
  });
});

describe('the inlined styles’ parts', () => {
  it('name each layer once, where a statement or a block first names it', () => {
    const sheets = ['@layer a.One,a.Two;@layer a.Two{.x{}}', '@layer a.Three{.y{}}@layer a.One{.z{}}'];
    expect(layerOrderStatement(sheets)).toBe('@layer a.One,a.Two,a.Three;');
    expect(layerOrderStatement(['.x{color:red}'])).toBe('');
  });

  it('take every font face whole', () => {
    expect(fontFaces([stylesheet, '@font-face{font-family:Other;src:url(/o.woff2)}'])).toBe(
      '@font-face{font-family:Body;src:url(/assets/body-latin.woff2)format("woff2");unicode-range:U+0-FF}' +
        '@font-face{font-family:Other;src:url(/o.woff2)}',
    );
  });
});
