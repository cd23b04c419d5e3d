import { useQuery } from '@tanstack/react-query';
import type { LocalCardPage } from '@tradepact/shared';
import { cardPaymentsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { LocalCardPage };

/** The local card page's payment under the invoice's key: what it charges, and whether it is paid. */
export function useLocalCardPage(key: string, payment: string) {
  return useQuery({
    queryKey: ['pay', 'localcard', key, payment] as const,
    queryFn: async ({ signal }) =>
      dataOf(await call(cardPaymentsApi.localPage, { key, payment }, { signal, toast: false })),
    staleTime: 0,
    retry: false,
  });
}

/** Pays on the local card page (no money moves); answers where to go next, or the refusal's envelope. */
export const payLocally = (key: string, paymentId: string) =>
  call(cardPaymentsApi.localPay, { Key: key, PaymentId: paymentId });
