import { useQuery } from '@tanstack/react-query';
import { authApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../../lib/http';

export const userSettingsKey = ['identity', 'usersettings'] as const;

/** Log-In Settings as the server keeps them. The page shows a failure itself, so no toast. */
export function useUserSettings() {
  return useQuery({
    queryKey: userSettingsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(authApi.userSettings, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}
