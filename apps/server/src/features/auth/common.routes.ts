import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi, captchaIdSchema, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { notFound } from '../../http/app-error.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { subscriptionService } from '../billing/subscription.service.js';
import { accountsContext } from './context.js';
import { captchaAnswer, drawCaptcha } from './captcha.service.js';
import { isCanadianAddress } from './geo.js';
import { readActivationKey } from './registration.service.js';

/** Activation link, captcha and the outside-Canada check (doc 1 §7 common calls). */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);

  app.get(
    authApi.readKey.path,
    { ...routeOf(authApi.readKey), preHandler: rateLimits(app, perIp(30, '1 minute')) },
    async (request) => {
      // Doc 3 §7 uses the same call on the return from paying: a key naming a checkout of the caller.
      const payment = request.userId
        ? await subscriptionService(app.deps).readKey(request.userId, request.query.key, request.language)
        : undefined;
      if (payment) return ok(payment);
      const { phone } = await readActivationKey(ctx, request.query.key);
      return {
        ...ok({ PhoneNumber: phone }, request.t('authAccountActivated')),
        Code: 'authAccountActivated' as const,
      };
    },
  );

  // A PNG, not the envelope: outside the API table (http/routes-outside-api-table.ts).
  app.get(
    '/api/common/captcha',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'A new captcha image for the id',
        querystring: z.object({ id: captchaIdSchema }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const png = await drawCaptcha(ctx.db, request.query.id);
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  app.get(authApi.isCanadaIp.path, routeOf(authApi.isCanadaIp), async (request) =>
    ok(isCanadianAddress(request.ip)),
  );

  if (app.deps.config.env === 'test') {
    app.get(authApi.devCaptcha.path, routeOf(authApi.devCaptcha), async (request) => {
      const answer = await captchaAnswer(ctx.db, request.query.id);
      if (!answer) throw notFound();
      return ok(answer);
    });
  }
};
