import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { renderFeatureRoutes } from '../../test/render';
import { expectHowToVideo } from './expectHowToVideo';
import { guidesSignedInRoutes } from './routes';

afterEach(async () => {
  // The files of a worker share i18n: the next one starts in English again.
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('/HowToUse', () => {
  it('plays the how-to video with English captions, then lists the five steps with their stills and links', async () => {
    renderFeatureRoutes(guidesSignedInRoutes, ['/HowToUse']);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/How to use/);
    expectHowToVideo(document.body);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(within(steps[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Complete your business profile and signature',
    );
    expect(within(steps[0]!).getByRole('img')).toHaveAttribute('src', '/how-to/step-profile.jpg');
    expect(within(steps[0]!).getByRole('link', { name: 'Open My Profile' })).toHaveAttribute(
      'href',
      '/MyProfile/0',
    );
    expect(within(steps[4]!).getByRole('img')).toHaveAttribute('src', '/how-to/step-payments.jpg');
  });

  it('shows a French reader the French captions by default, the English track still offered, and the steps in French', async () => {
    await switchLanguage('fr');
    renderFeatureRoutes(guidesSignedInRoutes, ['/HowToUse']);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Comment utiliser/);
    expectHowToVideo(document.body, 'fr');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(steps[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Remplissez votre profil d’entreprise et ajoutez votre signature',
    );
    expect(within(steps[0]!).getByRole('link', { name: 'Ouvrir Mon profil' })).toHaveAttribute(
      'href',
      '/MyProfile/0',
    );
  });
});
