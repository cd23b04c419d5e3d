import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { apiKeyPrefix, type ApiKeyScope } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, unauthorized } from '../../http/app-error.js';
import { cookiesOf } from '../../http/cookies.js';
import { verifyAccessToken, type AccessTokenKey } from './access-token.js';
import { isSessionLive } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    userId: string | null;
    /** The session (refresh-token family) the access token belongs to; null for an API key. */
    sessionId: string | null;
    /**
     * The API key the caller presented (issue 34), acting as its account (`userId`) within its scopes;
     * null for a person signed in, and for a visitor.
     */
    apiKey: { id: string; scopes: ApiKeyScope[] } | null;
  }
}

/** Cookie that carries the access token for requests a page cannot add headers to (<img src>). */
export const accessTokenCookie = 'tp_access';

/** The token of an `Authorization: Bearer …` header. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The account an API key acts as. An unknown or revoked key is answered 401 rather than taken for a
 * visitor: an integration learns at once that its key stopped working.
 */
async function identifyKey(request: FastifyRequest, findKey: FindApiKey, token: string): Promise<void> {
  const key = await findKey(token);
  if (!key) throw new AppError(401, 'apiKeyInvalid');
  request.userId = key.userId;
  request.apiKey = { id: key.id, scopes: key.scopes };
}

/**
 * The active API key a `tp_…` token is (the api-keys feature's look-up, given by the app so that
 * authentication depends on no feature), or undefined when unknown or revoked.
 */
export type FindApiKey = (
  token: string,
) => Promise<{ id: string; userId: string; scopes: ApiKeyScope[] } | undefined>;

/** The caller's session, when the token presented is valid and its session still live. */
async function identify(request: FastifyRequest, key: AccessTokenKey, db: Db, token: string): Promise<void> {
  const claims = await verifyAccessToken(key, token);
  if (claims && (await isSessionLive(db, claims.sessionId, claims.userId))) {
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
  }
}

/**
 * onRequest hook of the API routes (route-hooks.ts gives it to them; pages, their files and the API's
 * own not-found answer never need the caller, so the access cookie that rides on every request of the
 * browser costs them no session lookup). Identifies the caller from a signed access token whose
 * session is still live, so that logout, a password change or a revoked refresh family end the access
 * tokens already handed out; or from an API key (`Bearer tp_…`), which has no session. A callback
 * rather than an async function: a visitor's request, which presents no token, passes without a
 * promise.
 */
export function identifyCaller(key: AccessTokenKey, db: Db, findKey: FindApiKey): onRequestHookHandler {
  return (request, _reply, done) => {
    const bearer = bearerToken(request);
    // An API key only ever comes in the header (an integration has no cookies).
    if (bearer?.startsWith(apiKeyPrefix)) {
      identifyKey(request, findKey, bearer).then(() => done(), done);
      return;
    }
    const token = bearer ?? cookiesOf(request)[accessTokenCookie];
    if (!token) {
      done();
      return;
    }
    identify(request, key, db, token).then(() => done(), done);
  };
}

/** Every request has a caller, null until identifyCaller finds one. */
export const authenticatePlugin = fp(async (app) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKey', null);
});

/**
 * onRequest hook for routes that need a signed-in user: answers 401 otherwise. It runs before the
 * body is parsed and validated, so a visitor learns nothing of the fields a route expects.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.userId) throw unauthorized();
}

/** Options of a route for signed-in users: visitors get 401, and the API docs show the Bearer scheme. */
export function signedIn<S extends object>(schema: S) {
  return { onRequest: requireUser, schema: { ...schema, security: [{ bearer: [] }] } };
}

/** The signed-in user's id inside a handler guarded by requireUser. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/** Sets the access-token cookie beside the JSON answer, for <img src> and file downloads. */
export function setAccessCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean) {
  reply.setCookie(accessTokenCookie, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
}

export function clearAccessCookie(reply: FastifyReply) {
  reply.clearCookie(accessTokenCookie, { path: '/' });
}
