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

/** Every answer carries the security headers helmet sets for `options`. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
