import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { okResponse } from '../../http/envelope.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { accountsContext } from './context.js';
import { captchaAnswer, drawCaptcha } from './captcha.service.js';
import { isCanadianAddress } from './geo.js';
import { readActivationKey } from './registration.service.js';

const captchaId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);

/** Activation link, captcha and the outside-Canada check (doc 1 §7 common calls). */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = accountsContext(app.deps);

  app.get(
    '/api/common/readkey',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'Confirm the email of the activation link; texts the activation code',
        querystring: z.object({ key: z.string().trim().min(1).max(200) }),
        response: okResponse(z.object({ PhoneNumber: z.string() })),
      },
    },
    async (request) => {
      const { phone } = await readActivationKey(ctx, request.query.key, request.language);
      return {
        Type: 200,
        Content: request.t('authAccountActivated'),
        Code: 'authAccountActivated' as const,
        Data: { PhoneNumber: phone },
      };
    },
  );

  app.get(
    '/api/common/captcha',
    {
      preHandler: rateLimits(app, perIp(30, '1 minute')),
      schema: {
        summary: 'A new captcha image for the id',
        querystring: z.object({ id: captchaId }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const png = await drawCaptcha(ctx.db, request.query.id);
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  app.get(
    '/api/common/iscanadaip',
    { schema: { summary: 'Whether the caller appears to be in Canada', response: okResponse(z.boolean()) } },
    async (request) => ({ Type: 200, Content: '', Data: isCanadianAddress(request.ip) }),
  );

  if (app.deps.config.env === 'test') {
    app.get(
      '/api/dev/captcha',
      {
        schema: {
          summary: 'Test mode only: the answer of a captcha',
          querystring: z.object({ id: captchaId }),
          response: okResponse(z.string()),
        },
      },
      async (request) => {
        const answer = await captchaAnswer(ctx.db, request.query.id);
        if (!answer) throw notFound();
        return { Type: 200, Content: '', Data: answer };
      },
    );
  }
};
