import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { requestedWithHeader } from '@tradepact/shared';
import { forbidden } from './app-error.js';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route answers a method that may change state: only those need refuseCrossSiteWrites. */
export const changesState = (methods: string | string[]) =>
  [methods].flat().some((method) => stateChanging.has(method.toUpperCase()));
const customHeader = requestedWithHeader.name.toLowerCase();

/** A Bearer header names the caller itself (authenticate.ts reads the cookie only without one). */
const hasBearer = (request: FastifyRequest) =>
  request.headers.authorization?.toLowerCase().startsWith('bearer ') === true;

/**
 * onRequest hook of the API routes that change state, after identifyCaller (route-hooks.ts orders
 * them; OWASP's CSRF guidance: custom request header, then Origin).
 * The browser attaches the access cookie to a form or fetch another site makes, so a state-changing
 * request signed in by that cookie alone must prove it comes from this site's pages: by the header
 * they send (a cross-site page cannot add it without CORS consent, never given), or by an Origin
 * of this site (PUBLIC_URL's, or the Host the request was addressed to). Otherwise 403, before
 * any handler runs. Bearer requests carry no ambient credential and pass as they are.
 */
export function refuseCrossSiteWrites(publicUrl: string): onRequestHookHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const isOwnOrigin = (request: FastifyRequest) => {
    const { origin } = request.headers;
    return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  };
  return (request, _reply, done) => {
    const passes =
      !request.userId ||
      hasBearer(request) ||
      !stateChanging.has(request.method) ||
      Boolean(request.headers[customHeader]) ||
      isOwnOrigin(request);
    done(passes ? undefined : forbidden('commonRequestNotFromThisSite'));
  };
}
