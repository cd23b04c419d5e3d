import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../lib/http';
import { checkout, type CheckoutOrder, type CheckoutPreview } from './api';

/**
 * The checkout modal's exchanges (doc 3 §3) for one order: its preview, the preview again with a
 * promo code (a refusal keeps the previous one and says why), then the real call, whose Url is where
 * the browser pays. Mount it once per order (a `key`), so nothing of another order lingers.
 */
export function useCheckout(order: CheckoutOrder) {
  const { t } = useTranslation();
  const first = useQuery({
    queryKey: ['app', 'checkout', order],
    queryFn: async () => dataOf(await checkout(order, '', true)),
    staleTime: 0,
    gcTime: 0,
  });
  const [applied, setApplied] = useState<CheckoutPreview | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'applying' | 'paying' | null>(null);
  const preview = applied ?? first.data ?? null;

  const apply = async (promoCode: string) => {
    setBusy('applying');
    setPromoError(null);
    const answer = await checkout(order, promoCode.trim(), true);
    setBusy(null);
    if (answer.Type === 200) setApplied(answer.Data);
    else setPromoError(answer.Content || t('errors.unknown'));
  };

  const pay = async () => {
    if (!preview) return;
    setBusy('paying');
    setPayError(null);
    const answer = await checkout(order, preview.PromoCode, false);
    if (answer.Type === 200 && answer.Data.Url) {
      // The page leaves for the payment page: the button stays busy until it has gone.
      window.location.assign(answer.Data.Url);
      return;
    }
    setBusy(null);
    setPayError((answer.Type !== 200 && answer.Content) || t('errors.unknown'));
  };

  return {
    preview,
    loading: first.isPending,
    loadError: first.isError ? first.error.message : null,
    retry: () => void first.refetch(),
    promoError,
    clearPromoError: () => setPromoError(null),
    payError,
    busy,
    apply,
    pay,
  };
}
