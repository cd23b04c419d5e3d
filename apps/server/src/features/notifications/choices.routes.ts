import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import twilio from 'twilio';
import { z } from 'zod';
import { notificationChoicesApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { sendRefusal } from '../../http/error-handler.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { notificationChoicesService } from './choices.service.js';

/** What Twilio expects back from a message webhook that sends no reply. */
const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * General notifications, changed without signing in: the unsubscribe page's call, the mail programs'
 * one-click unsubscribe (RFC 8058) and the SMS provider's inbound webhook. The last two are called by
 * others' servers with form posts and answer outside the envelope (http/routes-outside-api-table.ts).
 */
export const notificationChoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, authKey } = app.deps;
  const service = notificationChoicesService(database.db, authKey.secret);
  // A person opens the page; mail providers' and Twilio's servers post for many people from few
  // addresses, so theirs count far more per address (their tokens and signatures are the guard).
  const pageLimit = rateLimits(app, perIp(60, '1 minute'));
  const serverLimit = rateLimits(app, perIp(2000, '1 minute'));

  // Both outside callers post forms; this plugin's routes read them as plain objects.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const unsubscribe = notificationChoicesApi.unsubscribe;
  app.post(unsubscribe.path, { ...routeOf(unsubscribe), preHandler: pageLimit }, async (request) =>
    ok({ Switch: await service.unsubscribe(request.body.Token) }),
  );

  app.post(
    '/api/notifications/unsubscribe/one-click',
    {
      preHandler: serverLimit,
      schema: {
        summary: 'One-click unsubscribe from a general email (RFC 8058), posted by the mail program',
        querystring: z.object({ token: z.string().max(200) }),
        body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
      },
    },
    async (request, reply) => {
      await service.unsubscribe(request.query.token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/notifications/sms/inbound',
    {
      preHandler: serverLimit,
      schema: { summary: 'Inbound text message from Twilio, signed (X-Twilio-Signature)' },
    },
    async (request, reply) => {
      const signature = request.headers['x-twilio-signature'];
      const params = (request.body ?? {}) as Record<string, string>;
      // Twilio signs the address it was given (PUBLIC_URL's) with the posted fields.
      const signed =
        config.twilio !== undefined &&
        typeof signature === 'string' &&
        twilio.validateRequest(
          config.twilio.authToken,
          signature,
          `${config.publicUrl}${request.url}`,
          params,
        );
      if (!signed) return sendRefusal(request, reply, 403, 'commonForbidden');
      await service.inboundSms(String(params.From ?? ''), String(params.Body ?? ''));
      return reply.type('text/xml').send(emptyTwiml);
    },
  );
};
