import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, limits, type LogInSettings } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { getStored } from '../../../lib/storage';
import { envelope, said, jsonResponse, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { aUserInfo, storeSignedInSession, validTokens } from '../../../test/session';
import { SettingsPage } from './SettingsPage';

const settings: LogInSettings = {
  FirstName: 'Pat',
  LastName: 'Builder',
  Email: 'pat@example.com',
  AlternateEmail: '',
  AlternateEmailVerified: false,
  PhoneNumber: '4165550123',
  EnableEmailTwoFactor: false,
  ReceiveGeneralEmailNotifications: true,
  ReceiveGeneralAlternateEmailNotifications: false,
  EnableSmsTwoFactor: false,
  ReceiveGeneralSmsNotifications: true,
  PendingEmail: '',
  PendingPhoneNumber: '',
};

/** The 203 as the server sends it: the message's text and its code, which keeps it out of the toasts. */
const verificationNeeded = () =>
  jsonResponse(
    said('identityVerificationRequired', 203, { Accounts: ['pat@example.com', '4165550123'] }),
    203,
  );

describe('log-in settings', () => {
  it('checks a new email on blur, and never checks the user’s own', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope(settings),
      [`GET ${authApi.checkEmail.path}`]: envelope(true),
    });
    renderWithProviders(<SettingsPage />);

    const email = await screen.findByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(api.callsTo('GET', authApi.checkEmail.path)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.tab();
    expect(await screen.findByText(en.registerEmailInUse)).toBeInTheDocument();
    expect(api.callsTo('GET', authApi.checkEmail.path)[0]?.url.searchParams.get('email')).toBe(
      'taken@example.com',
    );
  });

  it('asks for a code when the server answers 203, then saves again with the account and the code', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    let saves = 0;
    const api = stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope(settings),
      [`POST ${authApi.updateUserSettings.path}`]: () => {
        saves += 1;
        return saves === 1 ? verificationNeeded() : jsonResponse(envelope(null, 200, en.settingsSaved));
      },
      [`POST ${authApi.send2fa.path}`]: envelope(null, 200, en.authCodeSentPhone),
    });
    renderWithProviders(<SettingsPage />);

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('pat@example.com');
    await user.clear(email);
    await user.type(email, 'pat@newmail.example');
    await user.click(screen.getByRole('switch', { name: 'Send me a sign-in code by text message' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const modal = await screen.findByRole('dialog', { name: 'Identity Verification Required' });
    // The 203 is silent: its Content is the modal's title only, never an error toast.
    expect(screen.getAllByText(en.identityVerificationRequired)).toHaveLength(1);

    // Nothing chosen yet.
    await user.click(within(modal).getByRole('button', { name: 'Get Code' }));
    expect(await within(modal).findByText('Please select')).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.send2fa.path)).toHaveLength(0);

    await user.click(within(modal).getByRole('radio', { name: '4165550123' }));
    await user.click(within(modal).getByRole('button', { name: 'Get Code' }));
    expect(await within(modal).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(api.callsTo('POST', authApi.send2fa.path)[0]?.body).toEqual({ account: '4165550123' });

    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText('Please enter the code')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Code'), '654321');
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(en.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = api.callsTo('POST', authApi.updateUserSettings.path).map((call) => call.body);
    expect(first).toMatchObject({ Email: 'pat@newmail.example', EnableSmsTwoFactor: true, FirstName: 'Pat' });
    expect(first).not.toHaveProperty('token');
    expect(second).toEqual({ ...(first as object), account: '4165550123', token: '654321' });
  });

  it('keeps the new tokens when a password change answers them', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const renewed = validTokens({ AccessToken: 'access-after-change', RefreshToken: 'refresh-after-change' });
    const api = stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope(settings),
      [`POST ${authApi.updateUserSettings.path}`]: envelope(renewed, 200, en.settingsSaved),
    });
    renderWithProviders(<SettingsPage />);

    await user.type(await screen.findByLabelText('Current Password'), 'Secret#123');
    await user.type(screen.getByLabelText('New Password'), 'Better#2026');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Better#2026');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(en.settingsSaved)).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.updateUserSettings.path)[0]?.body).toMatchObject({
      Password: 'Secret#123',
      NewPassword: 'Better#2026',
      ConfirmPassword: 'Better#2026',
    });
    expect(getStored('token')).toEqual(renewed);
  });

  it('shows the first problem under its field and does not save', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [`GET ${authApi.userSettings.path}`]: envelope(settings) });
    renderWithProviders(<SettingsPage />);

    await user.clear(await screen.findByLabelText('First Name'));
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.queryByText(/Please enter a valid mobile number/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', authApi.updateUserSettings.path)).toHaveLength(0);
  });

  it('shows a neutral notice, not an error, when nothing changed', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope(settings),
      [`POST ${authApi.updateUserSettings.path}`]: said('noChangesMade', 200),
    });
    renderWithProviders(<SettingsPage />);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    const notice = await screen.findByText(en.noChangesMade);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByText(en.noChangesMade)).toHaveLength(1);
  });

  it('shows a pending email beside the one in use, confirms it with the code sent to it, and can resend', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    let confirmed = false;
    const api = stubApi({
      [`GET ${authApi.userSettings.path}`]: () =>
        jsonResponse(
          envelope(
            confirmed
              ? { ...settings, Email: 'pat@newmail.example' }
              : { ...settings, PendingEmail: 'pat@newmail.example' },
          ),
        ),
      [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo()),
      [`POST ${authApi.resendContactChange.path}`]: envelope(null, 200, en.authCodeSentEmail),
      [`POST ${authApi.confirmContactChange.path}`]: () => {
        confirmed = true;
        return jsonResponse(envelope(null, 200, en.settingsEmailConfirmed));
      },
    });
    renderWithProviders(<SettingsPage />);

    const panel = await screen.findByRole('region', { name: 'New email waiting for confirmation' });
    expect(within(panel).getByText(/We sent a code to pat@newmail\.example/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');

    await user.click(within(panel).getByRole('button', { name: 'Send the code again' }));
    expect(api.callsTo('POST', authApi.resendContactChange.path)[0]?.body).toEqual({ Kind: 'email' });
    expect(await within(panel).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Please enter the code')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Code sent to pat@newmail.example'), '246810');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(en.settingsEmailConfirmed)).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.confirmContactChange.path)[0]?.body).toEqual({
      Kind: 'email',
      Code: '246810',
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('pat@newmail.example'));
    expect(
      screen.queryByRole('region', { name: 'New email waiting for confirmation' }),
    ).not.toBeInTheDocument();
  });

  it('shows a pending mobile number and the one in use as 647-555-0199', async () => {
    storeSignedInSession();
    stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope({ ...settings, PendingPhoneNumber: '6475550199' }),
    });
    renderWithProviders(<SettingsPage />);

    const panel = await screen.findByRole('region', { name: 'New mobile number waiting for confirmation' });
    expect(within(panel).getByText(/We texted a code to 647-555-0199\b.*416-555-0123/)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Code sent to 647-555-0199')).toBeInTheDocument();
  });

  it('fills in the code of the emailed link', async () => {
    storeSignedInSession();
    stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope({ ...settings, PendingEmail: 'pat@newmail.example' }),
    });
    renderWithProviders(<SettingsPage />, { route: '/Settings?code=135790' });

    expect(await screen.findByLabelText('Code sent to pat@newmail.example')).toHaveValue('135790');
  });

  it('shows an unconfirmed alternate email with "send again", which then waits', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope({ ...settings, AlternateEmail: 'pat.home@example.org' }),
      [`POST ${authApi.resendAlternateEmail.path}`]: said('settingsAlternateEmailLinkSent', 200),
    });
    renderWithProviders(<SettingsPage />);

    expect(await screen.findByText('Not confirmed')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to pat\.home@example\.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText(en.settingsAlternateEmailLinkSent)).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.resendAlternateEmail.path)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  });

  it('shows a confirmed alternate email as confirmed, with nothing to send', async () => {
    storeSignedInSession();
    stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope({
        ...settings,
        AlternateEmail: 'pat.home@example.org',
        AlternateEmailVerified: true,
      }),
    });
    renderWithProviders(<SettingsPage />);

    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Not confirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('refuses the account email as the alternate email without saving', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = stubApi({ [`GET ${authApi.userSettings.path}`]: envelope(settings) });
    renderWithProviders(<SettingsPage />);

    await user.type(await screen.findByLabelText('Alternate Email'), 'PAT@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(en.settingsAlternateEmailSameAsEmail)).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.updateUserSettings.path)).toHaveLength(0);
  });

  it('applies sign-up’s mobile number rule: shown as 416-555-0123, 9 digits refused, any spelling taken', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope(settings),
      [`GET ${authApi.checkPhone.path}`]: envelope(false),
      [`POST ${authApi.updateUserSettings.path}`]: () => verificationNeeded(),
    });
    renderWithProviders(<SettingsPage />);

    const phone = await screen.findByLabelText('Mobile Number');
    expect(phone).toHaveValue('416-555-0123');
    await user.clear(phone);
    await user.type(phone, '647555019');
    await user.tab();
    expect(await screen.findByText('Please enter a valid mobile number. Ex. 4165550123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(api.callsTo('POST', authApi.updateUserSettings.path)).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '(647) 555-0199');
    await user.tab();
    expect(screen.queryByText(/Please enter a valid mobile number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('dialog', { name: 'Identity Verification Required' });
    expect(api.callsTo('POST', authApi.updateUserSettings.path)[0]?.body).toMatchObject({
      PhoneNumber: '(647) 555-0199',
    });
  });

  it('holds names to sign-up’s length', async () => {
    storeSignedInSession();
    stubApi({ [`GET ${authApi.userSettings.path}`]: envelope(settings) });
    renderWithProviders(<SettingsPage />);

    expect(await screen.findByLabelText('First Name')).toHaveAttribute(
      'maxLength',
      String(limits.nameMaxLength),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', String(limits.emailMaxLength));
  });
});
