import type { Language, PageCatalogue } from '@tradepact/shared';
import type { ResourceLanguage } from 'i18next';
import type { PublicUiCatalogue, SignedInUiCatalogue } from './en/ui';

/**
 * Every language's catalogues are found by file name, so adding a language means adding files, not
 * changing code: in src/i18n/<lang>/, ui.public.ts exporting `publicUi` and messages.ts exporting
 * `pageMessages` (the shared messages the pages show), loaded before the first render, and
 * ui.signedIn.ts exporting `signedInUi`, loaded with the signed-in app. Each is a chunk of its own,
 * so a visitor downloads the words of one language only.
 */
const publicModules = import.meta.glob<{ publicUi: PublicUiCatalogue }>('./*/ui.public.ts');
const messageModules = import.meta.glob<{ pageMessages: PageCatalogue }>('./*/messages.ts');
const signedInModules = import.meta.glob<{ signedInUi: SignedInUiCatalogue }>('./*/ui.signedIn.ts');

/** Downloads what every page of a language reads: namespaces 'ui' (public labels) and 'messages'. */
export async function loadPublicCatalogues(language: Language): Promise<ResourceLanguage> {
  const [ui, messages] = await Promise.all([
    publicModules[`./${language}/ui.public.ts`]?.(),
    messageModules[`./${language}/messages.ts`]?.(),
  ]);
  if (!ui || !messages) throw new Error(`no catalogue for the language ${language}`);
  return { ui: ui.publicUi, messages: messages.pageMessages };
}

/** Downloads a language's signed-in labels. */
export async function loadSignedInCatalogue(language: Language): Promise<SignedInUiCatalogue> {
  const labels = await signedInModules[`./${language}/ui.signedIn.ts`]?.();
  if (!labels) throw new Error(`no signed-in labels for the language ${language}`);
  return labels.signedInUi;
}
