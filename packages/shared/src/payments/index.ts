export * from './invoice-terms.js';
export * from './receivables.js';
