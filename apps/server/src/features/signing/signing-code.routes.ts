import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signingCodeApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { passCookiePath } from './signing-code-pass.js';
import { signingCodeService } from './signing-code.service.js';
import { requestMeta } from './signing.routes.js';

/**
 * Issue 32 §4, a code before opening: the code texted to a key's signer, and its check, whose right
 * answer gives this browser the pass the key endpoints ask for (docs/api/signing.md).
 */
export const signingCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, notifier, config, authKey, queue } = app.deps;
  const codes = signingCodeService({ db: database.db, notifier, queue, authSecret: authKey.secret });
  // Keys are 256-bit: the limit is against floods from one address; each signer's codes have their own.
  const keyLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
  const secure = config.publicUrl.startsWith('https://');

  app.post(
    signingCodeApi.send.path,
    { ...routeOf(signingCodeApi.send), config: keyLimit },
    async (request) => {
      const sent = await codes.send(request.body.code, requestMeta(request));
      return ok(sent, request.t('signingCodeSent', { phone: sent.Phone }));
    },
  );

  app.post(
    signingCodeApi.check.path,
    { ...routeOf(signingCodeApi.check), config: keyLimit },
    async (request, reply) => {
      const { code, textedCode } = request.body;
      const pass = await codes.check(code, textedCode, requestMeta(request));
      reply.setCookie(pass.name, pass.value, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: passCookiePath,
        expires: pass.expires,
      });
      return ok(null);
    },
  );
};
