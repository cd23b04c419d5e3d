import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayPage } from '@tradepact/shared';
import { payApi } from '@tradepact/shared/api-routes';
import { ApiError, call, dataOf, toQueryString, unreachableType } from '../../lib/http';

export type { PayPage };

/** The invoice's PDF as it was issued, answered as bytes under the pay key (not an envelope route). */
export function invoicePdfHref(key: string): string {
  return `/api/app/pay/pdf${toQueryString({ key })}`;
}

const payPageKey = (key: string) => ['pay', key] as const;

/** While a card payment comes back to be confirmed: how often, and how many times, the page asks again. */
const confirmingEveryMs = 4_000;
const confirmingAsks = 30;

/**
 * The invoice a pay key opens. Back from the card payment page (`confirming`), it is asked again
 * every few seconds for a couple of minutes, so the page turns to paid once the payment is confirmed.
 */
export function usePayPage(key: string, confirming: boolean) {
  return useQuery({
    queryKey: payPageKey(key),
    queryFn: async ({ signal }) => dataOf(await call(payApi.read, { key }, { signal, toast: false })),
    staleTime: Infinity,
    refetchInterval: (query) =>
      confirming &&
      query.state.data?.Invoice.Status !== 'paid' &&
      query.state.dataUpdateCount < confirmingAsks
        ? confirmingEveryMs
        : false,
  });
}

/** Shows what the server answered after a change (reported, disputed) without asking again. */
export function useShowPayPage(key: string) {
  const queryClient = useQueryClient();
  return (page: PayPage) => queryClient.setQueryData(payPageKey(key), page);
}

/**
 * The server refused the key (wrong, or the invoice withdrawn): its message is all the page may show.
 * Not a refusal: the server could not be reached or failed, which a retry may mend.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.type !== unreachableType && error.type < 500;
}

/** The client says they sent an Interac e-Transfer of `amountCents`; answers the page as it is now. */
export function reportSent(key: string, amountCents: number) {
  return call(payApi.reportSent, { Key: key, AmountCents: amountCents }, { toast: false });
}

/** The client disputes the invoice; answers the page as it is now. */
export function disputeInvoice(key: string, reason: string) {
  return call(payApi.dispute, { Key: key, Reason: reason }, { toast: false });
}

/** Starts a card or bank debit payment; answers the payment page's address to go to. */
export function startCardPayment(key: string) {
  return call(payApi.card, { Key: key }, { toast: false });
}
