import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountClosingApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { currentUserId } from '../auth/authenticate.js';
import { accountClosingService } from './account-closing.service.js';
import { nextStep } from '../../http/envelope.js';

/** Issue 18 §4: Settings → "Close my account" (docs/api/accounts.md). */
export const accountClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  const closing = accountClosingService(app.deps);

  app.get(accountClosingApi.closingAsk.path, routeOf(accountClosingApi.closingAsk), async (request) =>
    ok(await closing.ask(currentUserId(request))),
  );

  app.post(
    accountClosingApi.closeAccount.path,
    // The password is checked on every call: guesses are limited like the settings' current password.
    { ...routeOf(accountClosingApi.closeAccount), preHandler: rateLimits(app, perIp(10, '1 minute')) },
    async (request, reply) => {
      const outcome = await closing.close(currentUserId(request), request.body, request.language);
      if (outcome.kind === 'verify') {
        return reply
          .code(203)
          .send(nextStep(request, 'identityVerificationRequired', { Accounts: outcome.accounts }));
      }
      return ok(null, request.t('closeAccountClosed'));
    },
  );
};
