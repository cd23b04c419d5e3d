/** What other features may read of an account; they go through here, never through the repository. */
export { findUserById, findUserByReferralCode, type UserRow } from './accounts.repository.js';
