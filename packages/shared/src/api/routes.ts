// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.

/*
 * The API table's endpoints with only their method and path, typed as the full table: what the web
 * client's call() needs at run time. The browser imports this (@tradepact/shared/api-routes), not the
 * table, so that zod and the answer schemas stay out of the pages' scripts. One module per table, so
 * that a page's script carries the paths of the tables it calls and no others.
 */

export { accountClosingApi } from './routes/account-closing.js';
export { authApi } from './routes/auth.js';
export { billingApi } from './routes/billing.js';
export { blogApi } from './routes/blog.js';
export { cardPaymentsApi } from './routes/card-payments.js';
export { contactsApi } from './routes/contacts.js';
export { contentApi } from './routes/content.js';
export { contractLifeApi } from './routes/contract-life.js';
export { contractPaymentsApi } from './routes/contract-payments.js';
export { contractsApi } from './routes/contracts.js';
export { filesApi } from './routes/files.js';
export { integrationsApi } from './routes/integrations.js';
export { integratorApi } from './routes/integrator.js';
export { notificationChoicesApi } from './routes/notification-choices.js';
export { notificationsApi } from './routes/notifications.js';
export { payApi } from './routes/pay.js';
export { paymentSettingsApi } from './routes/payment-settings.js';
export { profileApi } from './routes/profile.js';
export { projectsApi } from './routes/projects.js';
export { remindersApi } from './routes/reminders.js';
export { scansApi } from './routes/scans.js';
export { signingApi } from './routes/signing.js';
export { signingCodeApi } from './routes/signing-code.js';
export { signingRemindersApi } from './routes/signing-reminders.js';
export { templatesApi } from './routes/templates.js';
export { writingHelpApi } from './routes/writing-help.js';
