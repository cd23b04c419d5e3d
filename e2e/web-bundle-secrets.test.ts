import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveConfig, resolveEnvPrefix } from 'vite';
import { describe, expect, it } from 'vitest';
import { requireOrSkip } from '../test/require-or-skip.js';

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const builtFolders = ['dist', 'prerender-dist'].map((folder) => path.join(webRoot, folder));

/** Every file of the build that holds text; the .br and .gz copies are of these same files. */
async function builtFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of builtFolders) {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && !/\.(br|gz|png|jpe?g|webp|woff2?|ico)$/.test(entry.name)) {
        files.push(path.join(entry.parentPath, entry.name));
      }
    }
  }
  return files;
}

/**
 * Issue 16: the AI provider's key lives in the server's environment only; the browser calls our API.
 * Vite gives the browser code only the variables named with its prefix, and the build that ran with
 * AI_API_KEY set (CI sets a sentinel value for the build and this test) holds its value nowhere.
 */
describe('the built web app and the AI key', () => {
  it('exposes only VITE_ variables to the browser code, and defines none of the AI settings', async () => {
    const config = await resolveConfig({ root: webRoot, logLevel: 'silent' }, 'build');
    expect(resolveEnvPrefix({ envPrefix: config.envPrefix })).toEqual(['VITE_']);
    expect(JSON.stringify(config.define ?? {})).not.toMatch(/AI_/);
  });

  const key = process.env.AI_API_KEY?.trim() ?? '';
  it.skipIf(requireOrSkip(key !== '', 'AI_API_KEY (a sentinel value the web build ran with)'))(
    'does not contain the value of AI_API_KEY the build ran with',
    async () => {
      // A short value could turn up by chance in minified code: the sentinel must be unmistakable.
      expect(key.length).toBeGreaterThanOrEqual(12);
      const files = await builtFiles();
      expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
      const holding: string[] = [];
      for (const file of files) {
        if ((await readFile(file, 'latin1')).includes(key)) holding.push(path.relative(webRoot, file));
      }
      expect(holding).toEqual([]);
    },
  );
});
