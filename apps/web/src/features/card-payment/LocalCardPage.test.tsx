import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { cardPaymentsApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, said, stubApi } from '../../test/fetch';
import { renderFeatureRoutes } from '../../test/render';
import { stubPageLeave } from '../billing/testing';
import type { LocalCardPage } from './api';
import { cardPaymentRoutes } from './routes';

const key = 'k'.repeat(43);
const payment = '0f5c2d1e-8a7b-4c6d-9e0f-1a2b3c4d5e6f';
const payUrl = `http://localhost:3000/Invoice?key=${key}`;

const aPage = (overrides: Partial<LocalCardPage> = {}): LocalCardPage => ({
  Business: 'Tremblay Renovations',
  InvoiceNumber: 3,
  Description: 'Payment 2: Rough-in',
  AmountCents: 1_356_00,
  Status: 'open',
  PayUrl: payUrl,
  ...overrides,
});

const renderPage = () => renderFeatureRoutes(cardPaymentRoutes, [`/PayByCard?key=${key}&payment=${payment}`]);

describe('the local card page /PayByCard', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says no money moves, shows what is paid to whom, and Pay records it and goes back to the invoice', async () => {
    const assign = stubPageLeave();
    const api = stubApi({
      [`GET ${cardPaymentsApi.localPage.path}`]: envelope(aPage()),
      [`POST ${cardPaymentsApi.localPay.path}`]: envelope({ Url: `${payUrl}&paid=1` }),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay Tremblay Renovations' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Test payment page: no money moves')).toBeInTheDocument();
    expect(screen.getByText('Invoice 3: Payment 2: Rough-in')).toBeInTheDocument();
    const asked = api.callsTo('GET', cardPaymentsApi.localPage.path)[0]?.url.searchParams;
    expect([asked?.get('key'), asked?.get('payment')]).toEqual([key, payment]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $1,356.00' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${payUrl}&paid=1`));
    expect(api.callsTo('POST', cardPaymentsApi.localPay.path)[0]?.body).toEqual({
      Key: key,
      PaymentId: payment,
    });
  });

  it('shows a payment already recorded, with no Pay button', async () => {
    stubApi({ [`GET ${cardPaymentsApi.localPage.path}`]: envelope(aPage({ Status: 'paid' })) });
    renderPage();
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    expect(
      screen.getByText('This payment was recorded. Tremblay Renovations has been paid $1,356.00.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute('href', payUrl);
  });

  it('says a closed payment can no longer be made here', async () => {
    stubApi({ [`GET ${cardPaymentsApi.localPage.path}`]: envelope(aPage({ Status: 'closed' })) });
    renderPage();
    expect(await screen.findByText(en.localCardPaymentClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows the server’s words for a link that opens nothing', async () => {
    stubApi({
      [`GET ${cardPaymentsApi.localPage.path}`]: () => jsonResponse(said('payKeyInvalid', 404), 404),
    });
    renderPage();
    expect(await screen.findByText('This payment could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(en.payKeyInvalid)).toBeInTheDocument();
  });
});
