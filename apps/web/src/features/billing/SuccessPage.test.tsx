import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { billingApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSubscriptionStatusEvent } from '../../lib/storage';
import { envelope, jsonResponse, said, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import { renderBillingPages, routeOf, subscriptionPageApi } from './testing';
import { outcomePollLimitMs, outcomePollMs } from './usePaymentOutcome';

const open = {
  Title: 'Confirming your payment',
  Content: 'Your payment is being confirmed. This takes a few seconds.',
  Status: 'open',
};
const complete = {
  Title: en.billingPaymentSuccessfulTitle,
  Content: 'Thank you! Your Monthly plan is active until 2026-06-01.',
  Status: 'complete',
};

/** readKey answering `answers` in turn, then the last one again. */
function outcomes(...answers: object[]) {
  let index = 0;
  return stubApi({
    [routeOf(billingApi.readKey)]: () =>
      jsonResponse(envelope(answers[Math.min(index++, answers.length - 1)])),
  });
}

describe('payment success page', () => {
  beforeEach(() => {
    storeSignedInSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('asks again every 2.5 s while the payment is open, and says it succeeded only once the server does', async () => {
    const flagsReread = vi.fn();
    window.addEventListener(refreshSubscriptionStatusEvent, flagsReread);
    const api = outcomes(open, open, complete);
    renderBillingPages('/Success/cs_test_42');

    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.queryByText(en.billingPaymentSuccessfulTitle)).not.toBeInTheDocument();
    expect(api.callsTo('GET', billingApi.readKey.path)[0]?.url.searchParams.get('key')).toBe('cs_test_42');

    await act(() => vi.advanceTimersByTimeAsync(outcomePollMs));
    expect(api.callsTo('GET', billingApi.readKey.path)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(flagsReread).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(outcomePollMs));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(complete.Content)).toBeInTheDocument();
    expect(flagsReread).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(outcomePollMs * 3));
    expect(api.callsTo('GET', billingApi.readKey.path)).toHaveLength(3);
    window.removeEventListener(refreshSubscriptionStatusEvent, flagsReread);
  });

  it('stops asking after a minute and says the confirmation is slow', async () => {
    const api = outcomes(open);
    renderBillingPages('/Success/cs_test_42');
    await screen.findByRole('heading', { name: 'Confirming your payment' });

    await act(() => vi.advanceTimersByTimeAsync(outcomePollLimitMs + outcomePollMs));
    const reads = api.callsTo('GET', billingApi.readKey.path).length;
    expect(reads).toBe(outcomePollLimitMs / outcomePollMs);
    expect(await screen.findByText(/taking longer than usual/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(outcomePollMs * 4));
    expect(api.callsTo('GET', billingApi.readKey.path)).toHaveLength(reads);
  });

  it('says what the server says of an unknown payment, and Done returns to the subscription', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      ...subscriptionPageApi(),
      [routeOf(billingApi.readKey)]: said('billingCheckoutNotFound', 404),
    });
    const { router } = renderBillingPages('/Success/cs_unknown');

    expect(await screen.findByRole('alert')).toHaveTextContent(en.billingCheckoutNotFound);
    const done = screen.getByRole('link', { name: 'Done' });
    expect(done).toHaveAttribute('href', '/Subscription/');
    await user.click(done);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Subscription/'));
  });
});

describe('payment cancelled page', () => {
  it('says no payment was taken, and Back returns to the subscription', async () => {
    storeSignedInSession();
    renderBillingPages('/Cancel');
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(en.billingPaymentNotCompletedContent)).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/Subscription/',
    );
  });
});
