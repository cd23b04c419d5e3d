import { loadSignedInCatalogue } from './catalogues';
import { i18n } from './index';

const added = new Set<string>();

/**
 * Loads the signed-in app's labels (src/i18n/<lang>/ui.signedIn.ts) for the language i18next reads
 * and its fallbacks. The router waits for it before drawing the signed-in shell, so no signed-in page
 * shows a bare key. The labels join namespace 'ui' beside the public ones (a deep merge), so
 * `t('nav.myProjects')` reads the same whichever part a label comes from.
 */
export async function loadSignedInLabels(): Promise<void> {
  await Promise.all(
    i18n.languages
      .filter((language) => !added.has(language))
      .map(async (language) => {
        const labels = await loadSignedInCatalogue(language);
        if (!labels) return;
        i18n.addResourceBundle(language, 'ui', labels, true, false);
        added.add(language);
      }),
  );
}
