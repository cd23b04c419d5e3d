import { defaultLanguage, pageCatalogues } from '@tradepact/shared';
import type { Resource, ResourceLanguage } from 'i18next';
import type { PublicUiCatalogue, SignedInUiCatalogue } from './en/ui';

/**
 * Every language's UI catalogue is found by file name, so adding a language means adding files, not
 * changing code: src/i18n/<lang>/ui.public.ts exporting `publicUi`, loaded with the app, and
 * src/i18n/<lang>/ui.signedIn.ts exporting `signedInUi`, downloaded with the signed-in app.
 */
const publicModules = import.meta.glob<{ publicUi: PublicUiCatalogue }>('./*/ui.public.ts', {
  eager: true,
});
const signedInModules = import.meta.glob<{ signedInUi: SignedInUiCatalogue }>('./*/ui.signedIn.ts');

const languageOf = (path: string) => path.split('/')[1] ?? defaultLanguage;

/** Languages the product speaks: those of the shared message catalogue. */
export const languages = Object.keys(pageCatalogues);

/** i18next resources: per language, namespace 'messages' (shared) and 'ui' (public labels) when it exists. */
export const resources: Resource = Object.fromEntries(
  languages.map((language) => {
    const namespaces: ResourceLanguage = { messages: pageCatalogues[language] ?? {} };
    const ui = Object.entries(publicModules).find(([path]) => languageOf(path) === language)?.[1];
    if (ui) namespaces.ui = ui.publicUi;
    return [language, namespaces];
  }),
);

/** Downloads a language's signed-in labels; undefined when the language has none. */
export function loadSignedInCatalogue(language: string): Promise<SignedInUiCatalogue> | undefined {
  const load = Object.entries(signedInModules).find(([path]) => languageOf(path) === language)?.[1];
  return load?.().then((module) => module.signedInUi);
}
