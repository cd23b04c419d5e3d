import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signingApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import type { VerifyAnswer } from './api';

const verify = `POST ${signingApi.verify.path}`;
const sha256 = 'a3f1c09e5b7d2e4f6a8b0c1d3e5f7a9b1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f';

const sealed: VerifyAnswer = {
  Found: true,
  Sha256: sha256,
  Contract: {
    Number: 1042,
    Revision: 2,
    BusinessName: 'Côté Renovations',
    Status: 'Signed',
    // Noon UTC: the same calendar day in every Canadian zone.
    SignedTime: '2025-03-14T12:00:00.000Z',
  },
};

function pdf(name = 'contract-1042.pdf') {
  return new File(['%PDF-1.7 sealed'], name, { type: 'application/pdf' });
}

async function openAndChoose(file: File, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  renderRoute('/verify');
  await user.upload(await screen.findByLabelText('PDF to check'), file);
  return user;
}

describe('the public /verify page', () => {
  it('sends the chosen PDF as the multipart field "file" and names the sealed contract it is exactly', async () => {
    const api = stubApi({ [verify]: envelope(sealed) });
    await openAndChoose(pdf());

    expect(
      await screen.findByText(
        'This is exactly a sealed contract of Tradepact: contract 1042, revision 2, Côté Renovations, signed 2025-03-14.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sealed by Tradepact')).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText(sha256)).toBeInTheDocument();
    expect(screen.getByText('Fingerprint (SHA-256) of contract-1042.pdf')).toBeInTheDocument();
    const [call] = api.fetchMock.mock.calls;
    const body = call?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('contract-1042.pdf');
  });

  it('copies the fingerprint to compare it with the completion email', async () => {
    stubApi({ [verify]: envelope(sealed) });
    const user = await openAndChoose(pdf());

    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    expect(await navigator.clipboard.readText()).toBe(sha256);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says not found, and why, for a file that is not exactly a sealed contract, with its fingerprint', async () => {
    stubApi({ [verify]: envelope({ Found: false, Sha256: sha256, Contract: null }) });
    await openAndChoose(pdf('changed.pdf'));

    expect(
      await screen.findByText(
        'Not found: this file is not a sealed contract of Tradepact, or it was changed after sealing (any change, even one byte, gives a different fingerprint).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sealed by Tradepact')).not.toBeInTheDocument();
    expect(screen.getByText(sha256)).toBeInTheDocument();
  });

  it('shows the server’s refusal in words when the file cannot be checked', async () => {
    stubApi({
      [verify]: () => jsonResponse(envelope(null, 400, 'Please attach only PDF or Image files.'), 400),
    });
    await openAndChoose(pdf());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The file could not be checked')).toBeInTheDocument();
    expect(within(alert).getByText('Please attach only PDF or Image files.')).toBeInTheDocument();
    expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PDF without sending it', async () => {
    const api = stubApi({ [verify]: envelope(sealed) });
    await openAndChoose(new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });

    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF file.');
    expect(api.callsTo('POST', signingApi.verify.path)).toHaveLength(0);
  });

  it('explains what the check means, the email’s fingerprint and the untrusted-certificate warning', async () => {
    renderRoute('/verify');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a signed contract' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What this check means' })).toBeInTheDocument();
    expect(screen.getByText(/gives the same fingerprint/)).toHaveTextContent(
      /not from a trusted source: Tradepact seals contracts with its own certificate/,
    );
  });
});
