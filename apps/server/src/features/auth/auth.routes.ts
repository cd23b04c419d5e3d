import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { authApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { unauthorized } from '../../http/app-error.js';
import { inBucket, perAccount, perIp, rateLimits } from '../../http/rate-limits.js';
import { clearAccessCookie, currentUserId, setAccessCookie } from './authenticate.js';
import { accountsContext } from './context.js';
import { findUserById, markFirstProjectHintSeen, setUserLanguage } from './accounts.repository.js';
import { codeSignIn, passwordSignIn } from './sign-in.service.js';
import {
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  type IssuedTokens,
} from './sessions.service.js';
import { userInfo } from './user-info.js';
import { nextStep } from '../../http/envelope.js';

/** The token pair of an answer; the access token also goes in the cookie that `<img src>` carries. */
export function answeredTokens(reply: FastifyReply, tokens: IssuedTokens, secureCookies: boolean) {
  setAccessCookie(reply, tokens.AccessToken, tokens.accessExpires, secureCookies);
  const { AccessToken, RefreshToken, AccessExpires } = tokens;
  return { AccessToken, RefreshToken, AccessExpires };
}

/** Sign-in, tokens, sign-out and user info (doc 1 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);
  const meta = (request: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: String(request.headers['user-agent'] ?? ''),
    ip: request.ip,
  });
  // Password and code attempts count together: a stolen password gives no extra tries at the code.
  const signInLimits = rateLimits(
    app,
    ...inBucket('sign-in', perIp(30, '1 minute'), perAccount(10, '15 minutes')),
  );

  app.post(
    authApi.login.path,
    { ...routeOf(authApi.login), preHandler: signInLimits },
    async (request, reply) => {
      const outcome = await passwordSignIn(ctx, request.body, meta(request));
      if ('challenge' in outcome) {
        return reply.code(203).send(nextStep(request, 'identityVerificationRequired', outcome.challenge));
      }
      return ok(answeredTokens(reply, outcome.tokens, ctx.secureCookies));
    },
  );

  app.post(
    authApi.login2fa.path,
    { ...routeOf(authApi.login2fa), preHandler: signInLimits },
    async (request, reply) => {
      const outcome = await codeSignIn(ctx, request.body, meta(request));
      if ('passwordFirst' in outcome) {
        return reply.code(203).send(nextStep(request, 'twoFactorPasswordFirst', null));
      }
      return ok(answeredTokens(reply, outcome.tokens, ctx.secureCookies));
    },
  );

  app.post(
    authApi.refreshToken.path,
    { ...routeOf(authApi.refreshToken), preHandler: rateLimits(app, perIp(120, '1 minute')) },
    async (request, reply) => {
      const tokens = await rotateRefreshToken(ctx.db, ctx.authKey, request.body.refreshToken);
      return ok(answeredTokens(reply, tokens, ctx.secureCookies));
    },
  );

  app.post(authApi.logout.path, routeOf(authApi.logout), async (request, reply) => {
    const given = request.body?.refreshToken;
    const sessionId = (given ? await sessionOfRefreshToken(ctx.db, given) : undefined) ?? request.sessionId;
    if (sessionId) await revokeSession(ctx.db, sessionId);
    clearAccessCookie(reply);
    return ok(null);
  });

  app.get(authApi.userInfo.path, routeOf(authApi.userInfo), async (request) => {
    const user = await findUserById(ctx.db, currentUserId(request));
    if (!user) throw unauthorized();
    return ok(await userInfo(ctx.db, app.deps.config.billing.mode, user, request.language));
  });

  app.post(authApi.updateLanguage.path, routeOf(authApi.updateLanguage), async (request) => {
    await setUserLanguage(ctx.db, currentUserId(request), request.body.Language);
    return ok(null);
  });

  app.post(authApi.firstProjectHintSeen.path, routeOf(authApi.firstProjectHintSeen), async (request) => {
    await markFirstProjectHintSeen(ctx.db, currentUserId(request));
    return ok(null);
  });
};
