import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStored } from '../../lib/storage';
import { envelope, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { authApi } from './api';

/** A JWT-shaped token (unsigned) expiring at `exp` (seconds). */
function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp })}.signature`;
}

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

  it('completes an external sign-in from token: keeps it, loads the user info and opens My Profile', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const token = jwt(exp);
    const api = stubApi({
      [`GET ${authApi.userInfo}`]: envelope({ UserId: 'u1', UserName: 'sam@example.com' }),
    });
    const { router } = renderRoute(`/login?token=${token}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/0'));
    expect(getStored('token')).toEqual({
      AccessToken: token,
      RefreshToken: '',
      AccessExpires: new Date(exp * 1000).toISOString(),
    });
    expect(getStored('user')?.UserName).toBe('sam@example.com');
    expect(api.callsTo('GET', authApi.userInfo)[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });
});
