// The last step of `npm run build`: draws the first pages' HTML with the server-side build of
// src/prerender and writes it to dist/prerendered.json, which the API server reads at start-up.
import { writeFile } from 'node:fs/promises';

const { prerender } = await import('../prerender-dist/prerender.js');
const pages = await prerender();
await writeFile(new URL('../dist/prerendered.json', import.meta.url), JSON.stringify(pages));
console.log(`prerendered ${Object.keys(pages).join(', ')}`);
