import { screen, waitFor } from '@testing-library/react';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { getStored, setStored } from '../../lib/storage';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { validTokens } from '../../test/session';

const expired = '2000-01-01T00:00:00.000Z';

describe('sign-in guard', () => {
  it('sends a visitor without a token from a signed-in page to /login', async () => {
    stubApi({});
    setStored('business', { Name: 'Left over' });
    const { router } = renderRoute('/MyProjects');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(getStored('business')).toBeNull();
  });

  it('sends the user to /login when the access token expired and there is no refresh token', async () => {
    const api = stubApi({});
    setStored('token', validTokens({ AccessExpires: expired, RefreshToken: '' }));
    const { router } = renderRoute('/Settings');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getStored('token')).toBeNull();
    expect(api.callsTo('POST', authApi.refreshToken.path)).toHaveLength(0);
  });

  it('renews an expired access token with the refresh token and opens the page', async () => {
    const renewed = validTokens({ AccessToken: 'access-renewed', RefreshToken: 'refresh-renewed' });
    const api = stubApi({ [`POST ${authApi.refreshToken.path}`]: envelope(renewed) });
    setStored('token', validTokens({ AccessExpires: expired, RefreshToken: 'refresh-old' }));
    const { router } = renderRoute('/MyProjects');

    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/MyProjects');
    expect(api.callsTo('POST', authApi.refreshToken.path)[0]?.body).toEqual({ refreshToken: 'refresh-old' });
    expect(getStored('token')).toEqual(renewed);
  });

  it('sends the user to /login when the refresh is refused', async () => {
    stubApi({
      [`POST ${authApi.refreshToken.path}`]: () => jsonResponse(envelope(null, 401, 'Expired'), 401),
    });
    setStored('token', validTokens({ AccessExpires: expired }));
    const { router } = renderRoute('/MyProjects');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getStored('token')).toBeNull();
  });
});
