import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. They are the same for every answer (no
 * per-request nonces), so answers get them as a prepared set: @fastify/helmet built helmet's
 * middleware and parsed the policy again on every request, over half the server's CPU for a cached
 * public answer (bench/run.mjs, issue 28 §3).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  // Helmet throws a bad option itself (since 8.1); its `next` is told nothing.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * Every answer carries its request id (X-Request-Id, as logged) and the security headers helmet sets
 * for `options`, from one hook added before any other: an answer refused by any later hook carries
 * them too, and every request, a cached public answer too, pays one hook for both.
 */
export function registerAnswerHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
    done();
  });
}
