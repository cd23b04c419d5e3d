/**
 * The HTTP API, one table per feature: each endpoint's method, path, request and answer schemas.
 * The server registers its routes from these and the web client takes its types from them.
 */
export * from './endpoint.js';
export * from './contract-summary.js';
export * from './contacts.js';
export * from './projects.js';
