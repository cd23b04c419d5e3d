import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { CheckoutModal } from './CheckoutModal';
import { dateText } from './format';
import { aPreview, routeOf, stubPageLeave } from './testing';

const monthly = { kind: 'subscription', type: 2 } as const;

/** The checkout answers: a refused code, SPRING20's discount and credit, and the Url of a real call. */
function checkoutServer() {
  return stubApi({
    [routeOf(billingApi.subscriptionCheckout)]: (call: FetchCall) => {
      const body = call.body as { PromoCode: string; IsPreview: boolean };
      if (body.PromoCode === 'NOPE')
        return jsonResponse({ ...said('billingPromoInvalid'), Content: 'The promo code NOPE is not valid.' });
      if (!body.IsPreview)
        return jsonResponse(envelope(aPreview({ Url: '/Pay/0f5c2d1e-8a7b-4c6d-9e0f-1a2b3c4d5e6f' })));
      if (body.PromoCode === 'SPRING20')
        return jsonResponse(
          envelope(
            aPreview({
              Discount: 580,
              CreditUsed: 1000,
              PromoCode: 'SPRING20',
              PromotionStr: 'SPRING20: 20% off',
              Tax: 197,
              TaxLines: [
                { Name: 'GST', Rate: 5, Amount: 66 },
                { Name: 'QST', Rate: 9.975, Amount: 131 },
              ],
              Total: 1517,
            }),
          ),
        );
      return jsonResponse(envelope(aPreview()));
    },
  });
}

const amounts = () => screen.getByTestId('checkout-amounts');

describe('checkout modal', () => {
  beforeEach(() => storeSignedInSession());
  afterEach(async () => {
    await switchLanguage('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('says that a plan bought during the trial keeps its days: the paid period starts when it ends', async () => {
    const trialEnd = new Date(Date.now() + 8.5 * 86_400_000);
    stubApi({
      [routeOf(billingApi.subscriptionCheckout)]: envelope(aPreview({ TrialEnd: trialEnd.toISOString() })),
    });
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);

    expect(await screen.findByTestId('checkout-trial-kept')).toHaveTextContent(
      `You keep the 9 days left of your free trial: this plan’s first paid period starts on ${dateText(trialEnd.toISOString())}, when the trial ends.`,
    );
  });

  it('says nothing of a trial when none is kept', async () => {
    stubApi({ [routeOf(billingApi.subscriptionCheckout)]: envelope(aPreview()) });
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);
    await screen.findByTestId('checkout-amounts');
    expect(screen.queryByTestId('checkout-trial-kept')).toBeNull();
  });

  it('previews the amounts with each tax and the tax rate as a percent', async () => {
    checkoutServer();
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await within(dialog).findByText('Monthly plan');
    expect(amounts()).toHaveTextContent('Amount$29.00');
    expect(amounts()).toHaveTextContent('Sales tax (14.975 %)$4.34');
    expect(amounts()).toHaveTextContent('GST 5 %$1.45');
    expect(amounts()).toHaveTextContent('QST 9.975 %$2.89');
    expect(amounts()).toHaveTextContent('Total (CAD)$33.34');
    expect(amounts()).not.toHaveTextContent('Discount');
    expect(within(dialog).getByRole('button', { name: 'Pay $33.34' })).toBeInTheDocument();
  });

  it('names each tax the way a French reader does, with French amounts', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    checkoutServer();
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);

    await user.type(await screen.findByRole('textbox', { name: /promo/i }), 'SPRING20');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    // The matcher reads every white space, the no-break ones included, as one plain space.
    await waitFor(() => expect(amounts()).toHaveTextContent('TPS 5 %0,66 $'));
    expect(amounts()).toHaveTextContent('TVQ 9,975 %1,31 $');
    expect(amounts()).not.toHaveTextContent(/GST|QST/);
  });

  it('shows a refused promo code under the field and keeps the price, then applies a good one', async () => {
    const user = userEvent.setup();
    const api = checkoutServer();
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);

    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The promo code NOPE is not valid.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(amounts()).toHaveTextContent('Total (CAD)$33.34');

    await user.clear(code);
    await user.type(code, 'SPRING20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(amounts()).toHaveTextContent('Discount−$5.80'));
    expect(screen.queryByText('The promo code NOPE is not valid.')).not.toBeInTheDocument();
    expect(amounts()).toHaveTextContent('SPRING20: 20% off');
    expect(amounts()).toHaveTextContent('Credit applied−$10.00');
    expect(amounts()).toHaveTextContent('Total (CAD)$15.17');
    expect(api.callsTo('POST', billingApi.subscriptionCheckout.path).map((call) => call.body)).toEqual([
      { Type: 2, PromoCode: '', IsPreview: true },
      { Type: 2, PromoCode: 'NOPE', IsPreview: true },
      { Type: 2, PromoCode: 'SPRING20', IsPreview: true },
    ]);
  });

  it('pays with the promo code applied and goes to the payment page', async () => {
    const user = userEvent.setup();
    const assign = stubPageLeave();
    const api = checkoutServer();
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);

    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'SPRING20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $15.17' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/Pay/0f5c2d1e-8a7b-4c6d-9e0f-1a2b3c4d5e6f'));
    expect(api.callsTo('POST', billingApi.subscriptionCheckout.path).at(-1)?.body).toEqual({
      Type: 2,
      PromoCode: 'SPRING20',
      IsPreview: false,
    });
  });

  it('offers no promo code when the server allows none', async () => {
    stubApi({
      [routeOf(billingApi.subscriptionCheckout)]: envelope(aPreview({ IsPromotionAllowed: false })),
    });
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);
    await screen.findByText('Monthly plan');
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).not.toBeInTheDocument();
  });

  it('says why the price could not be worked out', async () => {
    stubApi({ [routeOf(billingApi.subscriptionCheckout)]: said('billingPlanUnknown') });
    renderWithProviders(<CheckoutModal order={monthly} onClose={() => undefined} />);
    expect(await screen.findByText('This plan is not offered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
