import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, fr } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, said } from '../../test/fetch';
import {
  aSigningContract,
  dialogNamed,
  installBrowserStandIns,
  openPad,
  renderSigningPage,
  signingKey,
  signingServer,
  tapPad,
} from './testing';

/** Testing Library reads a text's spaces as plain ones: French non-breaking spaces compare as such. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('signing page /Signature?key=', { timeout: 30_000 }, () => {
  beforeEach(() => {
    installBrowserStandIns();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens on a summary card: what it is, who sent it, the total with tax, the deposit, the dates and who signs', async () => {
    const api = signingServer();
    renderSigningPage();

    await screen.findByRole('heading', { level: 1, name: 'Pat Renovations sent you a contract to sign' });
    expect(api.callsTo('GET', signingApi.preview.path)[0]?.url.searchParams.get('code')).toBe(signingKey);
    const card = within(screen.getByRole('region', { name: 'Contract No. 42' }));
    expect(card.getByText('Kitchen renovation')).toBeInTheDocument();
    expect(card.getByText('$13,153.20')).toBeInTheDocument();
    expect(card.getByText('$11,640.00 + HST 13 % ($1,513.20) = $13,153.20')).toBeInTheDocument();
    expect(card.getByText('$2,000.00, due April 1, 2026')).toBeInTheDocument();
    expect(card.getByText('April 6, 2026 to May 15, 2026')).toBeInTheDocument();
    expect(card.getByText('March 31, 2026')).toBeInTheDocument();
    expect(card.getByText('Pat Murphy')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '613-555-0199' })).toHaveAttribute('href', 'tel:6135550199');
    expect(card.getByRole('link', { name: 'pat@renovations.example' })).toHaveAttribute(
      'href',
      'mailto:pat@renovations.example',
    );
    expect(card.getByText('Jane Doe (you)')).toBeInTheDocument();
    expect(card.getByText('Not signed yet')).toBeInTheDocument();
    expect(card.getByText('Signed on March 2, 2026')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Go to signature' })).toHaveAttribute('href', '#signature');
    // An original has nothing to compare with.
    expect(screen.queryByRole('region', { name: 'What this amendment changes' })).not.toBeInTheDocument();

    // The server's HTML in a frame that runs no script.
    const frame = screen.getByTitle('Contract No. 42, from Pat Renovations');
    expect(frame).toHaveAttribute('srcdoc', aSigningContract().Body);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');

    const schedule = screen.getByRole('link', { name: /Schedule A: Permit drawings\.pdf/ });
    expect(schedule).toHaveAttribute('href', `/api/app/contract/schedule?code=${signingKey}&slot=0`);
    expect(schedule).toHaveAttribute('target', '_blank');

    const consent = within(screen.getByRole('region', { name: 'Signing electronically' }));
    expect(consent.getByText(/same legal effect as signing a paper copy/)).toBeInTheDocument();
    expect(
      consent.getByText(/agree to use electronic records and electronic signatures/),
    ).toBeInTheDocument();
  });

  it('names an amendment as the amendment of its contract, and leaves out what the contract does not state', async () => {
    signingServer({
      contract: aSigningContract({
        Revision: 1,
        Summary: {
          ServiceType: '',
          CommencementDate: null,
          CompletionDate: '2026-05-15',
          Price: null,
          Taxes: [],
          TotalWithTax: null,
          Deposit: null,
          DepositDate: null,
        },
      }),
    });
    renderSigningPage();

    const card = within(await screen.findByRole('region', { name: 'Amendment 1 to Contract No. 42' }));
    expect(card.getByText('Ends May 15, 2026')).toBeInTheDocument();
    expect(card.queryByText('Total with tax')).not.toBeInTheDocument();
    expect(card.queryByText('Deposit')).not.toBeInTheDocument();
  });

  it('shows a signer back on their link what they signed and who is still to sign, without the Sign button', async () => {
    signingServer({
      contract: aSigningContract({
        SignedTime: '2026-03-02T15:30:00Z',
        Signers: [
          { Name: 'Jane Doe', BusinessName: '', SignedTime: '2026-03-02T15:30:00Z' },
          { Name: 'John Doe', BusinessName: '', SignedTime: null },
        ],
      }),
    });
    renderSigningPage();
    expect(
      await screen.findByText(
        /^Hello Jane Doe\. You signed this contract on March 2, 2026 at \d{1,2}:\d{2}\s[ap]\.m\.\.$/,
      ),
    ).toBeInTheDocument();
    const consent = within(screen.getByRole('region', { name: 'Signing electronically' }));
    expect(consent.getByRole('heading', { name: 'You have signed this contract' })).toBeInTheDocument();
    expect(
      consent.getByText(/Once everyone has signed, you will receive the final signed copy/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the contract' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Download the contract with the signatures given so far/ }),
    ).toHaveAttribute('href', `/api/app/contract/signerpdf?code=${signingKey}`);
  });

  it('shows the sealed copy and its fingerprint once everyone signed, not that it will come', async () => {
    const sha = 'ab'.repeat(32);
    signingServer({
      contract: aSigningContract({
        SignedTime: '2026-03-02T15:30:00Z',
        SealedSha256: sha,
        Signers: [{ Name: 'Jane Doe', BusinessName: '', SignedTime: '2026-03-02T15:30:00Z' }],
      }),
    });
    renderSigningPage();
    const consent = within(await screen.findByRole('region', { name: 'Signing electronically' }));
    expect(consent.getByText(/Everyone has signed, and the signed copy was sealed/)).toBeInTheDocument();
    expect(consent.getByText(sha)).toBeInTheDocument();
    expect(consent.getByRole('link', { name: 'Check a copy on the verify page' })).toHaveAttribute(
      'href',
      '/verify',
    );
    expect(consent.queryByText(/you will receive the final signed copy/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the signed and sealed contract/ })).toBeInTheDocument();
  });

  it('speaks the language the contract was sent in, unless the reader chose one with the switch', async () => {
    signingServer({ contract: aSigningContract({ Language: 'fr' }) });
    renderSigningPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Pat Renovations vous a envoyé un contrat à signer',
      }),
    ).toBeInTheDocument();
    expect(document.cookie).not.toContain('lang=');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pat Renovations sent you a contract to sign' }),
    ).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
    await switchLanguage('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it("states a consumer's right to cancel above the signature, in the contract's French", async () => {
    signingServer({
      contract: aSigningContract({
        Language: 'fr',
        Cancellation: {
          Days: 10,
          CountsFrom: 'copyReceived',
          ExtendedYears: 1,
          Reasons: ['copyDefective'],
          RefundDays: 15,
          Statute: 'Consumer Protection Act, 2002',
          Section: 'ss. 41–43',
        },
      }),
    });
    renderSigningPage();

    const notice = await screen.findByRole('region', { name: fr.documentCancelHeading });
    const inNotice = within(notice);
    expect(
      inNotice.getByText(spaced(fr.documentCancelCopyReceived.replace('{days}', '10'))),
    ).toBeInTheDocument();
    expect(
      inNotice.getByText(
        spaced(fr.documentCancelExtended.replace('{period}', fr.documentCancelPeriodOneYear)),
      ),
    ).toBeInTheDocument();
    expect(inNotice.getByRole('listitem')).toHaveTextContent(fr.documentCancelWhenCopyDefective);
    expect(inNotice.getByText(spaced(fr.documentCancelRefund.replace('{days}', '15')))).toBeInTheDocument();
    expect(
      inNotice.getByText(
        spaced(
          fr.documentCancelSource
            .replace('{statute}', 'Consumer Protection Act, 2002')
            .replace('{section}', 'ss. 41–43'),
        ),
      ),
    ).toBeInTheDocument();
    // Just above the signature: the section that holds the Sign button follows it.
    const signing = screen.getByRole('region', { name: 'Signature électronique' });
    expect(notice.compareDocumentPosition(signing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await switchLanguage('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('states no right to cancel for a sub-contract', async () => {
    signingServer({ contract: aSigningContract({ Type: 0 }) });
    renderSigningPage();
    await screen.findByRole('region', { name: 'Signing electronically' });
    expect(screen.queryByRole('region', { name: en.documentCancelHeading })).not.toBeInTheDocument();
    expect(screen.queryByText(/cancel this agreement/)).not.toBeInTheDocument();
  });

  it('shows only the server’s message when the key is refused, and OK goes home', async () => {
    const user = userEvent.setup();
    signingServer({ routes: { [`GET ${signingApi.preview.path}`]: said('signingContractExpired', 410) } });
    const { navigatedTo } = renderSigningPage();

    const dialog = await dialogNamed(en.dialogErrorTitle);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.signingContractExpired);
    expect(screen.queryByTitle(/^Contract No\./)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the contract' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(navigatedTo).toEqual(['/']);
  });

  it('offers to try again, rather than sending the reader home, when the server cannot be reached', async () => {
    const user = userEvent.setup();
    let reachable = false;
    signingServer({
      routes: {
        [`GET ${signingApi.preview.path}`]: () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return new Response(JSON.stringify(envelope(aSigningContract())));
        },
      },
    });
    renderSigningPage();

    await screen.findByText('Your contract could not be loaded');
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Pat Renovations sent you a contract to sign' });
  });

  it('refuses an empty pad with the spec’s message and sends nothing', async () => {
    const user = userEvent.setup();
    const api = signingServer();
    renderSigningPage();

    const dialog = await openPad(user);
    expect(within(dialog).getByText(en.signingPadHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.signingSignatureRequired);
    expect(screen.queryByRole('dialog', { name: en.signingConfirm })).not.toBeInTheDocument();
    expect(api.callsTo('POST', signingApi.signatureUpload.path)).toHaveLength(0);
    expect(api.callsTo('POST', signingApi.sign.path)).toHaveLength(0);
  });

  it('uploads the drawn signature as a PNG under the key, signs with its reference, thanks, and offers no second signature', async () => {
    const user = userEvent.setup();
    const api = signingServer();
    renderSigningPage();

    const dialog = await openPad(user);
    tapPad(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    const confirm = await dialogNamed(en.signingConfirm);
    expect(api.callsTo('POST', signingApi.signatureUpload.path)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, sign' }));

    const thanks = await dialogNamed(en.signingThankYou);
    expect(within(thanks).getByText(en.signingSigned)).toBeInTheDocument();

    const [upload] = api.callsTo('POST', signingApi.signatureUpload.path);
    expect(upload?.url.searchParams.get('code')).toBe(signingKey);
    const form = api.fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith(signingApi.signatureUpload.path),
    )?.[1]?.body as FormData;
    const file = form.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(api.callsTo('POST', signingApi.sign.path).map((call) => call.body)).toEqual([
      { code: signingKey, signature: 'signature-file-7', typedName: '' },
    ]);

    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    const signed = await screen.findByRole('heading', { name: 'You have signed this contract' });
    await waitFor(() => expect(signed).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Sign the contract' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not signed yet')).not.toBeInTheDocument();
  });

  it('signs with the full name typed instead of drawn: typedName is sent and no signature is uploaded', async () => {
    const user = userEvent.setup();
    const api = signingServer();
    renderSigningPage();

    const dialog = await openPad(user);
    await user.click(within(dialog).getByRole('button', { name: 'Type your name instead' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.signingTypedNameRequired);

    await user.type(within(dialog).getByRole('textbox', { name: 'Your full name' }), '  Jane Doe ');
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await user.click(within(await dialogNamed(en.signingConfirm)).getByRole('button', { name: 'Yes, sign' }));

    await dialogNamed(en.signingThankYou);
    expect(api.callsTo('POST', signingApi.signatureUpload.path)).toHaveLength(0);
    expect(api.callsTo('POST', signingApi.sign.path).map((call) => call.body)).toEqual([
      { code: signingKey, signature: '', typedName: 'Jane Doe' },
    ]);
  });

  it('sends nothing when the reader goes back from the confirmation, and keeps the pad open', async () => {
    const user = userEvent.setup();
    const api = signingServer();
    renderSigningPage();

    const dialog = await openPad(user);
    tapPad(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await user.click(within(await dialogNamed(en.signingConfirm)).getByRole('button', { name: 'Go back' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en.signingConfirm })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: en.signingDialogTitle })).toBeInTheDocument();
    expect(api.callsTo('POST', signingApi.signatureUpload.path)).toHaveLength(0);
    expect(api.callsTo('POST', signingApi.sign.path)).toHaveLength(0);
  });

  it('shows a refusal of the signature and does not thank', async () => {
    const user = userEvent.setup();
    signingServer({ routes: { [`POST ${signingApi.sign.path}`]: said('signingContractCancelled', 410) } });
    renderSigningPage();

    const dialog = await openPad(user);
    tapPad(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await user.click(within(await dialogNamed(en.signingConfirm)).getByRole('button', { name: 'Yes, sign' }));

    const refusal = await dialogNamed(en.dialogErrorTitle);
    expect(within(refusal).getByRole('alert')).toHaveTextContent(en.signingContractCancelled);
    expect(screen.queryByRole('dialog', { name: en.signingThankYou })).not.toBeInTheDocument();
  });
});
