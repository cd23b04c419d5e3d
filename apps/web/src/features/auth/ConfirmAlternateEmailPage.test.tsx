import { screen } from '@testing-library/react';
import { en } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { said, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { ConfirmAlternateEmailPage } from './ConfirmAlternateEmailPage';

describe('/ConfirmAlternateEmail', () => {
  it('confirms the alternate email with the key of the link, signed in or not', async () => {
    const api = stubApi({
      [`POST ${authApi.confirmAlternateEmail.path}`]: said('settingsAlternateEmailConfirmed', 200),
    });
    renderWithProviders(<ConfirmAlternateEmailPage />, { route: '/ConfirmAlternateEmail?key=abc.123.sig' });

    expect(await screen.findByText('Alternate email confirmed')).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.confirmAlternateEmail.path)[0]?.body).toEqual({ Key: 'abc.123.sig' });
  });

  it('says why a stale link confirms nothing', async () => {
    stubApi({ [`POST ${authApi.confirmAlternateEmail.path}`]: said('settingsAlternateEmailLinkInvalid') });
    renderWithProviders(<ConfirmAlternateEmailPage />, { route: '/ConfirmAlternateEmail?key=old' });

    expect(await screen.findByText(en.settingsAlternateEmailLinkInvalid)).toBeInTheDocument();
    expect(screen.getByText('This link cannot confirm the address')).toBeInTheDocument();
  });

  it('asks for the whole link when the key is missing, and calls nothing', async () => {
    const api = stubApi({});
    renderWithProviders(<ConfirmAlternateEmailPage />, { route: '/ConfirmAlternateEmail' });

    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(api.callsTo('POST', authApi.confirmAlternateEmail.path)).toHaveLength(0);
  });
});
