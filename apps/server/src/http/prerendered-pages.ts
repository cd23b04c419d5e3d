import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const prerenderedFile = z.record(
  z.string(),
  z.object({ html: z.record(z.string(), z.string()), anyQuery: z.boolean() }),
);

/**
 * The first screens the web build drew in advance (apps/web/src/prerender), by lower-case path and
 * language. `prepare` adapts each once (the product name). Returns the HTML to put in index.html's
 * #root for a request, or undefined when the page was not prerendered (in that language) or reads a
 * query string it was not drawn with.
 */
export function prerenderedPages(
  webRoot: string,
  prepare: (html: string) => string,
): (page: string, query: string, language: string) => string | undefined {
  const file = path.join(webRoot, 'prerendered.json');
  const drawings = existsSync(file) ? prerenderedFile.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  const pages = Object.fromEntries(
    Object.entries(drawings).map(([page, drawn]) => [
      page,
      {
        ...drawn,
        html: Object.fromEntries(
          Object.entries(drawn.html).map(([language, html]) => [language, prepare(html)]),
        ),
      },
    ]),
  );
  return (page, query, language) => {
    const drawn = pages[page];
    return drawn && (drawn.anyQuery || query === '') ? drawn.html[language] : undefined;
  };
}
