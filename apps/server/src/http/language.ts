import fp from 'fastify-plugin';
import { pickLanguage, translate, type MessageKey, type MessageParams } from '@tradepact/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, chosen from Accept-Language among the catalogues we have. */
    language: string;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', function (key: MessageKey, params?: MessageParams) {
    return translate(this.language, key, params);
  });
  // A callback, not an async function: every request passes here, and a promise each is garbage.
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    done();
  });
});
