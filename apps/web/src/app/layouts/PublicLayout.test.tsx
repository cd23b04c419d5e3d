import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubFetch } from '../../test/fetch';
import { renderRoute } from '../../test/render';

describe('public layout', () => {
  it('draws the footer only with the page above it, so a slow page never pushes it down', async () => {
    stubFetch(() => jsonResponse(envelope([])));
    renderRoute('/');

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });
});
