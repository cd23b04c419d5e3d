import type { Language, PageCatalogue } from '@tradepact/shared';
import type { ResourceLanguage } from 'i18next';
import type { GuidesUiCatalogue, PublicUiCatalogue, SignedInUiCatalogue } from './en/ui';

/**
 * Every language's catalogues are found by file name, so adding a language means adding files, not
 * changing code: in src/i18n/<lang>/, ui.public.ts exporting `publicUi` and messages.ts exporting
 * `pageMessages` (the shared messages the pages show), loaded before the first render;
 * ui.signedIn.ts exporting `signedInUi`, loaded with the signed-in app; and ui.guides.ts exporting
 * `guidesUi`, loaded with the guides (How we work, How To Use). Each is a chunk of its own, so a
 * visitor downloads the words of one language only, and of the pages they open.
 */
const publicModules = import.meta.glob<{ publicUi: PublicUiCatalogue }>('./*/ui.public.ts');
const messageModules = import.meta.glob<{ pageMessages: PageCatalogue }>('./*/messages.ts');
const signedInModules = import.meta.glob<{ signedInUi: SignedInUiCatalogue }>('./*/ui.signedIn.ts');
const guidesModules = import.meta.glob<{ guidesUi: GuidesUiCatalogue }>('./*/ui.guides.ts');

/** Downloads what every page of a language reads: namespaces 'ui' (public labels) and 'messages'. */
export async function loadPublicCatalogues(language: Language): Promise<ResourceLanguage> {
  const [ui, messages] = await Promise.all([
    publicModules[`./${language}/ui.public.ts`]?.(),
    messageModules[`./${language}/messages.ts`]?.(),
  ]);
  if (!ui || !messages) throw new Error(`no catalogue for the language ${language}`);
  return { ui: ui.publicUi, messages: messages.pageMessages };
}

/** The labels that load with some pages only, by part: added to namespace 'ui' when loaded. */
export const labelParts = {
  signedIn: async (language: Language) =>
    (await signedInModules[`./${language}/ui.signedIn.ts`]?.())?.signedInUi,
  guides: async (language: Language) => {
    const guides = (await guidesModules[`./${language}/ui.guides.ts`]?.())?.guidesUi;
    return guides && { guides };
  },
} satisfies Record<string, (language: Language) => Promise<ResourceLanguage | undefined>>;

export type LabelPart = keyof typeof labelParts;
