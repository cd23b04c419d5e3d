import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';

describe('the page a contract’s QR code opens', () => {
  it('names the page and the code from the upper-case address a phone opens, and nothing else', async () => {
    renderRoute('/C/0H53KFM9V48XC3N8NQ5T/P03-05');

    expect(
      await screen.findByRole('heading', { level: 1, name: /A page of a contract/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('This is page 3 of 5 of a contract.')).toBeInTheDocument();
    expect(screen.getByText('0H53-KFM9-V48X-C3N8-NQ5T')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Sign in' });
    expect(links.some((link) => link.getAttribute('href') === '/login')).toBe(true);
  });

  it('says so when the address names no page of a contract', async () => {
    renderRoute('/c/not-a-code/p1-2');

    expect(await screen.findByText(/does not name a page of a contract/)).toBeInTheDocument();
  });
});
