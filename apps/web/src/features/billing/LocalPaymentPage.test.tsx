import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, localTestCards } from '@tradepact/shared';
import { billingApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import type { LocalPaymentSession } from './api';
import { renderBillingPages, routeOf, stubPageLeave } from './testing';

const sessionId = '0f5c2d1e-8a7b-4c6d-9e0f-1a2b3c4d5e6f';

function aSession(overrides: Partial<LocalPaymentSession> = {}): LocalPaymentSession {
  return {
    Id: sessionId,
    Mode: 'checkout',
    Name: 'Monthly plan',
    Email: 'pat@example.com',
    Total: 3334,
    Lines: [
      { Label: 'Monthly plan', Amount: 2900 },
      { Label: 'GST 5 %', Amount: 145 },
      { Label: 'QST 9.975 %', Amount: 289 },
    ],
    Status: 'open',
    CancelUrl: 'http://localhost:3000/Cancel',
    ...overrides,
  };
}

/** The local page's answers: the declined test card is refused, any other paid. */
function paymentServer(session = aSession()) {
  return stubApi({
    [routeOf(billingApi.localPaymentSession)]: envelope(session),
    [routeOf(billingApi.localPay)]: (call: FetchCall) =>
      jsonResponse(
        (call.body as { CardNumber: string }).CardNumber === localTestCards.declined
          ? said('billingCardDeclined', 402)
          : envelope({ Url: `/Success/${sessionId}` }),
      ),
  });
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Card details' });
  await user.type(within(form).getByRole('textbox', { name: 'Card number' }), number);
  await user.type(within(form).getByRole('textbox', { name: 'Expiry' }), '1230');
  await user.type(within(form).getByRole('textbox', { name: 'CVC' }), '123');
  await user.type(within(form).getByRole('textbox', { name: 'Name on card' }), 'Pat Doe');
  return { user, form };
}

describe('local payment page', () => {
  beforeEach(() => storeSignedInSession());

  it('says no money moves, lists the test cards, and sums up what is paid', async () => {
    paymentServer();
    renderBillingPages(`/Pay/${sessionId}`);

    expect(await screen.findByRole('heading', { name: 'Pay your order' })).toBeInTheDocument();
    expect(screen.getByText('Test payment page: no money moves')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByTestId('local-total')).toHaveTextContent('$33.34');
    expect(screen.getByText('QST 9.975 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      'http://localhost:3000/Cancel',
    );
  });

  it('shows a declined card on the form and stays', async () => {
    const assign = stubPageLeave();
    const api = paymentServer();
    renderBillingPages(`/Pay/${sessionId}`);

    const { user, form } = await fillCard('4000000000000002');
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(within(form).getByRole('textbox', { name: 'Expiry' })).toHaveValue('12/30');
    await user.click(within(form).getByRole('button', { name: 'Pay $33.34' }));

    expect(await within(form).findByTestId('card-refusal')).toHaveTextContent(en.billingCardDeclined);
    expect(api.callsTo('POST', billingApi.localPay.path)[0]?.body).toEqual({
      Id: sessionId,
      CardNumber: '4000000000000002',
      Expiry: '12/30',
      Cvc: '123',
      Name: 'Pat Doe',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('pays with an accepted card and goes where the server says', async () => {
    const assign = stubPageLeave();
    paymentServer();
    renderBillingPages(`/Pay/${sessionId}`);

    const { user, form } = await fillCard('4242 4242 4242 4242');
    await user.click(within(form).getByRole('button', { name: 'Pay $33.34' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/Success/${sessionId}`));
  });

  it('updates the payment method in portal mode', async () => {
    paymentServer(aSession({ Mode: 'portal', Total: 0, Lines: [] }));
    renderBillingPages(`/Pay/${sessionId}`);
    expect(await screen.findByRole('heading', { name: 'Update payment method' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeInTheDocument();
  });

  it('says a closed payment cannot be paid again, with the way back to the subscription', async () => {
    paymentServer(aSession({ Status: 'complete' }));
    renderBillingPages(`/Pay/${sessionId}`);
    expect(await screen.findByText(en.billingCheckoutClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Subscription' })).toHaveAttribute(
      'href',
      '/Subscription/',
    );
    expect(screen.queryByText('Test payment page: no money moves')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });
});
