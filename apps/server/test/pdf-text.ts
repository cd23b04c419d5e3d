import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it, in UTF-8: `layout` keeps a table's row on one
 * line (amounts beside their labels), the default the reading order.
 */
export function pdfText(bytes: Uint8Array, mode: 'reading' | 'layout' = 'reading'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tp-pdf-text-')), 'document.pdf');
  writeFileSync(file, bytes);
  const layout = mode === 'layout' ? ['-layout'] : [];
  return execFileSync('pdftotext', [...layout, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
