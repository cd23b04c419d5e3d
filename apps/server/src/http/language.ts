import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
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
    readonly language: Language;
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

const worked = Symbol('the request language, once worked out');

/**
 * Gives requests their language, worked out from the headers when first asked rather than by a hook
 * on every request: pages' files and the answers that speak no words never ask.
 */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest(worked, undefined);
  app.decorateRequest('language', {
    getter(this: FastifyRequest & { [worked]?: Language }) {
      return (this[worked] ??= requestLanguage(this.headers));
    },
  });
  app.decorateRequest('t', function (key: MessageKey, params?: MessageParams) {
    return translate(this.language, key, params);
  });
});
