import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sendRefusal } from '../http/error-handler.js';
import { readiness } from './readiness.js';

/**
 * Probes are asked every few seconds by every load balancer: their lines would drown the request log
 * (errors still reach it). They are not the product's API either, so the API docs leave them out.
 */
const probeOptions = { logLevel: 'warn', schema: { hide: true } } as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so that neither the token's length nor its first wrong character shows in the timing. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * What an operator's machines ask, outside the API and without sign-in: /healthz (the process
 * answers), /readyz (it can serve: 503 until the database, queue and storage all work) and /metrics
 * (Prometheus, behind METRICS_TOKEN). The probes answer one status word and nothing about why: the
 * reason of a 503 goes to the log. Registered before the features, so every route's answers are
 * counted by route pattern and status.
 */
export const opsRoutes = fp(async (app: FastifyInstance) => {
  const { config, metrics } = app.deps;
  const ready = readiness(app.deps);

  // A callback rather than an async function: every answer passes here, and a promise each is garbage.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/healthz', probeOptions, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('ok'),
  );

  app.get('/readyz', probeOptions, async (request, reply) => {
    const failures = await ready.failures();
    if (failures.length > 0) request.log.error({ failures }, 'not ready');
    return reply
      .code(failures.length > 0 ? 503 : 200)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(failures.length > 0 ? 'unavailable' : 'ok');
  });

  app.get('/metrics', probeOptions, async (request, reply) => {
    // Off unless configured, and then a plain 404: nothing tells a visitor that metrics exist.
    if (!config.metricsToken) return sendRefusal(request, reply, 404, 'commonNotFound');
    const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
    if (scheme?.toLowerCase() !== 'bearer' || !token || !sameToken(token, config.metricsToken)) {
      return sendRefusal(request, reply, 401, 'commonUnauthorized');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
});
