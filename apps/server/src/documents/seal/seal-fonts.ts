import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The TrueType faces pdf-lib draws the stamps with: the Roboto shipped in pdfmake's package, which the
 * contract itself is set in (pdfmake-engine.ts). The typed-name signature uses Roboto Italic, which
 * covers Latin-1 and Latin Extended (Hélène Côté, Łukasz, Ştefan), where a script font such as Caveat
 * prints blank boxes for accents (Documenso #1646). Read once per process.
 */

export type SealFace = 'regular' | 'italic';

const files: Record<SealFace, string> = { regular: 'Roboto-Regular.ttf', italic: 'Roboto-Italic.ttf' };

let faces: Promise<Record<SealFace, Uint8Array>> | undefined;

async function readFaces(): Promise<Record<SealFace, Uint8Array>> {
  const folder = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  );
  const [regular, italic] = await Promise.all([
    readFile(path.join(folder, files.regular)),
    readFile(path.join(folder, files.italic)),
  ]);
  return { regular, italic };
}

export function sealFaces(): Promise<Record<SealFace, Uint8Array>> {
  faces ??= readFaces().catch((error: unknown) => {
    faces = undefined;
    throw error;
  });
  return faces;
}

/**
 * Text as the embedded faces can draw it: the narrow no-break space (U+202F, which French number
 * formats use) becomes a no-break space, which Roboto has (signing-pipeline R8).
 */
export const drawable = (text: string): string => text.replace(/\u202f/g, '\u00a0');
