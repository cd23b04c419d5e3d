import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { unauthorized } from '../../http/app-error.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { currentUserId } from './authenticate.js';
import { accountsContext } from './context.js';
import { findUserById } from './accounts.repository.js';
import { confirmAlternateEmail, resendAlternateEmailLink } from './alternate-email.service.js';

/** The alternate email of the log-in settings: its confirmation link, sent again and opened. */
export const alternateEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);

  app.post(
    authApi.resendAlternateEmail.path,
    { ...routeOf(authApi.resendAlternateEmail), preHandler: rateLimits(app, perIp(10, '1 minute')) },
    async (request) => {
      const user = await findUserById(ctx.db, currentUserId(request));
      if (!user) throw unauthorized();
      await resendAlternateEmailLink(ctx, user, request.language);
      return ok(null, request.t('settingsAlternateEmailLinkSent'));
    },
  );

  app.post(
    // Public: the link may be opened on a phone with no session. The key is signed, so guessing is
    // hopeless; the limit only keeps the endpoint cheap.
    authApi.confirmAlternateEmail.path,
    { ...routeOf(authApi.confirmAlternateEmail), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request) => {
      await confirmAlternateEmail(ctx, request.body.Key);
      return ok(null, request.t('settingsAlternateEmailConfirmed'));
    },
  );
};
