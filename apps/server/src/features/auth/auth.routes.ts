import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeLoginSchema, envelopeSchema, loginSchema, refreshTokenSchema } from '@tradepact/shared';
import { unauthorized } from '../../http/app-error.js';
import { okResponse } from '../../http/envelope.js';
import { perAccount, perIp, rateLimits } from '../../http/rate-limits.js';
import { clearAccessCookie, currentUserId, requireUser, setAccessCookie } from './authenticate.js';
import { accountsContext } from './context.js';
import { findUserById } from './accounts.repository.js';
import { codeSignIn, passwordSignIn } from './sign-in.service.js';
import {
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  type IssuedTokens,
} from './sessions.service.js';
import { userInfo, userInfoSchema } from './user-info.js';

export const tokenPairSchema = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  AccessExpires: z.string(),
});

/** Sign-in, tokens, sign-out and user info (doc 1 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);
  const meta = (request: { headers: Record<string, unknown>; ip: string }) => ({
    userAgent: String(request.headers['user-agent'] ?? ''),
    ip: request.ip,
  });
  const answerTokens = (reply: Parameters<typeof setAccessCookie>[0], tokens: IssuedTokens) => {
    setAccessCookie(reply, tokens.AccessToken, tokens.accessExpires, ctx.secureCookies);
    const { AccessToken, RefreshToken, AccessExpires } = tokens;
    return { Type: 200, Content: '', Data: { AccessToken, RefreshToken, AccessExpires } };
  };

  app.post(
    '/api/auth/login',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute'), perAccount(10, '15 minutes')),
      schema: {
        summary: 'Sign in with the email, mobile number or username and the password',
        body: loginSchema,
        response: { ...okResponse(tokenPairSchema), 203: envelopeSchema(z.object({ Account: z.string() })) },
      },
    },
    async (request, reply) => {
      const outcome = await passwordSignIn(ctx, request.body, meta(request), request.language);
      if ('verifyAt' in outcome) {
        return reply.status(203).send({
          Type: 203,
          Content: request.t('identityVerificationRequired'),
          Code: 'identityVerificationRequired',
          Data: { Account: outcome.verifyAt },
        });
      }
      return answerTokens(reply, outcome.tokens);
    },
  );

  app.post(
    '/api/auth/login2fa',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute'), perAccount(10, '15 minutes')),
      schema: {
        summary: 'Sign in with a code sent by email or SMS',
        body: codeLoginSchema,
        response: okResponse(tokenPairSchema),
      },
    },
    async (request, reply) => answerTokens(reply, await codeSignIn(ctx, request.body, meta(request))),
  );

  app.post(
    '/api/auth/refreshToken',
    {
      preHandler: rateLimits(app, perIp(120, '1 minute')),
      schema: {
        summary: 'Exchange a refresh token for a new pair',
        body: refreshTokenSchema,
        response: okResponse(tokenPairSchema),
      },
    },
    async (request, reply) =>
      answerTokens(reply, await rotateRefreshToken(ctx.db, ctx.authKey, request.body.refreshToken)),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out: ends the session of the refresh token given, or of the access token',
        body: z.object({ refreshToken: z.string().max(500).optional() }).nullish(),
        response: okResponse(z.null()),
      },
    },
    async (request, reply) => {
      const given = request.body?.refreshToken;
      const sessionId = (given ? await sessionOfRefreshToken(ctx.db, given) : undefined) ?? request.sessionId;
      if (sessionId) await revokeSession(ctx.db, sessionId);
      clearAccessCookie(reply);
      return { Type: 200, Content: '', Data: null };
    },
  );

  app.get(
    '/api/auth/userinfo',
    {
      onRequest: requireUser,
      schema: { summary: 'The signed-in user', response: okResponse(userInfoSchema) },
    },
    async (request) => {
      const user = await findUserById(ctx.db, currentUserId(request));
      if (!user) throw unauthorized();
      return { Type: 200, Content: '', Data: await userInfo(ctx.db, user) };
    },
  );
};
