import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { connectStripe, paymentSettingsKey, payoutsKey, refreshStripe } from './api';

/**
 * Back in Settings from Stripe's set-up page: `?stripe=return` reads the account again (what the
 * contractor did there), `?stripe=refresh` (the link had expired) opens a new link at once. The
 * parameter is dropped from the address so a reload does neither twice. Answers whether the page is
 * on its way back to Stripe.
 */
export function useStripeReturn(): boolean {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const back = params.get('stripe');
  const handled = useRef(false);
  const [redirecting, setRedirecting] = useState(back === 'refresh');

  useEffect(() => {
    if (!back || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('stripe');
        return next;
      },
      { replace: true },
    );
    if (back === 'return') {
      void refreshStripe().then(async (answer) => {
        if (answer.Type !== 200) return;
        // The page's first read may still be on its way, with the state from before: it must not win.
        await queryClient.cancelQueries({ queryKey: paymentSettingsKey });
        queryClient.setQueryData(paymentSettingsKey, answer.Data);
        await queryClient.invalidateQueries({ queryKey: payoutsKey });
      });
    } else if (back === 'refresh') {
      void connectStripe().then((answer) => {
        if (answer.Type === 200) window.location.assign(answer.Data.Url);
        else setRedirecting(false);
      });
    }
  }, [back, setParams, queryClient]);

  return redirecting;
}
