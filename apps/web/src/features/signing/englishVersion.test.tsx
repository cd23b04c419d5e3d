import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, fr, type SigningEnglish } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, said, type FetchCall } from '../../test/fetch';
import { aSigningContract, installBrowserStandIns, renderSigningPage, signingServer } from './testing';

const statement = { en: en.signingEnglishWishStatement, fr: fr.signingEnglishWishStatement };
const frenchBody = '<!doctype html><html lang="fr"><body><h1>Contrat de service</h1></body></html>';
const englishBody = '<!doctype html><html lang="en"><body><h1>Service Agreement</h1></body></html>';
const notWished: SigningEnglish = { WishedTime: null, Body: null, Statement: statement };
const wished: SigningEnglish = {
  WishedTime: '2026-11-29T15:00:00Z',
  Body: englishBody,
  Statement: statement,
};

const quebecContract = (english: SigningEnglish = notWished) =>
  aSigningContract({ Language: 'fr', Body: frenchBody, English: english });
const frame = () => screen.getByTitle(/42, de Pat Renovations$/);
const offer = () =>
  screen.queryByRole('checkbox', { name: new RegExp(`^${fr.signingEnglishWishStatement}`) });

describe('signing page: the English version of a Quebec contract (issue 31 §3)', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    installBrowserStandIns();
    await switchLanguage('fr');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('shows the French first and offers the English only once the French was read to its end', async () => {
    signingServer({ contract: quebecContract() });
    renderSigningPage();
    await screen.findByTitle(/42, de Pat Renovations$/);
    expect(frame()).toHaveAttribute('srcdoc', frenchBody);
    expect(offer()).not.toBeInTheDocument();
    // The reader scrolls the French to its end.
    fireEvent.scroll(window);
    expect(await screen.findByRole('heading', { name: 'Version anglaise' })).toBeInTheDocument();
    expect(offer()).not.toBeChecked();
    // The statement in both languages, the other one marked with its own.
    const english = screen.getByText(en.signingEnglishWishStatement);
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('records the express wish, then shows the English to read and sign; unticked, the French again', async () => {
    const user = userEvent.setup();
    const api = signingServer({
      contract: quebecContract(),
      routes: {
        [`POST ${signingApi.englishWish.path}`]: (call: FetchCall) =>
          jsonResponse(envelope((call.body as { wish: boolean }).wish ? wished : notWished)),
      },
    });
    renderSigningPage();
    await screen.findByTitle(/42, de Pat Renovations$/);
    fireEvent.scroll(window);
    await user.click(
      await screen.findByRole('checkbox', { name: new RegExp(`^${fr.signingEnglishWishStatement}`) }),
    );

    expect(api.callsTo('POST', signingApi.englishWish.path)[0]?.body).toMatchObject({ wish: true });
    expect(await screen.findByText(/Le contrat ci-dessus est maintenant la version anglaise/)).toBeVisible();
    expect(frame()).toHaveAttribute('srcdoc', englishBody);
    expect(offer()).toBeChecked();

    await user.click(offer() as HTMLElement);
    expect(api.callsTo('POST', signingApi.englishWish.path)[1]?.body).toMatchObject({ wish: false });
    await vi.waitFor(() => expect(frame()).toHaveAttribute('srcdoc', frenchBody));
    expect(offer()).not.toBeChecked();
  });

  it("says the server's refusal and keeps the French", async () => {
    const user = userEvent.setup();
    signingServer({
      contract: quebecContract(),
      routes: { [`POST ${signingApi.englishWish.path}`]: said('signingEnglishFrenchFirst', 409) },
    });
    renderSigningPage();
    await screen.findByTitle(/42, de Pat Renovations$/);
    fireEvent.scroll(window);
    await user.click(
      await screen.findByRole('checkbox', { name: new RegExp(`^${fr.signingEnglishWishStatement}`) }),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(frame()).toHaveAttribute('srcdoc', frenchBody);
    expect(offer()).not.toBeChecked();
  });

  it('opens on the English when the signer wished it on an earlier visit', async () => {
    signingServer({ contract: quebecContract(wished) });
    renderSigningPage();
    await screen.findByTitle(/42, de Pat Renovations$/);
    expect(frame()).toHaveAttribute('srcdoc', englishBody);
    expect(offer()).toBeChecked();
  });

  it('offers nothing on a contract without an English version', async () => {
    signingServer({ contract: aSigningContract({ Language: 'fr', Body: frenchBody }) });
    renderSigningPage();
    await screen.findByTitle(/42, de Pat Renovations$/);
    fireEvent.scroll(window);
    expect(screen.queryByRole('heading', { name: 'Version anglaise' })).not.toBeInTheDocument();
  });
});
