import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeatureRoutes } from '../../test/render';
import { expectHowToVideo } from './expectHowToVideo';
import { guidesSignedInRoutes } from './routes';

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
});
