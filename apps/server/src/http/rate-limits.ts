import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimitCounters as counters } from '../db/schema/rate-limits.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The counter of the account an `account` field names (given to sharedRateLimits). */
    accountCounterKey(account: string): Promise<string>;
  }
}

/** Expired counters are deleted at most this often per process, by the write that finds it due. */
const sweepEveryMs = 60_000;

/**
 * A store for @fastify/rate-limit counting in PostgreSQL, so every server on the database enforces
 * one limit: one upsert per hit opens a window or adds to the open one, timed by the database's clock.
 */
function postgresStore(db: Db): FastifyRateLimitStoreCtor {
  let nextSweepAt = 0;
  const expired = sql`${counters.resetsAt} <= now()`;

  async function countHit(key: string, windowMs: number) {
    const [row] = await db
      .insert(counters)
      .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${counters.hits} + 1 END`,
          resetsAt: sql`CASE WHEN ${expired} THEN excluded.resets_at ELSE ${counters.resetsAt} END`,
        },
      })
      .returning({
        current: counters.hits,
        ttl: sql<number>`ceil(extract(epoch from ${counters.resetsAt} - now()) * 1000)::integer`,
      });
    if (!row) throw new Error('the rate-limit upsert returned no row');
    if (Date.now() >= nextSweepAt) {
      nextSweepAt = Date.now() + sweepEveryMs;
      await db.delete(counters).where(lte(counters.resetsAt, sql`now()`));
    }
    return row;
  }

  return class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      /** A route's own limit (`config.rateLimit`) counts under its method and path. */
      private readonly scope = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(this.scope + key, timeWindow).then((result) => callback(null, result), callback);
    }

    child(options: RouteOptions) {
      // The plugin passes its merged options; `routeInfo` is the route of a `config.rateLimit`.
      const route = (options as { routeInfo?: Partial<RouteOptions> }).routeInfo;
      return new PostgresStore(undefined, route?.url ? `route:${String(route.method)}:${route.url}:` : '');
    }
  };
}

export interface SharedRateLimitsOptions {
  db: Db;
  /** The counter key of the account an `account` field names, whichever way it was typed. */
  accountCounterKey: (account: string) => Promise<string>;
}

/**
 * Registers @fastify/rate-limit on the database's counters, for the `config.rateLimit` of routes and
 * for `rateLimits`, whose per-address part this moves to the route's onRequest hooks.
 */
export const sharedRateLimits = fp<SharedRateLimitsOptions>(
  async (app, options) => {
    app.decorate('accountCounterKey', options.accountCounterKey);
    await app.register(rateLimit, {
      global: false,
      store: postgresStore(options.db),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
    app.addHook('onRoute', checkAddressesFirst);
  },
  { name: 'shared-rate-limits' },
);

type Check = (request: FastifyRequest) => Promise<void>;

const split = Symbol('rate limits split by hook');

interface SplitLimits {
  /** The per-address limits: they need no body, so they run before it is read and parsed. */
  onRequest: onRequestAsyncHookHandler;
  /** The per-account limits, which read the account from the parsed body. */
  preHandler: preHandlerAsyncHookHandler;
}

type RateLimitsHandler = preHandlerAsyncHookHandler & { [split]: SplitLimits };

const isRateLimits = (handler: unknown): handler is RateLimitsHandler =>
  typeof handler === 'function' && split in handler;

/**
 * A route whose preHandler is `rateLimits(...)` gets its per-address limits as an onRequest hook,
 * so a refused address costs no body work; the preHandler keeps the per-account ones.
 */
function checkAddressesFirst(route: RouteOptions) {
  const preHandlers = [route.preHandler ?? []].flat();
  const limits = preHandlers.filter(isRateLimits).map((handler) => handler[split]);
  if (limits.length === 0) return;
  route.onRequest = [...[route.onRequest ?? []].flat(), ...limits.map((limit) => limit.onRequest)];
  route.preHandler = preHandlers.map((handler) =>
    isRateLimits(handler) ? handler[split].preHandler : handler,
  );
}

/** The account named in the body, or the address when the body names none. */
async function accountOf(app: FastifyInstance, request: FastifyRequest) {
  const account = (request.body as { account?: unknown } | undefined)?.account;
  if (typeof account !== 'string' || !account.trim()) return request.ip;
  return app.accountCounterKey(account);
}

/**
 * A preHandler enforcing every limit given (answers 429 when any is exceeded). The plugin's own
 * route hook runs one limiter per request, so limits per address and per account are counted here;
 * on a route, the per-address ones run at onRequest instead (checkAddressesFirst).
 */
export function rateLimits(app: FastifyInstance, ...limits: Limit[]): preHandlerAsyncHookHandler {
  const checkOf = (limit: Limit): Check => {
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: async (request) =>
        `${limit.per}:${limit.bucket ?? request.routeOptions.url}:${limit.per === 'ip' ? request.ip : await accountOf(app, request)}`,
    });
    return async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    };
  };
  const inTurn =
    (checks: Check[]) =>
    async (request: FastifyRequest): Promise<void> => {
      for (const check of checks) await check(request);
    };
  const byAddress = inTurn(limits.filter((limit) => limit.per === 'ip').map(checkOf));
  const byAccount = inTurn(limits.filter((limit) => limit.per === 'account').map(checkOf));
  const handler: RateLimitsHandler = Object.assign(
    async (request: FastifyRequest) => {
      await byAddress(request);
      await byAccount(request);
    },
    { [split]: { onRequest: byAddress, preHandler: byAccount } },
  );
  return handler;
}

export const perIp = (max: number, timeWindow: Window): Limit => ({ max, timeWindow, per: 'ip' });
export const perAccount = (max: number, timeWindow: Window): Limit => ({ max, timeWindow, per: 'account' });

/** The same limits counted in one bucket across several routes. */
export const inBucket = (bucket: string, ...limits: Limit[]): Limit[] =>
  limits.map((limit) => ({ ...limit, bucket }));

/**
 * onRequest hook counting every request an API key makes (issue 34 §1), on all routes together, in the
 * key's own bucket: past `max` a minute it answers 429 with Retry-After. A callback, so a request
 * without a key passes without a promise or a count.
 */
export function limitApiKeyRequests(app: FastifyInstance, max: number): onRequestHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? ''}`,
  });
  return (request, _reply, done) => {
    if (!request.apiKey) {
      done();
      return;
    }
    check(request).then((result) => {
      const refused = !result.isAllowed && result.isExceeded;
      done(refused ? tooManyRequests(result.ttlInSeconds, 'apiKeyRateLimited', { max }) : undefined);
    }, done);
  };
}
