import { useQuery } from '@tanstack/react-query';
import type { TokenPair } from '@tradepact/shared';
import { dataOf, get } from '../../../lib/http';
import { authApi } from '../api';

/** GET /api/identity/usersettings (doc 3 §3 "User settings"). */
export interface UserSettings {
  FirstName: string;
  LastName: string;
  Email: string;
  AlternateEmail: string | null;
  PhoneNumber: string;
  /** A new email or number waiting for the code sent to it ('' when none); Email and PhoneNumber stay in use until then. */
  PendingEmail: string;
  PendingPhoneNumber: string;
  EnableEmailTwoFactor: boolean;
  ReceiveGeneralEmailNotifications: boolean;
  ReceiveGeneralAlternateEmailNotifications: boolean;
  EnableSmsTwoFactor: boolean;
  ReceiveGeneralSmsNotifications: boolean;
}

/** Data of POST /api/identity/updateusersettings: new tokens (password changed), or where a code may go (203). */
export type SaveSettingsAnswer = TokenPair | { Accounts: string[] } | null;

/** A pending new email or mobile number (docs/api/accounts.md). */
export const contactChangeApi = {
  confirm: '/api/identity/confirmcontactchange',
  resend: '/api/identity/resendcontactchange',
  cancel: '/api/identity/cancelcontactchange',
} as const;

export const userSettingsKey = ['identity', 'usersettings'] as const;

/** The page shows a failure itself, so no toast. */
export function useUserSettings() {
  return useQuery({
    queryKey: userSettingsKey,
    queryFn: ({ signal }) =>
      get<UserSettings>(authApi.userSettings, undefined, { signal, toast: false }).then(dataOf),
    staleTime: 0,
  });
}
