import fp from 'fastify-plugin';
import {
  isLanguage,
  languageCookie,
  pickLanguage,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@tradepact/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: the visitor's explicit choice (requestLanguage), else Accept-Language's. */
    language: Language;
    t(key: MessageKey, params?: MessageParams): string;
  }
}

const chosenLanguage = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`);

/** The language the visitor chose (the language cookie, which the language switch and signing in set), if any. */
export function chosenLanguageOf(headers: { cookie?: string }): Language | undefined {
  const chosen = headers.cookie?.match(chosenLanguage)?.[1];
  return isLanguage(chosen) ? chosen : undefined;
}

/**
 * The language a request is answered in: the one the visitor chose (chosenLanguageOf), else the
 * first of their browser's Accept-Language we speak.
 */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return chosenLanguageOf(headers) ?? pickLanguage(headers['accept-language']);
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', function (key: MessageKey, params?: MessageParams) {
    return translate(this.language, key, params);
  });
  // A callback, not an async function: every request passes here, and a promise each is garbage.
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = requestLanguage(request.headers);
    done();
  });
});
