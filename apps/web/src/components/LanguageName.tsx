import { languageNames, type Language } from '@tradepact/shared';

/**
 * A language's own name ("Français"), marked as written in that language: a screen reader reading an
 * English page says it with a French voice, as it would a French page's "English" with an English one.
 */
export function LanguageName({ language }: { language: Language }) {
  return <span lang={language}>{languageNames[language]}</span>;
}
