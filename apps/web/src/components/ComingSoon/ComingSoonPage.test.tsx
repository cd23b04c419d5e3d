import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch';
import { renderRoute, renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { ComingSoonPage } from './ComingSoonPage';

describe('coming soon page', { timeout: 15_000 }, () => {
  it('keeps a signed-in user in the signed-in shell, with the way back to My Projects', async () => {
    storeSignedInSession();
    stubApi({});
    renderRoute('/HowToUse');

    const main = await screen.findByRole('main');
    const back = await within(main).findByRole('link', { name: 'Back to My Projects' });
    expect(back).toHaveAttribute('href', '/MyProjects');
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('sends a signed-in user on a public screen back to My Projects, not the marketing page', async () => {
    storeSignedInSession();
    stubApi({});
    renderWithProviders(<ComingSoonPage screen="howWeWork" />);

    const back = await screen.findByRole('link', { name: 'Back to My Projects' });
    expect(back).toHaveAttribute('href', '/MyProjects');
  });

  it('sends a visitor back to the home page', async () => {
    stubApi({});
    renderWithProviders(<ComingSoonPage screen="howWeWork" />);

    const back = await screen.findByRole('link', { name: 'Back to the home page' });
    expect(back).toHaveAttribute('href', '/');
  });
});
