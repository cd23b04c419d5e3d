import type { TokenPair, UserInfo } from '@tradepact/shared';

/**
 * What the browser keeps between visits (doc 1 §3): user, token, business and the template popup's
 * flag. The first-project hint is remembered by the server, for the account (issue 29 §4).
 * Values are JSON; a value that cannot be read counts as absent.
 */

/** The signed-in user's info as GET /api/auth/userinfo answers it (doc 1 §3). */
export type StoredUser = UserInfo;

/** The business profile (doc 1 §3); the profile issue reads the rest of its fields. */
export interface StoredBusiness {
  Name?: string;
  Photo?: string;
  Signature?: string;
  [field: string]: unknown;
}

export interface StoredValues {
  user: StoredUser;
  token: TokenPair;
  business: StoredBusiness;
  /** Set once the contract-template popup has been shown. */
  templatePopup: boolean;
  /** A referral code a visitor arrived with (home page `ref`), sent with the sign-up. */
  referralCode: string;
}

export type StorageKey = keyof StoredValues;

/** The localStorage names of the values above. */
export const storageKeys: Record<StorageKey, string> = {
  user: 'tradepact.user',
  token: 'tradepact.token',
  business: 'tradepact.business',
  templatePopup: 'tradepact.templatePopup',
  referralCode: 'tradepact.referralCode',
};

/**
 * Window event saying the account's figures changed (a send, a payment, an article read): the user
 * info is read again from the server (doc 1 §4).
 */
export const refreshSubscriptionStatusEvent = 'refresh-subscription-status';

/** The cached answer of GET userinfo, which that event invalidates (app/providers.tsx). */
export const userInfoKey = ['app', 'userinfo'] as const;

export function getStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  try {
    const raw = window.localStorage.getItem(storageKeys[key]);
    return raw === null ? null : (JSON.parse(raw) as StoredValues[K]);
  } catch {
    return null;
  }
}

export function setStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    window.localStorage.setItem(storageKeys[key], JSON.stringify(value));
  } catch {
    // Storage full or disabled (private browsing): the session simply does not survive a reload.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(storageKeys[key]);
  } catch {
    // Storage disabled: nothing was stored.
  }
}

/** Removes everything this app stored (other sites' and libraries' keys are left alone). */
export function clearStored(): void {
  for (const key of Object.keys(storageKeys) as StorageKey[]) removeStored(key);
}
