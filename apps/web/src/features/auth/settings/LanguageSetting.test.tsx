import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { aUserInfo, storeSignedInSession } from '../../../test/session';
import { LanguageSetting } from './LanguageSetting';

afterEach(async () => {
  // The files of a worker share i18n: the next one starts in English again.
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('Settings → Language', () => {
  it('saves the account’s language, then shows the pages in it and remembers it on this browser', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    let language: Language = 'en';
    const api = stubApi({
      [`GET ${authApi.userInfo.path}`]: () => jsonResponse(envelope(aUserInfo({ Language: language }))),
      [`POST ${authApi.updateLanguage.path}`]: () => {
        language = 'fr';
        return jsonResponse(envelope(null));
      },
    });
    renderWithProviders(<LanguageSetting />);

    await user.click(await screen.findByRole('radio', { name: 'Français' }));

    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(api.callsTo('POST', authApi.updateLanguage.path)[0]?.body).toEqual({ Language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=fr');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked());
  });

  it('marks each language’s name with its own lang, for a screen reader to say it in that language', async () => {
    storeSignedInSession();
    stubApi({ [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo()) });
    renderWithProviders(<LanguageSetting />);

    expect(await screen.findByText('Français')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
  });

  it('keeps the page’s language when the server refuses the change', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    stubApi({
      [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo()),
      [`POST ${authApi.updateLanguage.path}`]: () => jsonResponse(said('languageUnknown', 400), 400),
    });
    renderWithProviders(<LanguageSetting />);

    await user.click(await screen.findByRole('radio', { name: 'Français' }));

    expect(await screen.findByText('Choose one of the languages offered.')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.cookie).not.toContain('lang=fr');
  });
});
