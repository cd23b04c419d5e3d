import { isLanguage, type Language } from '@tradepact/shared';
import { loadSignedInCatalogue } from './catalogues';
import { i18n } from './index';

const added = new Map<Language, Promise<void>>();

/**
 * Loads the signed-in app's labels (src/i18n/<lang>/ui.signedIn.ts) for the language shown, once.
 * The router waits for it before drawing the signed-in shell, so no signed-in page shows a bare key.
 * The labels join namespace 'ui' beside the public ones (a deep merge), so `t('nav.myProjects')`
 * reads the same whichever part a label comes from.
 */
export function loadSignedInLabels(language: string = i18n.language): Promise<void> {
  if (!isLanguage(language)) return Promise.resolve();
  let adding = added.get(language);
  if (!adding) {
    adding = loadSignedInCatalogue(language).then((labels) => {
      i18n.addResourceBundle(language, 'ui', labels, true, false);
    });
    adding.catch(() => added.delete(language));
    added.set(language, adding);
  }
  return adding;
}
