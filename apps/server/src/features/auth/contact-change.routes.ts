import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { unauthorized } from '../../http/app-error.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { currentUserId } from './authenticate.js';
import { accountsContext } from './context.js';
import { findUserById } from './accounts.repository.js';
import {
  cancelPendingContact,
  confirmPendingContact,
  sendConfirmationCode,
} from './contact-change.service.js';

/** A new email or mobile number of the log-in settings, pending until the code sent to it is entered. */
export const contactChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);
  const signedInUser = async (request: Parameters<typeof currentUserId>[0]) => {
    const user = await findUserById(ctx.db, currentUserId(request));
    if (!user) throw unauthorized();
    return user;
  };

  app.post(
    authApi.confirmContactChange.path,
    // Each pending code is voided after five misses, and a new one takes 60 s: guessing is hopeless.
    { ...routeOf(authApi.confirmContactChange), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request) => {
      const { Kind, Code } = request.body;
      await confirmPendingContact(ctx, await signedInUser(request), Kind, Code);
      return ok(null, request.t(Kind === 'email' ? 'settingsEmailConfirmed' : 'settingsPhoneConfirmed'));
    },
  );

  app.post(
    authApi.resendContactChange.path,
    { ...routeOf(authApi.resendContactChange), preHandler: rateLimits(app, perIp(10, '1 minute')) },
    async (request) => {
      const { Kind } = request.body;
      await sendConfirmationCode(ctx, await signedInUser(request), Kind, request.language);
      return ok(null, request.t(Kind === 'email' ? 'authCodeSentEmail' : 'authCodeSentPhone'));
    },
  );

  app.post(
    authApi.cancelContactChange.path,
    { ...routeOf(authApi.cancelContactChange), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request) => {
      await cancelPendingContact(ctx, await signedInUser(request), request.body.Kind);
      return ok(null, request.t('settingsContactChangeCancelled'));
    },
  );
};
