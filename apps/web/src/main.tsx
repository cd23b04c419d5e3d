import '@fontsource-variable/inter';
// Mantine's styles sit in a cascade layer, so the app's own styles win whatever order chunks load in:
// the signed-in app and the toasts bring their packages' styles with their own code.
import '@mantine/core/styles.layer.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setNavigator } from './lib/navigation';

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
