import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
  userSettingsSchema,
} from '@tradepact/shared';
import { unauthorized } from '../../http/app-error.js';
import { okResponse } from '../../http/envelope.js';
import { perAccount, perIp, rateLimits } from '../../http/rate-limits.js';
import { currentUserId, requireUser, setAccessCookie } from './authenticate.js';
import { accountsContext } from './context.js';
import { emailTaken, findUserById, phoneTaken } from './accounts.repository.js';
import { register } from './registration.service.js';
import { readSettings, updateSettings } from './settings.service.js';
import { resetPassword, sendCode } from './sign-in.service.js';
import { tokenPairSchema } from './auth.routes.js';
import { contactChangeRoutes } from './contact-change.routes.js';

const settingsSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  AlternateEmail: z.string(),
  PhoneNumber: z.string(),
  PendingEmail: z.string(),
  PendingPhoneNumber: z.string(),
  EnableEmailTwoFactor: z.boolean(),
  ReceiveGeneralEmailNotifications: z.boolean(),
  ReceiveGeneralAlternateEmailNotifications: z.boolean(),
  EnableSmsTwoFactor: z.boolean(),
  ReceiveGeneralSmsNotifications: z.boolean(),
});

/** Registration, codes, existence checks, password reset and log-in settings (doc 1 §7, doc 3 §7). */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);
  await app.register(contactChangeRoutes);

  app.post(
    '/api/identity/register',
    {
      preHandler: rateLimits(app, perIp(20, '1 hour')),
      schema: { summary: 'Create an account', body: registerSchema, response: okResponse(z.null()) },
    },
    async (request) => {
      await register(ctx, request.body, request.language);
      return { Type: 200, Content: request.t('registerSuccess'), Data: null };
    },
  );

  app.get(
    '/api/identity/CheckEmailExists',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'Whether another account uses this email',
        querystring: z.object({ email: z.string().trim().max(300) }),
        response: okResponse(z.boolean()),
      },
    },
    async (request) => ({
      Type: 200,
      Content: '',
      Data: await emailTaken(ctx.db, request.query.email, request.userId ?? undefined),
    }),
  );

  app.get(
    '/api/identity/CheckPhoneNumberExists',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'Whether another account uses this mobile number',
        querystring: z.object({ phoneNumber: z.string().trim().max(50) }),
        response: okResponse(z.boolean()),
      },
    },
    async (request) => ({
      Type: 200,
      Content: '',
      Data: await phoneTaken(ctx.db, request.query.phoneNumber, request.userId ?? undefined),
    }),
  );

  app.post(
    '/api/identity/send2fa',
    {
      preHandler: rateLimits(app, perIp(10, '1 minute'), perAccount(10, '1 hour')),
      schema: {
        summary: 'Send a six-digit code to an email or mobile number',
        body: sendCodeSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const kind = await sendCode(ctx, request.body.account, request.language);
      return {
        Type: 200,
        Content: request.t(kind === 'email' ? 'authCodeSentEmail' : 'authCodeSentPhone'),
        Data: null,
      };
    },
  );

  app.post(
    '/api/identity/ResetPassword2Fa',
    {
      preHandler: rateLimits(app, perIp(10, '1 minute'), perAccount(10, '15 minutes')),
      schema: {
        summary: 'Set a new password with a code',
        body: resetPasswordSchema,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { Type: 200, Content: '', Data: null };
    },
  );

  app.get(
    '/api/identity/usersettings',
    { onRequest: requireUser, schema: { summary: 'Log-in settings', response: okResponse(settingsSchema) } },
    async (request) => {
      const user = await findUserById(ctx.db, currentUserId(request));
      if (!user) throw unauthorized();
      return { Type: 200, Content: '', Data: readSettings(user) };
    },
  );

  app.post(
    '/api/identity/updateusersettings',
    {
      onRequest: requireUser,
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'Save log-in settings; 203 asks for a code when the email, phone or password changes',
        body: userSettingsSchema,
        response: {
          ...okResponse(tokenPairSchema.nullable()),
          203: envelopeSchema(z.object({ Accounts: z.array(z.string()) })),
        },
      },
    },
    async (request, reply) => {
      const user = await findUserById(ctx.db, currentUserId(request));
      if (!user) throw unauthorized();
      const meta = { userAgent: String(request.headers['user-agent'] ?? ''), ip: request.ip };
      const outcome = await updateSettings(ctx, user, request.body, meta, request.language);
      if (outcome.kind === 'verify') {
        return reply.status(203).send({
          Type: 203,
          Content: request.t('identityVerificationRequired'),
          Code: 'identityVerificationRequired',
          Data: { Accounts: outcome.accounts },
        });
      }
      if (outcome.kind === 'unchanged') {
        return { Type: 200, Content: request.t('noChangesMade'), Code: 'noChangesMade' as const, Data: null };
      }
      const content = request.t(outcome.pending ? 'settingsSavedPendingContact' : 'settingsSaved');
      if (!outcome.tokens) return { Type: 200, Content: content, Data: null };
      setAccessCookie(reply, outcome.tokens.AccessToken, outcome.tokens.accessExpires, ctx.secureCookies);
      const { AccessToken, RefreshToken, AccessExpires } = outcome.tokens;
      return { Type: 200, Content: content, Data: { AccessToken, RefreshToken, AccessExpires } };
    },
  );
};
