import { isLanguage, pickLanguage, type Language } from '@tradepact/shared';

/**
 * The language to show this page in: the one the server wrote into `<html lang>` (the visitor's
 * choice, remembered in a cookie, else their browser's Accept-Language: apps/server/src/http/language.ts),
 * which a page drawn on the server was drawn in; else, where no server chose (the development
 * server), the browser's languages.
 */
export function pageLanguage(): Language {
  const written = document.documentElement.lang;
  if (isLanguage(written)) return written;
  return pickLanguage(navigator.languages.join(',') || navigator.language);
}
