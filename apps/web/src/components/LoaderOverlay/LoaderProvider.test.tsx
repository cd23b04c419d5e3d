import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { limits } from '@tradepact/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoaderProvider } from './LoaderProvider';
import { useLoader } from './useLoader';

function Probe() {
  const loader = useLoader();
  return (
    <>
      <button onClick={loader.show}>show</button>
      <button onClick={loader.hide}>hide</button>
      <span data-testid="visible">{String(loader.visible)}</span>
    </>
  );
}

function renderLoader() {
  render(
    <MantineProvider env="test">
      <LoaderProvider>
        <Probe />
      </LoaderProvider>
    </MantineProvider>,
  );
  return {
    show: () => fireEvent.click(screen.getByRole('button', { name: 'show' })),
    hide: () => fireEvent.click(screen.getByRole('button', { name: 'hide' })),
    visible: () => screen.getByTestId('visible').textContent === 'true',
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loader overlay', () => {
  it('shows on demand, announced to screen readers, and hides on demand', () => {
    const loader = renderLoader();

    loader.show();
    expect(loader.visible()).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait…');

    loader.hide();
    expect(loader.visible()).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('hides by itself after 30 seconds', () => {
    vi.useFakeTimers();
    const loader = renderLoader();

    loader.show();
    act(() => vi.advanceTimersByTime(limits.loaderAutoHideMs - 1));
    expect(loader.visible()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(loader.visible()).toBe(false);
  });

  it('counts the 30 seconds again when shown again', () => {
    vi.useFakeTimers();
    const loader = renderLoader();

    loader.show();
    act(() => vi.advanceTimersByTime(20_000));
    loader.show();
    act(() => vi.advanceTimersByTime(20_000));
    expect(loader.visible()).toBe(true);
  });
});
