/**
 * The paths of the calls that make and renew a session, apart from their table (auth.ts): the web
 * client renews sessions on every page, and importing the table there would put zod and every
 * account schema in the first script of pages that never use them.
 */
export const sessionPaths = {
  login: '/api/auth/login',
  login2fa: '/api/auth/login2fa',
  refreshToken: '/api/auth/refreshToken',
} as const;
