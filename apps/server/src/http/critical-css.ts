import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import BeastiesModule from 'beasties';
import type { FastifyBaseLogger } from 'fastify';

// beasties' types are written as CommonJS (a `default` property) while Node loads its ES module,
// whose default export is the class itself.
const Beasties = BeastiesModule as unknown as typeof BeastiesModule.default;

/** Pages kept with their styles inlined: the three prerendered screens and the blog's drawings. */
const keptPages = 200;

/** Every cascade layer the stylesheets name, in the order they first name it. */
const layerNames = /@layer\s+([\w.,\s-]+?)\s*[{;]/g;

/**
 * The order statement of every layer the stylesheets name, first in the inlined styles. A page's
 * inlined styles leave out the layers of components it does not draw, and a layer's place in the
 * cascade is where it is first named: without this, a component's layer that arrives later with the
 * full stylesheet would fall after those already inlined (UnstyledButton's resets after Button's
 * colours), and the page would look otherwise than the app does.
 */
export function layerOrderStatement(stylesheets: string[]): string {
  const names = new Set<string>();
  for (const sheet of stylesheets) {
    for (const [, list = ''] of sheet.matchAll(layerNames)) {
      for (const name of list.split(',')) if (name.trim()) names.add(name.trim());
    }
  }
  return names.size ? `@layer ${[...names].join(',')};` : '';
}

/** Font faces, whole: minified, their declarations hold no braces. */
const fontFaceRules = /@font-face\s*\{[^}]*\}/g;

/**
 * Every font face of the stylesheets. The page's text is set in a font named through a CSS variable
 * (Mantine's --mantine-font-family), which beasties cannot follow to the faces the text uses; the
 * browser downloads only the faces whose characters the page shows, as it does from the stylesheet.
 */
export function fontFaces(stylesheets: string[]): string {
  return stylesheets.flatMap((sheet) => sheet.match(fontFaceRules) ?? []).join('');
}

/**
 * Puts the styles a drawn page's first screen uses in its head, and its stylesheets at the end of its
 * body: the browser paints the drawing as soon as the HTML has arrived, instead of after a round trip
 * for each stylesheet, and the stylesheets then load without holding it up (a stylesheet in the body
 * holds up only what follows it; no script is needed, which the Content-Security-Policy refuses
 * inline). The drawing's rules only are kept (beasties matches each selector against the page), with
 * the font faces. Each page is done once and kept, by the hash of its HTML: the
 * prerendered screens and the blog's drawings change only with a build or an article.
 */
export function criticalCss(webRoot: string, log: FastifyBaseLogger): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: webRoot,
    publicPath: '/',
    preload: 'body',
    // The font faces are inlined below; index.html preloads the Latin one already.
    fonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    // Mantine's own <style> tags in the drawing (its CSS variables) stay as they are.
    reduceInlineStyles: false,
    // The colour scheme's variables (the body colour that papers and cards are filled with) are set on
    // the root element, which beasties does not match selectors against: only its descendants.
    allowRules: [/^:root\[/],
    logger: { warn: (message: string) => log.warn(message), error: (message: string) => log.error(message) },
  });
  const sheets = new Map<string, Promise<string>>();
  const sheetOf = (href: string) => {
    let sheet = sheets.get(href);
    if (!sheet) {
      sheet = readFile(path.join(webRoot, href), 'utf8');
      sheets.set(href, sheet);
    }
    return sheet;
  };

  const inline = async (html: string) => {
    const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(([, href]) => href!);
    const stylesheets = await Promise.all(hrefs.map(sheetOf));
    const first = layerOrderStatement(stylesheets) + fontFaces(stylesheets);
    const done = await beasties.process(html);
    return done.replace(' data-beasties-container', '').replace('<style>', () => `<style>${first}`);
  };

  const kept = new Map<string, Promise<string>>();
  return (html) => {
    const key = createHash('sha256').update(html).digest('base64');
    let page = kept.get(key);
    if (page) kept.delete(key);
    else {
      page = inline(html).catch((error: unknown) => {
        // The page as it was: its stylesheets in the head hold up its first paint, but it is right.
        log.error({ err: error }, 'inlining a page’s critical styles failed');
        kept.delete(key);
        return html;
      });
    }
    // Map keeps insertion order: the first key is the page used longest ago.
    if (kept.size >= keptPages) kept.delete(kept.keys().next().value as string);
    kept.set(key, page);
    return page;
  };
}
