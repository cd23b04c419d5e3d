export * from './form.js';
export * from './payment.js';
export * from './expiry.js';
export * from './terms.js';
export * from './rules.js';
export * from './reference-lists.js';
export * from './document-code.js';
export * from './clause-numbers.js';
