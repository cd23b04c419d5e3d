import { screen, within } from '@testing-library/react';
import { integrationsApi } from '@tradepact/shared/api-routes';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { LazyIntegrationsSetting } from './LazyIntegrationsSetting';
import { aKey } from './testing';

describe('Settings’ Integrations section, downloaded when drawn', () => {
  it('draws its API keys and webhooks once its code is here', async () => {
    storeSignedInSession();
    stubApi({
      [`GET ${integrationsApi.keys.path}`]: envelope([aKey()]),
      [`GET ${integrationsApi.endpoints.path}`]: envelope([]),
    });
    renderWithProviders(<LazyIntegrationsSetting />, { route: '/Settings' });
    const section = await screen.findByRole('region', { name: 'Integrations' });
    expect(await within(section).findByText('Zapier')).toBeInTheDocument();
    expect(await within(section).findByText('No endpoints yet.')).toBeInTheDocument();
  });
});
