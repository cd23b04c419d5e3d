import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings, PaymentSettingsForm, Payout } from '@tradepact/shared';
import { paymentSettingsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { PaymentSettings, PaymentSettingsForm, Payout };

export const paymentSettingsKey = ['app', 'settings', 'payments'] as const;
export const payoutsKey = ['app', 'settings', 'stripe', 'payouts'] as const;

/** Settings › Getting paid: the e-Transfer address, the overdue reminders and the Stripe account. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(paymentSettingsApi.read, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

/** The connected account's recent payouts. */
export function usePayouts() {
  return useQuery({
    queryKey: payoutsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(paymentSettingsApi.payouts, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

export const savePaymentSettings = (form: PaymentSettingsForm) => call(paymentSettingsApi.save, form);

/** Stripe's set-up page of the contractor's account (created on the first call). */
export const connectStripe = () => call(paymentSettingsApi.connectStripe);

/** The account read again from Stripe, back from its set-up page. */
export const refreshStripe = () => call(paymentSettingsApi.refreshStripe, undefined, { toast: false });
