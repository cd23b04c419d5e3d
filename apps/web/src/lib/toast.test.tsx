import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { toastError, toastSuccess } from './toast';

describe('toasts', () => {
  beforeEach(() => notifications.clean());

  // Top-right covered the header's Sign Up button (see toast.ts).
  it.each([
    ['an error', () => toastError('The captcha code is not correct.')],
    ['a success', () => toastSuccess('Profile Saved!')],
  ])('shows %s at the top center', async (_kind, show) => {
    renderWithProviders(<p>page</p>);
    act(() => show());

    const toast = await screen.findByRole('alert');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });
});
