/** What other features may read of an account; they go through here, never through the repository. */
export { findUserById, type UserRow } from './accounts.repository.js';
