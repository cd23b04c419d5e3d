import { useMutation } from '@tanstack/react-query';
import { notificationChoicesApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

/**
 * POST /api/notifications/unsubscribe with the token of an email's link: turns that address's general
 * emails off, no sign-in needed. The page shows a refusal itself, so no toast.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      dataOf(await call(notificationChoicesApi.unsubscribe, { Token: token }, { toast: false })),
  });
}
