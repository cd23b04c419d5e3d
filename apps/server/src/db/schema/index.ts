export * from './billing.js';
export * from './content.js';
export * from './files.js';
export * from './notifications.js';
export * from './users.js';
export * from './auth.js';
export * from './profile.js';
export * from './projects.js';
