import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';

/** A fresh AppModal module: its code not yet downloaded, as on a page's first visit. */
async function freshAppModal() {
  vi.resetModules();
  return (await import('./AppModal')).AppModal;
}

describe('AppModal', () => {
  it('draws nothing while closed, and the modal with its named close button once opened', async () => {
    const AppModal = await freshAppModal();
    const modal = (opened: boolean) => (
      <MantineProvider env="test">
        <AppModal opened={opened} onClose={() => {}} title="Terms">
          The terms
        </AppModal>
      </MantineProvider>
    );
    const { rerender } = render(modal(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(modal(true));
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    expect(dialog).toHaveTextContent('The terms');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('draws a modal opened before its code arrived once the code is there', async () => {
    const AppModal = await freshAppModal();
    render(
      <MantineProvider env="test">
        <AppModal opened onClose={() => {}} title="Welcome">
          Hello
        </AppModal>
      </MantineProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toHaveTextContent('Hello');
  });
});
