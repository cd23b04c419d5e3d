import { screen } from '@testing-library/react';
import { authApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { storeSignedInSession } from '../../../test/session';
import { SettingsPage } from './SettingsPage';

describe('Settings → Download my data', () => {
  it('offers the account’s archive as a download link the session authorizes', async () => {
    storeSignedInSession();
    stubApi({
      [`GET ${authApi.userSettings.path}`]: envelope({
        FirstName: 'Pat',
        LastName: 'Builder',
        Email: 'pat@example.com',
        AlternateEmail: '',
        PhoneNumber: '4165550123',
        EnableEmailTwoFactor: false,
        ReceiveGeneralEmailNotifications: true,
        ReceiveGeneralAlternateEmailNotifications: false,
        EnableSmsTwoFactor: false,
        ReceiveGeneralSmsNotifications: true,
        PendingEmail: '',
        PendingPhoneNumber: '',
      }),
    });
    renderWithProviders(<SettingsPage />);

    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(section).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/identity/exportdata');
    expect(link).toHaveAttribute('download');
  });
});
