import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { unauthorized } from '../../http/app-error.js';
import { verifyAccessToken, type AccessTokenKey } from './access-token.js';
import { isSessionLive } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    userId: string | null;
    /** The session (refresh-token family) the access token belongs to. */
    sessionId: string | null;
  }
}

/** Cookie that carries the access token for requests a page cannot add headers to (<img src>). */
export const accessTokenCookie = 'tp_access';

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  return request.cookies[accessTokenCookie];
}

/**
 * Whether the request matched an API route. The access cookie rides on every request of the browser,
 * but pages, their files and the API's own not-found answer never need the caller, so they must not
 * cost a session lookup each.
 */
const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/') === true;

/**
 * Identifies the caller of an API route from a signed access token whose session is still live, so
 * that logout, a password change or a revoked refresh family end the access tokens already handed out.
 */
export const authenticatePlugin = fp<{ key: AccessTokenKey; db: Db }>(async (app, { key, db }) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const token = presentedToken(request);
    const claims = token ? await verifyAccessToken(key, token) : undefined;
    if (claims && (await isSessionLive(db, claims.sessionId, claims.userId))) {
      request.userId = claims.userId;
      request.sessionId = claims.sessionId;
    }
  });
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
