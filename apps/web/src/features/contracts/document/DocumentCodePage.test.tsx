import { screen } from '@testing-library/react';
import { signingApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { renderRoute } from '../../../test/render';
import type { DocumentStatus } from './api';

const documentStatus = `GET ${signingApi.documentStatus.path}`;

function contract(Status: string, SignedTime: string | null = null): DocumentStatus {
  return { Number: 1042, Revision: 2, BusinessName: 'Côté Renovations', Status, SignedTime };
}

describe('the page a contract’s QR code opens', () => {
  it('names the page, the contract, its contractor and its status from the upper-case address a phone opens', async () => {
    // Noon UTC: the same calendar day in every Canadian zone.
    const api = stubApi({ [documentStatus]: envelope(contract('Signed', '2025-03-14T12:00:00.000Z')) });
    renderRoute('/C/0H53KFM9V48XC3N8NQ5T/P03-05');

    expect(
      await screen.findByRole('heading', { level: 1, name: /A page of a contract/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('This is page 3 of 5 of a contract.')).toBeInTheDocument();
    expect(await screen.findByText('Contract 1042, revision 2')).toBeInTheDocument();
    expect(screen.getByText('Made by Côté Renovations')).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('Signed on 2025-03-14')).toBeInTheDocument();
    expect(screen.getByText('0H53-KFM9-V48X-C3N8-NQ5T')).toBeInTheDocument();
    expect(api.callsTo('GET', signingApi.documentStatus.path)[0]?.url.searchParams.get('code')).toBe(
      '0H53KFM9V48XC3N8NQ5T',
    );
    const links = screen.getAllByRole('link', { name: 'Sign in' });
    expect(links.some((link) => link.getAttribute('href') === '/login')).toBe(true);
    expect(screen.getByRole('link', { name: /Check that it is exactly the sealed file/ })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it.each([
    ['Draft', 'Draft'],
    ['Sent', 'Waiting for signatures'],
    ['Expired', 'Expired'],
    ['Cancelled', 'Cancelled'],
    ['Superseded', 'Replaced by an amendment'],
  ])('says the status %s in words', async (status, word) => {
    stubApi({ [documentStatus]: envelope(contract(status)) });
    renderRoute('/C/0H53KFM9V48XC3N8NQ5T/P01-05');

    expect(await screen.findByText(word)).toBeInTheDocument();
    expect(screen.queryByText(/Signed on/)).not.toBeInTheDocument();
  });

  it('says plainly that no contract has the code when the server refuses it', async () => {
    stubApi({ [documentStatus]: () => jsonResponse(said('commonNotFound', 404), 404) });
    renderRoute('/C/0H53KFM9V48XC3N8NQ5T/P01-05');

    expect(await screen.findByText(/No contract of Tradepact has this code/)).toBeInTheDocument();
    expect(screen.queryByText(/Contract \d+/)).not.toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached, rather than calling the code unknown', async () => {
    stubApi({ [documentStatus]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRoute('/C/0H53KFM9V48XC3N8NQ5T/P01-05');

    expect(await screen.findByText('The state of this contract could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/No contract of Tradepact has this code/)).not.toBeInTheDocument();
  });

  it('says so when the address names no page of a contract, without asking the server', async () => {
    const api = stubApi({ [documentStatus]: envelope(contract('Signed')) });
    renderRoute('/c/not-a-code/p1-2');

    expect(await screen.findByText(/does not name a page of a contract/)).toBeInTheDocument();
    expect(api.callsTo('GET', signingApi.documentStatus.path)).toHaveLength(0);
  });
});
