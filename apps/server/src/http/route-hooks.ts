import type { FastifyInstance, onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiKeyScope } from '@tradepact/shared';
import { apiKeyDecisionOf, refuseApiKeysOutside } from './api-key-scope.js';
import { matchKeysToSchema } from './case-insensitive-keys.js';
import { changesState } from './csrf.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike from memory (ready-answer.ts): it never reads its caller, so
     * it goes without identifyCaller, and a signed-in reader's request costs it no session lookup.
     */
    sameForEveryone?: boolean;
    /**
     * The scope an API key needs to call a route outside the API table (issue 34 §1). Without it a
     * key is refused there: a new route is closed to keys until it says otherwise.
     */
    apiKeyScope?: ApiKeyScope;
  }
}

export interface ApiGuards {
  /** Finds the caller of an API route (authenticate.ts). */
  identifyCaller: onRequestHookHandler;
  /** Refuses a write signed in by cookie from another site (csrf.ts); needs the caller. */
  refuseCrossSiteWrites: onRequestHookHandler;
  /** Counts every request an API key makes against its per-key limit (rate-limits.ts); needs the caller. */
  limitApiKeyRequests: onRequestHookHandler;
}

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The spec's browser sends `Name` and `name` alike: a route that reads a body or a query gets their
 * keys matched to its schema before validation.
 */
function matchingKeysOf(schema: RouteOptions['schema']): preValidationHookHandler | undefined {
  const body = schema?.body as z.ZodType | undefined;
  const query = schema?.querystring as z.ZodType | undefined;
  if (!body && !query) return undefined;
  return (request, _reply, done) => {
    if (body) request.body = matchKeysToSchema(request.body, body);
    if (query) request.query = matchKeysToSchema(request.query, query);
    done();
  };
}

/**
 * The API-key hooks of a route that finds its caller: the key's request counted, then a key refused
 * unless the route allows it, by the API table's decision (routeOf puts its guard among the route's
 * own hooks) or by `config.apiKeyScope`; a route that decides nothing refuses keys.
 */
function apiKeyHooks(route: RouteOptions, guards: ApiGuards): onRequestHookHandler[] {
  const decided = apiKeyDecisionOf(route.onRequest) !== undefined;
  return [
    guards.limitApiKeyRequests,
    ...(decided ? [] : [refuseApiKeysOutside(route.config?.apiKeyScope ?? null)]),
  ];
}

/**
 * Gives each route added after this the hooks it needs, chosen once from what it declares instead of
 * asked again on every request (bench/run.mjs: the plan list answered from memory ran six hooks of
 * which it needed two). An API route first identifies its caller, counts and refuses API keys as it
 * allows them, then, if it may change state, refuses a write from another site; its own onRequest
 * hooks (the sign-in guard, rate limits) come after. A route the same for everyone
 * (`config.sameForEveryone`) has no caller to find, so no key either. A route with a body or query
 * schema matches their keys before validation.
 */
export function addRouteHooks(app: FastifyInstance, guards: ApiGuards): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) {
      route.onRequest = [
        ...(route.config?.sameForEveryone ? [] : [guards.identifyCaller, ...apiKeyHooks(route, guards)]),
        ...(changesState(route.method) ? [guards.refuseCrossSiteWrites] : []),
        ...hooksOf(route.onRequest),
      ];
    }
    const matchKeys = matchingKeysOf(route.schema);
    if (matchKeys) route.preValidation = [matchKeys, ...hooksOf(route.preValidation)];
  });
}
