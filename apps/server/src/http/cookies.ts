import type { FastifyRequest } from 'fastify';

/**
 * The request's cookies, parsed when first asked. The cookie plugin's parsing hook is off (app.ts):
 * most requests read no cookie (a page's files, a public answer), and a hook on every request would
 * parse them all.
 */
export function cookiesOf(request: FastifyRequest): FastifyRequest['cookies'] {
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  return parsed ?? (request.cookies = request.server.parseCookie(request.headers.cookie ?? ''));
}
