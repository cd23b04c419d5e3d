import './globalStyles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { PayRoot } from './features/pay/PayRoot';
import { startLanguage } from './i18n';
import { loadPayLabels } from './i18n/loadLabels';
import { pageLanguage } from './i18n/pageLanguage';

// invoice.html's script: an invoice's pay page alone, without the router of the rest of the app
// (main.tsx), as signature.html's is the signing page alone.
const container = document.getElementById('root');
if (!container) throw new Error('invoice.html has no #root element');

const page = (
  <StrictMode>
    <AppProviders>
      <PayRoot />
    </AppProviders>
  </StrictMode>
);

// As main.tsx: the page's words first (the public ones and the page's own, side by side), then the
// build's drawing of the first screen is taken over.
const language = pageLanguage();
void Promise.all([startLanguage(language), loadPayLabels(language)]).finally(() => {
  if (container.hasChildNodes()) hydrateRoot(container, page);
  else createRoot(container).render(page);
});
