import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.js';

/** The deepest nesting of objects and arrays a JSON body may have: the deepest form holds under 10. */
export const maxJsonDepth = 64;

const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one pass over the characters,
 * skipping strings, that stops at the first level too deep. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === backslash) index++;
      else if (char === quote) inString = false;
    } else if (char === quote) {
      inString = true;
    } else if (char === openBrace || char === openBracket) {
      if (++depth > limit) return true;
    } else if (char === closeBrace || char === closeBracket) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), after refusing one nested
 * deeper than `maxJsonDepth`: every later walk over a body (NUL check, key matching, validation)
 * is then bounded, and a small body built of brackets cannot hold the server for seconds.
 */
export function parseJsonBodiesWithBoundedDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, maxJsonDepth)) {
      done(badRequest('commonNestingTooDeep', { max: maxJsonDepth }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
