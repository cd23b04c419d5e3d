import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, type SigningCodeNeeded } from '@tradepact/shared';
import { signingApi, signingCodeApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../../i18n/switchLanguage';
import { envelope, jsonResponse, said, type FetchCall } from '../../../test/fetch';
import {
  aSigningContract,
  dialogNamed,
  installBrowserStandIns,
  renderSigningPage,
  signingKey,
  signingServer,
} from '../testing';

const needed = (overrides: Partial<SigningCodeNeeded> = {}): SigningCodeNeeded => ({
  BusinessName: 'Pat Renovations',
  Phone: '•••-•••-0199',
  Language: 'en',
  CodeSent: false,
  ResendSeconds: 0,
  ...overrides,
});

/** The signing API of a contract that opens with a code: refused until `opened` is set. */
function codedServer(card = needed(), routes: Record<string, unknown> = {}) {
  const state = { opened: false };
  const api = signingServer({
    routes: {
      [`GET ${signingApi.preview.path}`]: () =>
        jsonResponse(state.opened ? envelope(aSigningContract()) : said('signingCodeRequired', 403, card)),
      [`POST ${signingCodeApi.send.path}`]: envelope(
        { Phone: '•••-•••-0199', ResendSeconds: 60 },
        200,
        'We texted a 6-digit code to •••-•••-0199.',
      ),
      [`POST ${signingCodeApi.check.path}`]: (call: FetchCall) => {
        const right = (call.body as { textedCode: string }).textedCode === '123456';
        if (right) state.opened = true;
        return jsonResponse(right ? envelope(null) : said('signingCodeWrong', 400));
      },
      ...routes,
    },
  });
  return { api, state };
}

/** As the card writes it: the number and '6‑digit' with non-breaking hyphens, never split on a phone. */
const whole = (text: string) => text.replaceAll('-', '\u2011');

const card = () => screen.findByRole('region', { name: 'A code opens this contract' });

describe('signing page: a contract that opens with a code (issue 32 §4)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    installBrowserStandIns();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    // Unmounted first: a card still shown would speak its contract's language again.
    cleanup();
    await showLanguage('en');
  });

  it('shows a card instead of the contract, texts the code, and opens the contract with the right one', async () => {
    const user = userEvent.setup();
    const { api } = codedServer();
    renderSigningPage();

    const region = within(await card());
    expect(
      region.getByText(
        whole(
          'Pat Renovations protects this contract with a code. We’ll text a 6-digit code to •••-•••-0199.',
        ),
      ),
    ).toBeInTheDocument();
    // A code is no refusal: no error, and nothing of the contract.
    expect(screen.queryByRole('dialog', { name: en.dialogErrorTitle })).not.toBeInTheDocument();
    expect(screen.queryByTitle(/^Contract No\./)).not.toBeInTheDocument();
    expect(region.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Text me the code' }));
    const field = await region.findByRole('textbox', { name: whole('6-digit code') });
    expect(api.callsTo('POST', signingCodeApi.send.path)[0]?.body).toEqual({ code: signingKey });
    expect(
      region.getByText(whole('We texted a 6-digit code to •••-•••-0199. It is valid for 10 minutes.')),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();
    expect(region.getByRole('button', { name: 'Text me a new code' })).toBeDisabled();
    expect(region.getByText('You can ask for a new code in 60 s.')).toBeInTheDocument();

    await user.type(field, '654321{Enter}');
    expect(await region.findByRole('alert')).toHaveTextContent(en.signingCodeWrong);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    // What is not a digit (a space pasted with the code) is left out.
    await user.type(field, '123 456');
    expect(field).toHaveValue('123456');
    await user.click(region.getByRole('button', { name: 'Open the contract' }));
    await screen.findByRole('heading', { level: 1, name: 'Pat Renovations sent you a contract to sign' });
    expect(api.callsTo('POST', signingCodeApi.check.path).at(-1)?.body).toEqual({
      code: signingKey,
      textedCode: '123456',
    });
    expect(api.callsTo('GET', signingApi.preview.path)).toHaveLength(2);
  });

  it('asks at once for a code already sent, and says a new one is needed once it expired', async () => {
    const user = userEvent.setup();
    const { api } = codedServer(needed({ CodeSent: true, ResendSeconds: 0 }), {
      [`POST ${signingCodeApi.check.path}`]: said('signingCodeExpired', 410),
    });
    renderSigningPage();

    const region = within(await card());
    await user.type(region.getByRole('textbox', { name: whole('6-digit code') }), '123456{Enter}');
    expect(await region.findByRole('alert')).toHaveTextContent(en.signingCodeExpired);
    await user.click(region.getByRole('button', { name: 'Text me a new code' }));
    await waitFor(() => expect(api.callsTo('POST', signingCodeApi.send.path)).toHaveLength(1));
    expect(await region.findByText('You can ask for a new code in 60 s.')).toBeInTheDocument();
    expect(region.getByRole('textbox', { name: whole('6-digit code') })).toHaveValue('');
  });

  it('says when a new code may be asked for, in the server’s words when it is too soon', async () => {
    const user = userEvent.setup();
    codedServer(needed(), {
      [`POST ${signingCodeApi.send.path}`]: {
        ...said('signingCodeHourlyLimit', 429),
        Content: 'Too many codes were sent in the last hour. Please try again in 12 minutes.',
      },
    });
    renderSigningPage();

    const region = within(await card());
    await user.click(region.getByRole('button', { name: 'Text me the code' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Please try again in 12 minutes.');
    expect(region.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks the contract’s language', async () => {
    codedServer(needed({ Language: 'fr' }));
    renderSigningPage();

    const region = await screen.findByRole('region', { name: 'Un code ouvre ce contrat' });
    expect(
      within(region).getByText(
        whole(
          'Pat Renovations protège ce contrat par un code. Nous enverrons un code à 6 chiffres par texto au •••-•••-0199.',
        ),
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'M’envoyer le code par texto' })).toBeInTheDocument();
  });

  it('leaves every other refusal to the error dialog', async () => {
    signingServer({ routes: { [`GET ${signingApi.preview.path}`]: said('signingContractExpired', 410) } });
    renderSigningPage();
    await dialogNamed(en.dialogErrorTitle);
    expect(screen.queryByRole('region', { name: 'A code opens this contract' })).not.toBeInTheDocument();
  });
});
