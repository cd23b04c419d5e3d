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
  EnableEmailTwoFactor: boolean;
  ReceiveGeneralEmailNotifications: boolean;
  ReceiveGeneralAlternateEmailNotifications: boolean;
  EnableSmsTwoFactor: boolean;
  ReceiveGeneralSmsNotifications: boolean;
}

/** Data of POST /api/identity/updateusersettings: new tokens (password changed), or where a code may go (203). */
export type SaveSettingsAnswer = TokenPair | { Accounts: string[] } | null;

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
