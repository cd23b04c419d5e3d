import { waitFor } from '@testing-library/react';
import { authApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { setStored } from '../../lib/storage';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import { useAccountLanguage } from './useAccountLanguage';

function SignedInPage() {
  useAccountLanguage();
  return null;
}

afterEach(async () => {
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the pages once signed in', () => {
  it('speak the account’s language when this browser’s visitor chose none', async () => {
    storeSignedInSession();
    setStored('user', aUserInfo({ Language: 'fr' }));
    document.cookie = 'lang=; path=/; max-age=0';
    stubApi({ [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo({ Language: 'fr' })) });
    renderWithProviders(<SignedInPage />);
    await waitFor(() => expect(i18n.language).toBe('fr'));
  });

  it('keep the language the visitor chose with the switch', async () => {
    storeSignedInSession();
    setStored('user', aUserInfo({ Language: 'fr' }));
    document.cookie = 'lang=en; path=/';
    stubApi({ [`GET ${authApi.userInfo.path}`]: envelope(aUserInfo({ Language: 'fr' })) });
    renderWithProviders(<SignedInPage />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(i18n.language).toBe('en');
  });
});
