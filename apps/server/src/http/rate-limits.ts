import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

type Window = '1 minute' | '15 minutes' | '1 hour';

/** At most `max` requests per client address in the window (answers 429). */
export const perIp = (app: FastifyInstance, max: number, timeWindow: Window) =>
  app.rateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `ip:${request.routeOptions.url}:${request.ip}`,
  }) as preHandlerAsyncHookHandler;

/** At most `max` requests per `account` named in the body, whoever sends them (answers 429). */
export const perAccount = (app: FastifyInstance, max: number, timeWindow: Window) =>
  app.rateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const account = (request.body as { account?: unknown } | undefined)?.account;
      return `account:${request.routeOptions.url}:${typeof account === 'string' ? account.trim().toLowerCase() : request.ip}`;
    },
  }) as preHandlerAsyncHookHandler;
