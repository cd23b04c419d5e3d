import type { RouteObject } from 'react-router';
import { loadIntegrationsLabels } from '../../i18n/loadLabels';

/** A webhook endpoint's page (issue 34 §2), under Settings, where its section lists it. */
export const integrationsRoutes: RouteObject[] = [
  {
    path: 'Settings/Webhook/:id',
    lazy: async () => {
      const [page] = await Promise.all([import('./WebhookEndpointPage'), loadIntegrationsLabels()]);
      return { Component: page.WebhookEndpointPage };
    },
  },
];
