import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStored } from '../../lib/storage';
import { envelope, said, jsonResponse } from '../../test/fetch';
import { stubApi } from '../../test/fetch';
import { renderRoute, renderWithProviders } from '../../test/render';
import { aUserInfo, validTokens } from '../../test/session';
import { SignInPanel } from './SignInPanel';

const userInfo = aUserInfo({ UserName: 'pat@example.com', Email: 'pat@example.com' });

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in views', () => {
  it('checks each field when it loses focus, with the messages of doc 1 §5', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithProviders(<SignInPanel />);

    await user.click(screen.getByLabelText('Email, mobile number or username'));
    await user.tab();
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email, mobile number or username'), 'pat');
    expect(screen.queryByText('Please enter your username')).not.toBeInTheDocument();

    // The code view needs an email or a mobile number.
    await user.click(screen.getByRole('button', { name: 'Sign in with a code instead' }));
    await user.click(screen.getByLabelText('Email or mobile number'));
    await user.tab();
    expect(await screen.findByText('Please enter a valid email or mobile number')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Code'));
    await user.tab();
    expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
  });

  it('signs in with the password: keeps the tokens, loads the user info and opens My Profile', async () => {
    const user = userEvent.setup();
    const tokens = validTokens({ AccessToken: 'access-new', RefreshToken: 'refresh-new' });
    const api = stubApi({
      [`POST ${authApi.login.path}`]: envelope(tokens),
      [`GET ${authApi.userInfo.path}`]: envelope(userInfo),
    });
    const { router } = renderRoute('/login');

    await user.type(await screen.findByLabelText('Email, mobile number or username'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/0'));
    expect(api.callsTo('POST', authApi.login.path)[0]?.body).toEqual({
      account: 'pat@example.com',
      password: 'Secret#123',
    });
    expect(getStored('token')).toEqual(tokens);
    expect(getStored('user')).toEqual(userInfo);
    expect(api.callsTo('GET', authApi.userInfo.path)[0]?.headers.get('authorization')).toBe(
      'Bearer access-new',
    );
    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('switches to the code view when the password sign-in answers 203, then signs in with the code and ticket', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`POST ${authApi.login.path}`]: () =>
        jsonResponse(
          envelope({ Ticket: 'ticket-1', Sent: ['p•••@example.com'] }, 203, en.identityVerificationRequired),
          203,
        ),
      [`POST ${authApi.login2fa.path}`]: envelope(validTokens()),
      [`GET ${authApi.userInfo.path}`]: envelope(userInfo),
    });
    const { router } = renderRoute('/login?t=signin');

    await user.type(await screen.findByLabelText('Email, mobile number or username'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Identity Verification Required' }),
    ).toBeInTheDocument();
    // The account typed stays filled in; the page says where the code went and waits for it.
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('pat@example.com');
    expect(screen.getByText('Enter the code we sent to p•••@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    // The server has just sent a code: resending waits.
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/0'));
    expect(api.callsTo('POST', authApi.login2fa.path)[0]?.body).toEqual({
      account: 'pat@example.com',
      token: '482913',
      ticket: 'ticket-1',
    });
  });

  it('shows "not activated yet" under the form, not as a toast', async () => {
    const user = userEvent.setup();
    stubApi({
      [`POST ${authApi.login.path}`]: () => jsonResponse(said('accountNotActivated'), 400),
    });
    renderWithProviders(<SignInPanel account="pat@example.com" />);

    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const notice = await screen.findByText(en.accountNotActivated);
    expect(notice.closest('.mantine-Alert-root')).not.toBeNull();
    expect(screen.getAllByText(en.accountNotActivated)).toHaveLength(1);
  });

  it('blocks Get Code for 60 seconds after a code is sent, showing the seconds left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = stubApi({ [`POST ${authApi.send2fa.path}`]: envelope(null, 200, en.authCodeSentPhone) });
    renderWithProviders(<SignInPanel />);

    await user.click(screen.getByRole('button', { name: 'Sign in with a code instead' }));
    await user.type(screen.getByLabelText('Email or mobile number'), '4165550123');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));

    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(await screen.findByText(en.authCodeSentPhone)).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.send2fa.path)[0]?.body).toEqual({ account: '4165550123' });

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    expect(api.callsTo('POST', authApi.send2fa.path)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1_000));
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(api.callsTo('POST', authApi.send2fa.path)).toHaveLength(2));
  });

  it('resets a forgotten password with a code, then shows the success dialog and the password view', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`POST ${authApi.send2fa.path}`]: envelope(null, 200, en.authCodeSentEmail),
      [`POST ${authApi.resetPassword.path}`]: envelope(null),
    });
    renderWithProviders(<SignInPanel />);

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email or mobile number'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Better#2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.resetPassword.path)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Better#2026');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Password Reset Successful' });
    expect(dialog).toHaveTextContent('You can now log in with your new password.');
    expect(api.callsTo('POST', authApi.resetPassword.path)[0]?.body).toEqual({
      account: 'pat@example.com',
      token: '123456',
      password: 'Better#2026',
      confirmPassword: 'Better#2026',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sign in with your password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email, mobile number or username')).toHaveValue('pat@example.com');
  });

  it('prefills the username from usr', async () => {
    stubApi({});
    renderRoute('/login?t=signin&usr=pat%40example.com');

    expect(await screen.findByLabelText('Email, mobile number or username')).toHaveValue('pat@example.com');
  });
});
