import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseAccount } from '@tradepact/shared';
import { tooManyRequests } from './app-error.js';

type Window = '1 minute' | '15 minutes' | '1 hour';

export interface Limit {
  max: number;
  timeWindow: Window;
  /** What is counted: the client address, or the account named in the body. */
  per: 'ip' | 'account';
  /** Routes naming the same bucket share one counter (sign-in by password and by code); else the route's. */
  bucket?: string;
}

/** The account in its one spelling, so `604.868.2644` and `+1-6048682644` share a counter. */
const accountOf = (request: FastifyRequest) => {
  const account = (request.body as { account?: unknown } | undefined)?.account;
  if (typeof account !== 'string') return '';
  const { kind, value } = normaliseAccount(account);
  return value && `${kind}:${value}`;
};

/**
 * A preHandler enforcing every limit given (answers 429 when any is exceeded). The plugin's own
 * route hook runs one limiter per request, so limits per address and per account are counted here.
 */
export function rateLimits(app: FastifyInstance, ...limits: Limit[]) {
  const checks = limits.map((limit) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) =>
        `${limit.per}:${limit.bucket ?? request.routeOptions.url}:${limit.per === 'ip' ? request.ip : accountOf(request) || request.ip}`,
    }),
  );
  return async (request: FastifyRequest) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    }
  };
}

export const perIp = (max: number, timeWindow: Window): Limit => ({ max, timeWindow, per: 'ip' });
export const perAccount = (max: number, timeWindow: Window): Limit => ({ max, timeWindow, per: 'account' });

/** The same limits counted in one bucket across several routes. */
export const inBucket = (bucket: string, ...limits: Limit[]): Limit[] =>
  limits.map((limit) => ({ ...limit, bucket }));
