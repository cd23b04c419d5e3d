import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmContactChangeSchema, contactChangeKindSchema } from '@tradepact/shared';
import { unauthorized } from '../../http/app-error.js';
import { okResponse } from '../../http/envelope.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { currentUserId, requireUser } from './authenticate.js';
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
    '/api/identity/confirmcontactchange',
    {
      // Each pending code is voided after five misses, and a new one takes 60 s: guessing is hopeless.
      onRequest: requireUser,
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'Make the pending email or mobile number the account’s, with the code sent to it',
        body: confirmContactChangeSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { Kind, Code } = request.body;
      await confirmPendingContact(ctx, await signedInUser(request), Kind, Code);
      const content = Kind === 'email' ? 'settingsEmailConfirmed' : 'settingsPhoneConfirmed';
      return { Type: 200, Content: request.t(content), Data: null };
    },
  );

  app.post(
    '/api/identity/resendcontactchange',
    {
      onRequest: requireUser,
      preHandler: rateLimits(app, perIp(10, '1 minute')),
      schema: {
        summary: 'Send the code to the pending email or mobile number again',
        body: contactChangeKindSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const { Kind } = request.body;
      await sendConfirmationCode(ctx, await signedInUser(request), Kind, request.language);
      const content = Kind === 'email' ? 'authCodeSentEmail' : 'authCodeSentPhone';
      return { Type: 200, Content: request.t(content), Data: null };
    },
  );

  app.post(
    '/api/identity/cancelcontactchange',
    {
      onRequest: requireUser,
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'Drop the pending email or mobile number; the account keeps its own',
        body: contactChangeKindSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await cancelPendingContact(ctx, await signedInUser(request), request.body.Kind);
      return { Type: 200, Content: request.t('settingsContactChangeCancelled'), Data: null };
    },
  );
};
