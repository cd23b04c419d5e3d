import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { unauthorized } from '../../http/app-error.js';
import { perAccount, perIp, rateLimits } from '../../http/rate-limits.js';
import { currentUserId } from './authenticate.js';
import { accountsContext } from './context.js';
import { emailTaken, findUserById, phoneTaken } from './accounts.repository.js';
import { register } from './registration.service.js';
import { readSettings, updateSettings } from './settings.service.js';
import { resetPassword, sendCode } from './sign-in.service.js';
import { answeredTokens } from './auth.routes.js';
import { contactChangeRoutes } from './contact-change.routes.js';
import { alternateEmailRoutes } from './alternate-email.routes.js';
import { nextStep } from '../../http/envelope.js';

/** Registration, codes, existence checks, password reset and log-in settings (doc 1 §7, doc 3 §7). */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);
  await app.register(contactChangeRoutes);
  await app.register(alternateEmailRoutes);

  app.post(
    authApi.register.path,
    { ...routeOf(authApi.register), preHandler: rateLimits(app, perIp(20, '1 hour')) },
    async (request) => {
      await register(ctx, request.body, request.language);
      return ok(null, request.t('registerSuccess'));
    },
  );

  app.get(
    authApi.checkEmail.path,
    { ...routeOf(authApi.checkEmail), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request) => ok(await emailTaken(ctx.db, request.query.email, request.userId ?? undefined)),
  );

  app.get(
    authApi.checkPhone.path,
    { ...routeOf(authApi.checkPhone), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request) => ok(await phoneTaken(ctx.db, request.query.phoneNumber, request.userId ?? undefined)),
  );

  app.post(
    authApi.send2fa.path,
    {
      ...routeOf(authApi.send2fa),
      preHandler: rateLimits(app, perIp(10, '1 minute'), perAccount(10, '1 hour')),
    },
    async (request) => {
      const kind = await sendCode(ctx, request.body.account);
      return ok(null, request.t(kind === 'email' ? 'authCodeSentEmail' : 'authCodeSentPhone'));
    },
  );

  app.post(
    authApi.resetPassword.path,
    {
      ...routeOf(authApi.resetPassword),
      preHandler: rateLimits(app, perIp(10, '1 minute'), perAccount(10, '15 minutes')),
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return ok(null);
    },
  );

  app.get(authApi.userSettings.path, routeOf(authApi.userSettings), async (request) => {
    const user = await findUserById(ctx.db, currentUserId(request));
    if (!user) throw unauthorized();
    return ok(readSettings(user));
  });

  app.post(
    authApi.updateUserSettings.path,
    { ...routeOf(authApi.updateUserSettings), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request, reply) => {
      const user = await findUserById(ctx.db, currentUserId(request));
      if (!user) throw unauthorized();
      const meta = {
        userAgent: String(request.headers['user-agent'] ?? ''),
        ip: request.ip,
        sessionId: request.sessionId,
      };
      const outcome = await updateSettings(ctx, user, request.body, meta, request.language);
      if (outcome.kind === 'verify') {
        return reply
          .code(203)
          .send(nextStep(request, 'identityVerificationRequired', { Accounts: outcome.accounts }));
      }
      if (outcome.kind === 'unchanged') {
        return { ...ok(null, request.t('noChangesMade')), Code: 'noChangesMade' as const };
      }
      const content = request.t(outcome.pending ? 'settingsSavedPendingContact' : 'settingsSaved');
      if (!outcome.tokens) return ok(null, content);
      return ok(answeredTokens(reply, outcome.tokens, ctx.secureCookies), content);
    },
  );
};
