/** An endpoint's page, under Settings (its sidebar link stays the active one). */
export const endpointPath = (id: string) => `/Settings/Webhook/${id}`;

/** Settings, scrolled to the Integrations section: where an endpoint's page leads back to. */
export const integrationsAnchor = 'integrations';
export const integrationsPath = `/Settings#${integrationsAnchor}`;
