import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, said } from '../../test/fetch';
import {
  aSigningContract,
  dialogNamed,
  installBrowserStandIns,
  renderSigningPage,
  signingKey,
  signingServer,
} from './testing';

const asked = {
  Kind: 'changeRequested',
  Time: '2026-03-03T15:00:00Z',
  Text: 'Please start in June.',
} as const;
const declined = { Kind: 'declined', Time: '2026-03-04T15:00:00Z', Text: '' } as const;

describe('asking for a change and declining, beside Sign', { timeout: 30_000 }, () => {
  beforeEach(() => {
    installBrowserStandIns();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for a change: the dialog says the contract stays open, sends the words, then the page shows them', async () => {
    const user = userEvent.setup();
    const api = signingServer({
      routes: { [`POST ${signingApi.askChange.path}`]: envelope([asked], 200, en.signingChangeSent) },
    });
    renderSigningPage();

    await user.click(await screen.findByRole('button', { name: 'Ask for a change' }));
    const dialog = await dialogNamed('Ask Pat Renovations for a change');
    expect(
      within(dialog).getByText(/The contract stays open: you can still sign it as it is\./),
    ).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send my request' });
    // Nothing to send until the recipient says what they would like changed.
    expect(send).toBeDisabled();
    const words = within(dialog).getByRole('textbox', { name: 'What would you like changed?' });
    await user.type(words, 'Please start in June.');
    expect(within(dialog).getByText('21/1000')).toBeInTheDocument();
    await user.click(send);

    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.callsTo('POST', signingApi.askChange.path)[0]?.body).toEqual({
      code: signingKey,
      message: 'Please start in June.',
    });
    const requested = screen.getByText('You asked for a change on March 3, 2026:');
    expect(screen.getByText('Please start in June.')).toBeInTheDocument();
    expect(screen.getByText(/The contractor has been told\. You can still sign/)).toBeInTheDocument();
    await waitFor(() => expect(requested).toHaveFocus());
    // The contract is still open: Sign stays, and another request may follow.
    expect(screen.getByRole('button', { name: 'Sign the contract' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a change' }));
    const again = await dialogNamed('Ask Pat Renovations for a change');
    expect(within(again).getByRole('textbox')).toHaveValue('');
  });

  it('declines after a clear confirmation; the page then says when, and nothing is left to sign', async () => {
    const user = userEvent.setup();
    const api = signingServer({
      routes: { [`POST ${signingApi.decline.path}`]: envelope([declined], 200, en.signingDeclineRecorded) },
    });
    renderSigningPage();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await dialogNamed('Decline this contract?');
    expect(
      within(dialog).getByText(/Declining ends this contract: no one will be able to sign it\./),
    ).toBeInTheDocument();
    // John Doe signs it too: he is told.
    expect(
      within(dialog).getByText('The other signers are told that it will not proceed.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Why are you declining? (optional)' })).toHaveValue(
      '',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline the contract' }));

    const heading = await screen.findByRole('heading', {
      name: 'You declined this contract on March 4, 2026',
    });
    expect(api.callsTo('POST', signingApi.decline.path)[0]?.body).toEqual({ code: signingKey, reason: '' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/no one can sign it now/)).toBeInTheDocument();
    expect(screen.getByText('The other signers have been told too.')).toBeInTheDocument();
    for (const name of ['Sign the contract', 'Ask for a change', 'Decline']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('going back sends nothing and keeps the words typed', async () => {
    const user = userEvent.setup();
    const api = signingServer();
    renderSigningPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await dialogNamed('Decline this contract?');
    await user.type(within(dialog).getByRole('textbox'), 'Too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.callsTo('POST', signingApi.decline.path)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign the contract' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(within(await dialogNamed('Decline this contract?')).getByRole('textbox')).toHaveValue(
      'Too expensive',
    );
  });

  it("shows the server's refusal and keeps the dialog open with the words", async () => {
    const user = userEvent.setup();
    signingServer({
      routes: { [`POST ${signingApi.askChange.path}`]: said('signingContractCancelled', 410) },
    });
    renderSigningPage();
    await user.click(await screen.findByRole('button', { name: 'Ask for a change' }));
    const dialog = await dialogNamed('Ask Pat Renovations for a change');
    await user.type(within(dialog).getByRole('textbox'), 'A larger window');
    await user.click(within(dialog).getByRole('button', { name: 'Send my request' }));

    const error = await dialogNamed(en.dialogErrorTitle);
    expect(within(error).getByRole('alert')).toHaveTextContent(en.signingContractCancelled);
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('textbox')).toHaveValue('A larger window');
    expect(screen.queryByText(/You asked for a change/)).not.toBeInTheDocument();
  });

  it('shows a signer back on their link the changes they asked for, in the language they read', async () => {
    signingServer({ contract: aSigningContract({ Language: 'fr', Responses: [asked] }) });
    renderSigningPage();
    expect(await screen.findByText(/Vous avez demandé une modification le 3 mars 2026/)).toBeInTheDocument();
    expect(screen.getByText('Please start in June.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signer le contrat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander une modification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
    await switchLanguage('en');
  });

  it('names no other signer to tell when the recipient signs alone', async () => {
    const user = userEvent.setup();
    signingServer({
      contract: aSigningContract({ Signers: [{ Name: 'Jane Doe', BusinessName: '', SignedTime: null }] }),
    });
    renderSigningPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await dialogNamed('Decline this contract?');
    expect(within(dialog).queryByText(/other signers/)).not.toBeInTheDocument();
  });
});
