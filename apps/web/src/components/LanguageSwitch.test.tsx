import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicFooter } from '../app/layouts/PublicFooter';
import { i18n } from '../i18n';
import { switchLanguage } from '../i18n/switchLanguage';
import { renderWithProviders } from '../test/render';

afterEach(async () => {
  // The files of a worker share i18n: the next one starts in English again.
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the language switch', () => {
  it('shows the page in French at once, names English in English, and remembers the choice', async () => {
    renderWithProviders(<PublicFooter />);
    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Blogue' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    const back = screen.getByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: 'Langue' })).toContainElement(back);
  });

  it('brings the parts of the labels already shown along to the new language', async () => {
    const { loadSignedInLabels } = await import('../i18n/loadLabels');
    await loadSignedInLabels();
    await switchLanguage('fr');
    expect(i18n.t('nav.myProjects')).toBe('Mes projets');
    expect(i18n.exists('guides.howWeWork.title')).toBe(true);
  });
});
