import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAppModal } from '../components/AppModal';
import { loadClauseEditor } from '../features/contracts/clauses/LazyClauseEditor';
import { languageCookie } from '@tradepact/shared';
import { i18n, startLanguage } from '../i18n';
import { showLanguage } from '../i18n/switchLanguage';
import {
  loadAuthLabels,
  loadBlogLabels,
  loadContractPaymentsLabels,
  loadEmailLinkLabels,
  loadGettingPaidLabels,
  loadGuidesLabels,
  loadHomeLabels,
  loadIntegrationsLabels,
  loadOutboxLabels,
  loadPayLabels,
  loadProfilePageLabels,
  loadSignedInLabels,
  loadSigningCodeLabels,
  loadSigningLabels,
  loadSigningRemindersLabels,
  loadRemindersLabels,
  loadVerifyLabels,
} from '../i18n/loadLabels';
import { installMatchMedia, resetViewport } from './viewport';

// Route pages and each language's words are lazy chunks; the first import of one can take seconds
// under test on a loaded machine (the French page tests waited 5 s and more at load 6-8).
configure({ asyncUtilTimeout: 10_000 });

// Tests draw pages in English, and signed-in pages without the router, which would load their labels.
await startLanguage('en');
await Promise.all([
  loadSignedInLabels(),
  loadGuidesLabels(),
  loadHomeLabels(),
  loadVerifyLabels(),
  loadEmailLinkLabels(),
  loadOutboxLabels(),
  loadSigningLabels(),
  loadSigningCodeLabels(),
  loadPayLabels(),
  loadProfilePageLabels(),
  loadBlogLabels(),
  loadAuthLabels(),
  loadContractPaymentsLabels(),
  loadGettingPaidLabels(),
  loadIntegrationsLabels(),
  loadSigningRemindersLabels(),
  loadRemindersLabels(),
]);
// Modals and the clause editor download their code when needed (AppModal, LazyClauseEditor); here
// it is there before any test.
await Promise.all([loadAppModal(), loadClauseEditor()]);

// What Mantine needs and jsdom lacks.
installMatchMedia();

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

afterEach(async () => {
  cleanup();
  // The toasts' store is the module's, which the files a worker runs share (isolate: false).
  notifications.clean();
  window.localStorage.clear();
  resetViewport();
  // So are the document's cookies and the language shown: a language a test chose with the switch
  // would make the next file's page ignore its contract's language (the reader's choice wins).
  document.cookie = `${languageCookie}=; path=/; max-age=0`;
  if (i18n.language !== 'en') await showLanguage('en');
});
