import { catalogues as messageCatalogues, defaultLanguage } from '@tradepact/shared';
import type { Resource, ResourceLanguage } from 'i18next';
import type { UiCatalogue } from './en/ui';

/**
 * Every language's UI catalogue, found by file name: src/i18n/<lang>/ui.ts exporting `ui`.
 * Adding a language means adding files, not changing code.
 */
const uiModules = import.meta.glob<{ ui: UiCatalogue }>('./*/ui.ts', { eager: true });

export const uiCatalogues: Record<string, UiCatalogue> = Object.fromEntries(
  Object.entries(uiModules).map(([path, module]) => [path.split('/')[1] ?? defaultLanguage, module.ui]),
);

/** Languages the product speaks: those of the shared message catalogue. */
export const languages = Object.keys(messageCatalogues);

/** i18next resources: per language, namespace 'messages' (shared) and 'ui' (this app) when it exists. */
export const resources: Resource = Object.fromEntries(
  languages.map((language) => {
    const namespaces: ResourceLanguage = { messages: messageCatalogues[language] ?? {} };
    const ui = uiCatalogues[language];
    if (ui) namespaces.ui = ui;
    return [language, namespaces];
  }),
);
