import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectHowToVideo } from '../../features/guides/expectHowToVideo';
import { renderWithProviders } from '../../test/render';
import { HowToVideoModal } from './HowToVideoModal';

describe('the how-to modal', () => {
  it('plays the captioned video above the five steps, and closes when a step link is followed', async () => {
    const onClose = vi.fn();
    renderWithProviders(<HowToVideoModal opened onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: /Getting started with/ });
    expectHowToVideo(dialog);
    const steps = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    await userEvent.click(within(steps[2]!).getByRole('link', { name: 'Open Contract Templates' }));
    expect(onClose).toHaveBeenCalled();
  });
});
