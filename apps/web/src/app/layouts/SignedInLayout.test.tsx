import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSubscriptionStatus } from '../../features/billing/useSubscriptionStatus';
import { setStored } from '../../lib/storage';
import { envelope, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { aUserInfo, storeSignedInSession, type UserInfoOverrides } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';

async function sidebar() {
  return screen.findByRole('navigation', { name: 'Sidebar' });
}

describe('signed-in layout', () => {
  beforeEach(() => {
    storeSignedInSession();
    // Nothing to accept: no popup covers the layout.
    stubApi({});
  });

  it('shows the expanded sidebar with every link on a wide screen', async () => {
    setViewportWidth(1280);
    renderRoute('/MyContacts');
    const nav = await sidebar();

    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    for (const name of [
      'My Profile',
      'My Projects',
      'Upload Contract',
      'Contract Templates',
      'My Contacts',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'My Contacts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('on a phone keeps the whole width for the page: the sidebar is a menu opened from the header', async () => {
    const user = userEvent.setup();
    setViewportWidth(360);
    const { router } = renderRoute('/MyProjects');
    const open = await screen.findByRole('button', { name: 'Open menu' });

    // No icon rail beside the page: the navigation is out of sight until asked for.
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();

    await user.click(open);
    const nav = await sidebar();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Opened, the menu shows the links with their words, not icons alone.
    expect(within(nav).getByText('My Contacts')).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'My Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyContacts'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument(),
    );
  });

  it('hides the sidebar when the window narrows below 767 px and shows it again when it widens', async () => {
    setViewportWidth(1024);
    renderRoute('/MyProjects');
    const nav = await sidebar();
    expect(nav).toHaveAttribute('data-collapsed', 'false');

    act(() => setViewportWidth(767));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'false');
    act(() => setViewportWidth(600));
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    act(() => setViewportWidth(900));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'false');
  });

  it('lets the user collapse and expand the sidebar with the toggle', async () => {
    const user = userEvent.setup();
    setViewportWidth(1280);
    renderRoute('/MyProjects');
    const nav = await sidebar();

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(nav).toHaveAttribute('data-collapsed', 'false');
  });

  it('signs out: ends the session on the server, clears stored data and goes to the home page', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    const { router } = renderRoute('/MyProjects');
    const nav = await sidebar();

    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = api.callsTo('POST', '/api/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.body).toEqual({ refreshToken: 'refresh-valid' });
    expect(window.localStorage.length).toBe(0);
  });
});

function storeUser(user: UserInfoOverrides) {
  setStored('user', aUserInfo(user));
}

const trialUser: UserInfoOverrides = {
  Metadata: { IsRestricted: false, UnreadBlog: 0, TrialEndDate: '2026-07-01' },
  Subscription: { Plan: { Type: 1, Name: 'Free Trial' } },
};

describe('sidebar flags', () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it('shows NEW on Blog when there are unread posts', async () => {
    stubApi({});
    storeUser({ Metadata: { IsRestricted: true, UnreadBlog: 3 } });
    renderRoute('/MyProjects');
    const nav = await sidebar();

    // The badge is visible text, so it is part of the link's name.
    const blog = within(nav).getByRole('link', { name: 'Blog new' });
    expect(within(blog).getByText('new')).toBeInTheDocument();
    expect(blog).toHaveAttribute('href', '/InnerBlog');
  });

  it('shows no NEW badge on Blog when every post was read', async () => {
    stubApi({});
    storeUser({ Metadata: { IsRestricted: true, UnreadBlog: 0 } });
    renderRoute('/MyProjects');
    const nav = await sidebar();

    const blog = within(nav).getByRole('link', { name: 'Blog' });
    expect(within(blog).queryByText('new')).not.toBeInTheDocument();
  });

  it('shows the Subscription info icon with the trial end date only when the account is not restricted', async () => {
    stubApi({});
    storeUser(trialUser);
    renderRoute('/MyProjects');
    const nav = await sidebar();

    const subscription = within(nav).getByRole('link', { name: 'Subscription' });
    expect(
      within(subscription).getByRole('img', { name: 'Free trial until 2026-07-01' }),
    ).toBeInTheDocument();
    expect(subscription).toHaveAccessibleDescription('Free trial until 2026-07-01');
  });

  it('names the paid plan in the Subscription info icon', async () => {
    stubApi({});
    storeUser({
      Metadata: { IsRestricted: false, UnreadBlog: 0 },
      Subscription: { Plan: { Type: 3, Name: 'Annual' } },
    });
    renderRoute('/MyProjects');
    const nav = await sidebar();

    expect(within(nav).getByRole('img', { name: 'Your plan: Annual' })).toBeInTheDocument();
  });

  it('shows no Subscription info icon for a restricted account', async () => {
    stubApi({});
    storeUser({ ...trialUser, Metadata: { IsRestricted: true, UnreadBlog: 0, TrialEndDate: '2026-07-01' } });
    renderRoute('/MyProjects');
    const nav = await sidebar();

    const subscription = within(nav).getByRole('link', { name: 'Subscription' });
    expect(within(subscription).queryByRole('img')).not.toBeInTheDocument();
    expect(subscription).not.toHaveAccessibleDescription();
  });

  it('re-reads the flags on refresh-subscription-status: the info icon goes once the account is restricted', async () => {
    const api = stubApi({
      'GET /api/auth/userinfo': envelope(aUserInfo({ Metadata: { IsRestricted: true, UnreadBlog: 2 } })),
    });
    storeUser(trialUser);
    // A light page: the flags belong to the layout, and a heavy page only slows the test down.
    renderRoute('/HowToUse');
    const nav = await sidebar();
    expect(within(nav).getByRole('img', { name: 'Free trial until 2026-07-01' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/userinfo')).toHaveLength(0);

    act(() => refreshSubscriptionStatus());

    await waitFor(() => expect(within(nav).queryByRole('img')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(api.callsTo('GET', '/api/auth/userinfo')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Blog new' })).toBeInTheDocument();
  });

  it('keeps the Blog flag in the collapsed sidebar as the link description', async () => {
    const user = userEvent.setup();
    stubApi({});
    storeUser({ Metadata: { IsRestricted: true, UnreadBlog: 1 } });
    renderRoute('/MyProjects');
    const nav = await sidebar();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAccessibleDescription('new');
  });
});

describe('header', () => {
  beforeEach(() => {
    storeSignedInSession();
    stubApi({});
  });

  it('names the account menu after the signed-in user and keeps its three items', async () => {
    const user = userEvent.setup();
    storeUser({ FirstName: 'Pat', LastName: 'Builder' });
    renderRoute('/MyProjects');
    await sidebar();

    const menu = screen.getByRole('button', { name: 'Account menu for Pat Builder' });
    expect(menu).toHaveTextContent('Pat Builder');
    await user.click(menu);

    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/MyProfile/0',
    );
    expect(screen.getByRole('menuitem', { name: 'Log-In Settings' })).toHaveAttribute('href', '/Settings');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('falls back to the username when the name is not known', async () => {
    storeUser({});
    renderRoute('/MyProjects');
    await sidebar();

    expect(screen.getByRole('button', { name: 'Account menu for pat@example.com' })).toBeInTheDocument();
  });

  it('signs out from the account menu', async () => {
    const user = userEvent.setup();
    const api = stubApi({});
    const { router } = renderRoute('/MyProjects');
    await sidebar();

    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('opens the how-to guide: five steps with links to their screens', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/MyProjects');
    await sidebar();

    await user.click(screen.getByRole('button', { name: 'How-to video' }));
    const dialog = await screen.findByRole('dialog', { name: /^Getting started with/ });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByRole('link', { name: 'Open My Profile' })).toHaveAttribute(
      'href',
      '/MyProfile/0',
    );
    expect(within(dialog).getByRole('link', { name: 'Open Contract Templates' })).toHaveAttribute(
      'href',
      '/ContractTemplate',
    );

    await user.click(within(dialog).getByRole('link', { name: 'Open Contract Templates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ContractTemplate'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
