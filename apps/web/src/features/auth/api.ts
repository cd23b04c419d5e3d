import type { ExternalProvider, TokenPair, VerificationChoices, VerificationTarget } from '@tradepact/shared';

/**
 * The accounts API is `authApi` of @tradepact/shared (docs/api/accounts.md), called with `call()`.
 * The two addresses below answer no envelope (an image, a redirect), so the table leaves them out.
 */
export const captchaImagePath = '/api/common/captcha';

/** Where the browser goes to sign in with a provider (a full page navigation, not a fetch). */
export const externalSignInUrl = (provider: ExternalProvider) => `/api/auth/external/${provider}`;

/** The captcha image for `id`; a new id shows a new image. */
export function captchaUrl(id: string): string {
  return `${captchaImagePath}?id=${encodeURIComponent(id)}`;
}

/** A random id for the captcha (doc 1 §3: captchaId is random). */
export function newCaptchaId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Whether the Data of a sign-in or settings answer is a token pair, not where a code went (203). */
export function hasTokens(
  data: TokenPair | VerificationTarget | VerificationChoices | null,
): data is TokenPair {
  return Boolean(data && 'AccessToken' in data && data.AccessToken);
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
