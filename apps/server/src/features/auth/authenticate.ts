import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/app-error.js';
import { verifyAccessToken, type AccessTokenKey } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    userId: string | null;
  }
}

/** Cookie that carries the access token for requests a page cannot add headers to (<img src>). */
export const accessTokenCookie = 'tp_access';

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  return request.cookies[accessTokenCookie];
}

export const authenticatePlugin = fp<{ key: AccessTokenKey }>(async (app, { key }) => {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    const token = presentedToken(request);
    request.userId = token ? ((await verifyAccessToken(key, token)) ?? null) : null;
  });
});

/** preHandler for routes that need a signed-in user: answers 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.userId) throw unauthorized();
}

/** The signed-in user's id inside a handler guarded by requireUser. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}
