import './globalStyles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { SigningRoot } from './features/signing/SigningRoot';
import { startLanguage } from './i18n';
import { loadSigningLabels } from './i18n/loadLabels';
import { pageLanguage } from './i18n/pageLanguage';

// signature.html's script: the signing page alone, without the router of the rest of the app (main.tsx),
// which was a seventh of what a client downloaded before signing.
const container = document.getElementById('root');
if (!container) throw new Error('signature.html has no #root element');

const page = (
  <StrictMode>
    <AppProviders>
      <SigningRoot />
    </AppProviders>
  </StrictMode>
);

// As main.tsx: the page's words first (the public ones and the page's own, side by side), then the
// build's drawing of the first screen is taken over.
const language = pageLanguage();
void Promise.all([startLanguage(language), loadSigningLabels(language)]).finally(() => {
  if (container.hasChildNodes()) hydrateRoot(container, page);
  else createRoot(container).render(page);
});
