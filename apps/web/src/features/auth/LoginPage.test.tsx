import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TokenPair } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { getStored } from '../../lib/storage';
import { envelope, said, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { aUserInfo } from '../../test/session';

describe('login page', () => {
  it('opens Create An Account when t contains "signup" and prefills it from the query', async () => {
    stubApi({});
    renderRoute('/Login?t=signupnow&email=sam%40example.com&firstname=Sam&lastName=Stone&phone=6135550188');

    expect(await screen.findByRole('tab', { name: 'Create An Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Stone');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('6135550188');
  });

  it('switches tabs through the address', async () => {
    const user = userEvent.setup();
    stubApi({});
    const { router } = renderRoute('/login');

    await user.click(await screen.findByRole('tab', { name: 'Create An Account' }));

    expect(new URLSearchParams(router.state.location.search).get('t')).toBe('signup');
    expect(await screen.findByRole('button', { name: 'Create My Account' })).toBeInTheDocument();
  });

  it('exchanges the one-time ticket of an external sign-in for tokens, loads the user info and opens My Profile', async () => {
    const pair: TokenPair = {
      AccessToken: 'access-1',
      RefreshToken: 'refresh-1',
      AccessExpires: '2099-01-01T00:00:00.000Z',
    };
    const api = stubApi({
      [`POST ${authApi.externalExchange.path}`]: envelope(pair),
      [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo({ UserName: 'sam@example.com' })),
    });
    const { router } = renderRoute('/login?token=ticket-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/0'));
    expect(api.callsTo('POST', authApi.externalExchange.path)[0]?.body).toEqual({ token: 'ticket-123' });
    expect(getStored('token')).toEqual(pair);
    expect(getStored('user')?.UserName).toBe('sam@example.com');
    expect(api.callsTo('GET', authApi.userInfo.path)[0]?.headers.get('authorization')).toBe(
      'Bearer access-1',
    );
  });

  it('says the external sign-in failed when the ticket is refused, and stays signed out', async () => {
    stubApi({
      [`POST ${authApi.externalExchange.path}`]: said('authSessionExpired'),
    });
    const { router } = renderRoute('/login?token=used-ticket');
    await waitFor(() => expect(router.state.location.search).toBe('?t=signin'));
    expect(getStored('token')).toBeNull();
  });

  it('shows the provider buttons the server offers, and none otherwise', async () => {
    stubApi({ [`GET ${authApi.externalProviders.path}`]: envelope(['google']) });
    renderRoute('/login');
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/external/google');
    expect(screen.queryByRole('link', { name: 'Sign in with Apple' })).toBeNull();
  });
});
