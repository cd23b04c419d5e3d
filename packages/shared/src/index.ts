export * from './envelope.js';
export * from './format.js';
export * from './limits.js';
export * from './messages/index.js';
export * from './patterns.js';
export * from './plans.js';
export * from './provinces.js';
export * from './validation/account.js';
