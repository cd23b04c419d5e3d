import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { cacheParsedFonts } from './pdfmake-font-cache.js';

/**
 * pdfmake, set up once per process: it may read nothing from the network or the disk while
 * rendering (a clause or a file name can never make the server fetch a URL or read a path: pdfmake's
 * CVE-2026-26801), and its fonts are the Roboto TTF files shipped in pdfmake's own npm package, read
 * once and kept in its in-memory file system. Roboto prints French accents, « », — and œ.
 */

/** pdfmake's in-memory file system, which its typings leave out. */
interface VirtualFileSystem {
  writeFileSync(name: string, content: Buffer): void;
}

const fontFiles = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let ready = false;

function setUp(): void {
  const fontFolder = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  );
  const { virtualfs } = pdfmake as unknown as { virtualfs: VirtualFileSystem };
  for (const file of Object.values(fontFiles)) {
    virtualfs.writeFileSync(file, readFileSync(path.join(fontFolder, file)));
  }
  pdfmake.setFonts({ Roboto: { ...fontFiles } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  cacheParsedFonts();
  ready = true;
}

/** The PDF of a pdfmake document definition, made in this process. */
export function pdfmakeBuffer(definition: TDocumentDefinitions): Promise<Buffer> {
  if (!ready) setUp();
  return pdfmake.createPdf(definition).getBuffer();
}
