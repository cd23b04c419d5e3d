import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubFetch } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';

async function sidebar() {
  return screen.findByRole('navigation', { name: 'Sidebar' });
}

describe('signed-in layout', () => {
  beforeEach(() => {
    storeSignedInSession();
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

  it('collapses the sidebar automatically below 767 px, keeping the links named', async () => {
    setViewportWidth(766);
    renderRoute('/MyProjects');
    const nav = await sidebar();

    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/MyProjects');
    expect(within(nav).queryByText('My Projects')).not.toBeInTheDocument();
  });

  it('collapses when the window narrows below 767 px and expands again when it widens', async () => {
    setViewportWidth(1024);
    renderRoute('/MyProjects');
    const nav = await sidebar();
    expect(nav).toHaveAttribute('data-collapsed', 'false');

    act(() => setViewportWidth(767));
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    act(() => setViewportWidth(600));
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    act(() => setViewportWidth(900));
    expect(nav).toHaveAttribute('data-collapsed', 'false');
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
    const { calls } = stubFetch(() => jsonResponse(envelope(null)));
    const { router } = renderRoute('/MyProjects');
    const nav = await sidebar();

    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.url.pathname).toBe('/api/auth/logout');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ refreshToken: 'refresh-valid' });
    expect(window.localStorage.length).toBe(0);
  });
});
