export * from './invoice-terms.js';
export * from './receivables.js';
export * from './progress.js';
