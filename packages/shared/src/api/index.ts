/**
 * The HTTP API, one table per feature: each endpoint's method, path, request and answer schemas.
 * The server registers its routes from these and the web client takes its types from them.
 */
export * from './endpoint.js';
export * from './auth.js';
export * from './session-paths.js';
export * from './request-headers.js';
export * from './contract-summary.js';
export * from './contacts.js';
export * from './projects.js';
export * from './profile.js';
export * from './billing.js';
export * from './content.js';
export * from './files.js';
export * from './notifications.js';
export * from './contracts.js';
export * from './sending.js';
export * from './templates.js';
export * from './signing.js';
export * from './signing-code.js';
export * from './paper-and-reminders.js';
export * from './signing-reminders.js';
export * from './blog.js';
export * from './writing-help.js';
export * from './account-closing.js';
export * from './notification-choices.js';
export * from './payments.js';
export * from './payment-settings.js';
export * from './card-payments.js';
export * from './integrations.js';
export * from './integrator-shapes.js';
export * from './integrator.js';
