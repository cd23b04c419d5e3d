import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, recordRetentionYears } from '@tradepact/shared';
import { accountClosingApi, authApi } from '@tradepact/shared/api-routes';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getStored } from '../../../lib/storage';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { storeSignedInSession } from '../../../test/session';
import { CloseAccount } from './CloseAccount';

const closePath = accountClosingApi.closeAccount.path;

const verificationNeeded = () =>
  jsonResponse(
    {
      Type: 203,
      Content: en.identityVerificationRequired,
      Code: 'identityVerificationRequired',
      Data: { Accounts: ['pat@example.com', '4165550123'] },
    },
    203,
  );

function renderSettings() {
  return renderWithProviders(
    <Routes>
      <Route path="/Settings" element={<CloseAccount />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/Settings' },
  );
}

describe('Settings → Close my account', () => {
  it('says what goes and what stays, checks the password, asks for a code, then signs out and goes home', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    let closes = 0;
    const api = stubApi({
      [`GET ${closePath}`]: envelope({ HasPassword: true }),
      [`POST ${closePath}`]: () => {
        closes += 1;
        if (closes === 1) return jsonResponse(said('settingsCurrentPasswordIncorrect'));
        if (closes === 2) return verificationNeeded();
        return jsonResponse(envelope(null, 200, en.closeAccountClosed));
      },
      [`POST ${authApi.send2fa.path}`]: envelope(null, 200, en.authCodeSentEmail),
    });
    renderSettings();

    const section = await screen.findByRole('region', { name: 'Close my account' });
    await user.click(within(section).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    expect(within(dialog).getByText(/^Deleted at once/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(`Kept for ${recordRetentionYears} years, no longer linked to you:`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Contracts signed by everyone/)).toBeInTheDocument();

    // Nothing typed: the page says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByText(en.authPasswordRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', closePath)).toHaveLength(0);

    // A wrong password is shown under the field.
    await user.type(within(dialog).getByLabelText('Your password'), 'Wrong#123');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await within(dialog).findByText(en.settingsCurrentPasswordIncorrect)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    const verify = await screen.findByRole('dialog', { name: 'Identity Verification Required' });
    expect(within(verify).getByText(/To close your account for good, confirm it is you/)).toBeInTheDocument();
    expect(within(verify).queryByText(/To save these changes/)).not.toBeInTheDocument();
    await user.click(within(verify).getByRole('radio', { name: 'pat@example.com' }));
    await user.click(within(verify).getByRole('button', { name: 'Get Code' }));
    await user.type(within(verify).getByLabelText('Code'), '654321');
    await user.click(within(verify).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(getStored('token')).toBeNull();
    const bodies = api.callsTo('POST', closePath).map((call) => call.body);
    expect(bodies).toEqual([
      { password: 'Wrong#123' },
      { password: 'Secret#123' },
      { password: 'Secret#123', account: 'pat@example.com', token: '654321' },
    ]);
  });

  it('asks no password of an account that signs in with Google or Apple', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = stubApi({
      [`GET ${closePath}`]: envelope({ HasPassword: false }),
      [`POST ${closePath}`]: verificationNeeded,
    });
    renderSettings();

    const section = await screen.findByRole('region', { name: 'Close my account' });
    await user.click(within(section).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await waitFor(() => expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument());
    expect(within(dialog).getByText(/Google or Apple/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    expect(await screen.findByRole('dialog', { name: 'Identity Verification Required' })).toBeInTheDocument();
    expect(api.callsTo('POST', closePath)[0]?.body).toEqual({});
  });
});
