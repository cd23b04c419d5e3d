import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubFetch } from '../test/fetch';
import { renderRoute } from '../test/render';
import { storeSignedInSession } from '../test/session';

describe('routes', () => {
  it.each([
    ['/myprofile/0', 'My Profile'],
    ['/MyProfile/4', 'My Profile'],
    ['/MYPROJECTS', 'My Projects/Clients'],
    ['/project/abc', 'Edit Client/Project'],
    ['/contracttemplate', 'Contract Templates'],
    ['/InnerBlog', 'Blog'],
  ])('match %s without regard to case, inside the signed-in layout', async (path, title) => {
    storeSignedInSession();
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown address', async () => {
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('shows public pages without the signed-in layout', async () => {
    stubFetch(() => jsonResponse(envelope(true)));
    renderRoute('/login?t=signup');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in or create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create An Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/Login?t=signup');
  });

  it('shows the EULA from the server on /eula', async () => {
    stubFetch(() => jsonResponse(envelope({ Content: '<h2>Terms</h2><p>Be fair.</p>' })));
    renderRoute('/EULA');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'End User License Agreement' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'End User License Agreement' })).toHaveAttribute('href', '/eula');
  });
});
