import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { aUserInfo, validTokens } from '../../test/session';
import { safeReturnPath } from './returnPath';

const userInfo = aUserInfo();

function signInApi() {
  return stubApi({
    [`POST ${authApi.login.path}`]: envelope(validTokens()),
    [`POST ${authApi.login2fa.path}`]: envelope(validTokens()),
    [`POST ${authApi.externalExchange.path}`]: envelope(validTokens()),
    [`GET ${authApi.userInfo.path}`]: envelope(userInfo),
    [`GET ${authApi.externalProviders.path}`]: envelope(['google']),
  });
}

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email, mobile number or username'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the page asked for before signing in', { timeout: 15_000 }, () => {
  it('is where the sign-in guard sends a visitor back after a password sign-in', async () => {
    signInApi();
    const { router } = renderRoute('/MyContacts?page=2#list');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/MyContacts?page=2#list');

    await signInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyContacts'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.hash).toBe('#list');
  });

  it('is opened after a code sign-in', async () => {
    const user = userEvent.setup();
    signInApi();
    const { router } = renderRoute('/login?next=%2FSettings');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a code instead' }));
    await user.type(screen.getByLabelText('Email or mobile number'), 'pat@example.com');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings'));
  });

  it('survives the round trip of a Google or Apple sign-in', async () => {
    signInApi();
    const first = renderRoute('/login?next=%2FMyContacts');
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    // jsdom cannot leave the page: the click only has to remember where to come back to.
    google.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(google);
    first.unmount();

    // The provider sends the browser back to /login with a ticket and nothing else.
    const { router } = renderRoute('/login?token=ticket-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyContacts'));
  });

  it('is My Profile when nothing was asked for', async () => {
    signInApi();
    const { router } = renderRoute('/login');

    await signInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/0'));
  });

  it('is never another site: a foreign address in next opens My Profile', async () => {
    signInApi();
    const { router } = renderRoute(`/login?next=${encodeURIComponent('//evil.example/x')}`);

    await signInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyProfile/0'));
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/MyProjects', '/MyProjects'],
    ['/MyProjects?page=2#top', '/MyProjects?page=2#top'],
    ['/EditProject/7', '/EditProject/7'],
  ])('keeps the path of this app %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    null,
    '',
    'MyProjects',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/MyProjects',
    'javascript:alert(1)',
    '/login?next=/MyProjects',
    '/Login',
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
