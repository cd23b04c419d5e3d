import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '@tradepact/shared';
import { billingApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';
import { refreshSubscriptionStatus } from './useSubscriptionStatus';

export type {
  CheckoutPreview,
  InvoiceRow,
  LocalPaymentSession,
  SubscriptionInfo,
  SubscriptionPlan,
  SubscriptionQuota,
} from '@tradepact/shared';
export { useSubscriptionPlans } from '../home/api';

/** Doc 3 §9: invoices are shown 10 a page. */
export const invoicePageSize = 10;

/** Every cached answer of the account's billing starts so. */
export const billingKey = ['app', 'billing'] as const;

/** The account's plan, status, usage, referral and top-ups. The page shows a failure itself. */
export function useSubscription() {
  return useQuery({
    queryKey: [...billingKey, 'subscription'],
    queryFn: async ({ signal }) =>
      dataOf(await call(billingApi.subscription, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

/** Each plan's monthly quotas, for the current plan's details. */
export function useQuotas(enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'subscriptionquotas'],
    queryFn: async ({ signal }) => dataOf(await call(billingApi.quotas, undefined, { signal, toast: false })),
    enabled,
  });
}

/** One page (from 1) of the account's invoices, newest first; the page shown stays while the next loads. */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...billingKey, 'invoices', page],
    queryFn: async ({ signal }) =>
      dataOf(
        await call(
          billingApi.invoices,
          { pageIndex: page, pageSize: invoicePageSize },
          { signal, toast: false },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** What a checkout buys: a plan, or a number of extra agreements of a top-up product. */
export type CheckoutOrder =
  { kind: 'subscription'; type: number } | { kind: 'topup'; type: number; quantity: number };

/** Previews (`IsPreview`) or opens a checkout. The modal shows a refusal itself. */
export function checkout(order: CheckoutOrder, promoCode: string, preview: boolean) {
  const body: CheckoutRequest = { Type: order.type, PromoCode: promoCode, IsPreview: preview };
  return order.kind === 'subscription'
    ? call(billingApi.subscriptionCheckout, body, { toast: false })
    : call(billingApi.topUpCheckout, { ...body, Quantity: order.quantity }, { toast: false });
}

/** The plan changes, the cancel and the resume: a refusal shows as the error toast. */
export const changePlan = (type: number) => call(billingApi.changePlan, { type });
export const cancelSubscription = (reason: string) => call(billingApi.cancel, { Reason: reason });
export const resumeSubscription = () => call(billingApi.resume);

/**
 * DECISIONS "Update payment method": goes to where the card is changed and what is due is paid (the
 * provider's page, or the local payment page). A refusal shows as the error toast and answers false.
 */
export async function openCustomerPortal(): Promise<boolean> {
  const answer = await call(billingApi.customerPortal);
  if (answer.Type !== 200) return false;
  window.location.assign(answer.Data.Url);
  return true;
}

/** What became of a checkout (doc 3 §7); the page shows a refusal itself. */
export function readCheckoutOutcome(key: string, signal?: AbortSignal) {
  return call(billingApi.readKey, { key }, { signal, toast: false });
}

/**
 * After a change to the subscription: the page's answers reload, and so do the sidebar's and the
 * banners' flags (they read the user info).
 */
export function reloadBilling(queryClient: QueryClient) {
  refreshSubscriptionStatus();
  return queryClient.invalidateQueries({ queryKey: billingKey });
}

/** An invoice's PDF: a GET the session's cookie authorizes, so a plain link downloads it. */
export function invoicePdfPath(id: string): string {
  return `/api/app/billing/invoicepdf?id=${encodeURIComponent(id)}`;
}

/** The local payment page's session (no Stripe key, outside production). The page shows a failure itself. */
export function useLocalPaymentSession(id: string) {
  return useQuery({
    queryKey: ['app', 'localPayment', id],
    queryFn: async ({ signal }) =>
      dataOf(await call(billingApi.localPaymentSession, { id }, { signal, toast: false })),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Pays on the local payment page with a test card; the form shows a refusal (a declined card) itself. */
export function payLocally(card: {
  Id: string;
  CardNumber: string;
  Expiry: string;
  Cvc: string;
  Name: string;
}) {
  return call(billingApi.localPay, card, { toast: false });
}
