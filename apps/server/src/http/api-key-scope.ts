import type { onRequestHookHandler } from 'fastify';
import type { ApiKeyScope } from '@tradepact/shared';
import { AppError, forbidden } from './app-error.js';

const decision = Symbol('what an API key may do on the route');

/** An onRequest hook that carries the route's decision, for route-hooks.ts and the API docs to read. */
export type ApiKeyGuard = onRequestHookHandler & { readonly [decision]: ApiKeyScope | null };

/**
 * onRequest hook refusing an API key (issue 34 §1) on a route it may not call, before the body is read
 * or the handler runs: 403 on a route only a signed-in person may call (`scope` null), or naming the
 * scope the key lacks. A person signed in and a visitor pass as they are.
 */
export function refuseApiKeysOutside(scope: ApiKeyScope | null): ApiKeyGuard {
  const guard: onRequestHookHandler = (request, _reply, done) => {
    const key = request.apiKey;
    if (!key) done();
    else if (scope === null) done(forbidden('apiKeyNotAllowed'));
    else if (!key.scopes.includes(scope)) done(new AppError(403, 'apiKeyScopeMissing', { scope }));
    else done();
  };
  return Object.assign(guard, { [decision]: scope });
}

const isGuard = (hook: unknown): hook is ApiKeyGuard => typeof hook === 'function' && decision in hook;

/** The decision of the guard among a route's onRequest hooks: undefined when it has none yet. */
export function apiKeyDecisionOf(onRequest: unknown): ApiKeyScope | null | undefined {
  const guard = [onRequest ?? []].flat().find(isGuard);
  return guard?.[decision];
}
