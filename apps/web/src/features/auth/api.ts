import type { TokenPair } from '@tradepact/shared';

/** The accounts API of docs/api/accounts.md. */
export const authApi = {
  login: '/api/auth/login',
  login2fa: '/api/auth/login2fa',
  userInfo: '/api/auth/userinfo',
  logout: '/api/auth/logout',
  send2fa: '/api/identity/send2fa',
  resetPassword: '/api/identity/ResetPassword2Fa',
  register: '/api/identity/register',
  checkEmail: '/api/identity/CheckEmailExists',
  checkPhone: '/api/identity/CheckPhoneNumberExists',
  captcha: '/api/common/captcha',
  readKey: '/api/common/readkey',
  isCanadaIp: '/api/common/iscanadaip',
  userSettings: '/api/identity/usersettings',
  updateUserSettings: '/api/identity/updateusersettings',
  externalProviders: '/api/auth/external/providers',
  externalExchange: '/api/auth/external/exchange',
} as const;

/** External sign-in providers the server may offer. */
export type ExternalProvider = 'google' | 'apple';

/** Where the browser goes to sign in with a provider (a full page navigation, not a fetch). */
export const externalSignInUrl = (provider: ExternalProvider) => `/api/auth/external/${provider}`;

/** Data of a password sign-in answered with 203 (two-factor enabled): where the code went. */
export interface VerificationTarget {
  Account: string;
}

/** Data of POST /api/auth/login: the tokens, or where a code went (203). */
export type LoginAnswer = TokenPair | VerificationTarget;

/** Data of GET /api/common/readkey after an activation. */
export interface ReadKeyAnswer {
  PhoneNumber?: string;
}

/** The captcha image for `id`; a new id shows a new image. */
export function captchaUrl(id: string): string {
  return `${authApi.captcha}?id=${encodeURIComponent(id)}`;
}

/** A random id for the captcha (doc 1 §3: captchaId is random). */
export function newCaptchaId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The three fields of a token pair, whatever else an answer carries. */
export function tokenPairOf(data: TokenPair): TokenPair {
  return {
    AccessToken: data.AccessToken,
    RefreshToken: data.RefreshToken,
    AccessExpires: data.AccessExpires,
  };
}

/** Where a signed-in user lands (doc 1 §2). */
export const signedInHome = '/MyProfile/0';
