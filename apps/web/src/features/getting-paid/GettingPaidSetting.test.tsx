import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, type PaymentSettings, type Payout } from '@tradepact/shared';
import { paymentSettingsApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type RouteHandler } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { stubPageLeave } from '../billing/testing';
import { GettingPaidSetting } from './GettingPaidSetting';

const settings: PaymentSettings = {
  ETransferEmail: 'pay@tremblay.example',
  OverdueReminders: false,
  CardPayments: 'stripe',
  Stripe: null,
};
const ready = {
  DetailsSubmitted: true,
  ChargesEnabled: true,
  PayoutsEnabled: true,
  UpdatedTime: '2026-11-28T15:00:00.000Z',
};
const payouts: Payout[] = [
  { Id: 'po_2', AmountCents: 1_234_56, Currency: 'cad', ArrivalDate: '2026-11-27', Status: 'in_transit' },
  { Id: 'po_1', AmountCents: 95_000, Currency: 'cad', ArrivalDate: '2026-11-20', Status: 'paid' },
];

function show(
  saved: PaymentSettings,
  routes: Record<string, RouteHandler | unknown> = {},
  route = '/Settings',
) {
  storeSignedInSession();
  const api = stubApi({
    [`GET ${paymentSettingsApi.read.path}`]: envelope(saved),
    [`GET ${paymentSettingsApi.payouts.path}`]: envelope(payouts),
    ...routes,
  });
  renderWithProviders(<GettingPaidSetting />, { route });
  return { api, user: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'Getting paid' });

describe('Settings › Getting paid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the e-Transfer address and turns on the overdue reminders', async () => {
    const { api, user } = show(settings, {
      [`PUT ${paymentSettingsApi.save.path}`]: (call: { body: unknown }) =>
        jsonResponse(envelope({ ...settings, ...(call.body as object) }, 200, en.paymentSettingsSaved)),
    });
    const found = await section();
    const address = await within(found).findByLabelText('Interac e-Transfer address');
    expect(address).toHaveValue('pay@tremblay.example');
    await user.clear(address);
    await user.type(address, ' office@tremblay.example ');
    // Mantine names a switch by its label and its description.
    await user.click(within(found).getByRole('switch', { name: /^Remind overdue invoices automatically/ }));
    await user.click(within(found).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(en.paymentSettingsSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', paymentSettingsApi.save.path)[0]?.body).toEqual({
      ETransferEmail: 'office@tremblay.example',
      OverdueReminders: true,
    });
  });

  it('refuses an address that is not an email before sending it', async () => {
    const { api, user } = show(settings);
    const found = await section();
    const address = await within(found).findByLabelText('Interac e-Transfer address');
    await user.clear(address);
    await user.type(address, 'tremblay at example');
    await user.click(within(found).getByRole('button', { name: 'Save' }));

    expect(await within(found).findByText(en.etransferEmailInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', paymentSettingsApi.save.path)).toEqual([]);
  });

  it('connects Stripe: the button leaves for Stripe’s set-up page', async () => {
    const assign = stubPageLeave();
    const { api, user } = show(settings, {
      [`POST ${paymentSettingsApi.connectStripe.path}`]: envelope({
        Url: 'https://connect.stripe.com/setup/e/acct_1',
      }),
    });
    await user.click(await within(await section()).findByRole('button', { name: 'Connect Stripe' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1'));
    expect(api.callsTo('POST', paymentSettingsApi.connectStripe.path)).toHaveLength(1);
    expect(api.callsTo('GET', paymentSettingsApi.payouts.path)).toEqual([]);
  });

  it('asks to finish the set-up while Stripe lacks the contractor’s details', async () => {
    show({
      ...settings,
      Stripe: { ...ready, DetailsSubmitted: false, ChargesEnabled: false, PayoutsEnabled: false },
    });
    const found = await section();
    expect(await within(found).findByText(/not finished setting up your Stripe account/)).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Finish setting up on Stripe' })).toBeInTheDocument();
    expect(within(found).getAllByText('Waiting for Stripe')).toHaveLength(2);
  });

  it('shows a ready account’s charges and payouts, and its recent payouts', async () => {
    show({ ...settings, Stripe: ready });
    const found = await section();
    const table = await within(found).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ArrivalAmountStatus',
      'November 27, 2026$1,234.56On its way',
      'November 20, 2026$950.00Paid',
    ]);
    expect(within(found).getAllByText('On')).toHaveLength(2);
    expect(within(found).queryByRole('button', { name: /on Stripe/ })).not.toBeInTheDocument();
  });

  it('reads the account again when the contractor comes back from Stripe', async () => {
    const { api } = show(
      { ...settings, Stripe: { ...ready, ChargesEnabled: false } },
      { [`POST ${paymentSettingsApi.refreshStripe.path}`]: envelope({ ...settings, Stripe: ready }) },
      '/Settings?stripe=return',
    );
    const found = await section();
    await waitFor(() => expect(within(found).getAllByText('On')).toHaveLength(2));
    expect(api.callsTo('POST', paymentSettingsApi.refreshStripe.path)).toHaveLength(1);
  });

  it('opens a new set-up link when Stripe’s had expired', async () => {
    const assign = stubPageLeave();
    show(
      settings,
      {
        [`POST ${paymentSettingsApi.connectStripe.path}`]: envelope({
          Url: 'https://connect.stripe.com/setup/e/acct_2',
        }),
      },
      '/Settings?stripe=refresh',
    );
    expect(await screen.findByText('Taking you to Stripe…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_2'));
  });

  it('says card payments use the test page without Stripe keys', async () => {
    show({ ...settings, CardPayments: 'local' });
    const found = await section();
    expect(await within(found).findByText('Test mode: no money moves')).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Connect Stripe' })).not.toBeInTheDocument();
  });

  it('says card payments are not offered on a site without them', async () => {
    show({ ...settings, CardPayments: 'off' });
    expect(await within(await section()).findByText(/not offered on this site/)).toBeInTheDocument();
  });

  it('shows the server’s refusal to connect', async () => {
    const assign = stubPageLeave();
    const { user } = show(settings, {
      [`POST ${paymentSettingsApi.connectStripe.path}`]: () =>
        jsonResponse(said('stripeNotConfigured', 409), 409),
    });
    await user.click(await within(await section()).findByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByText(en.stripeNotConfigured)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
