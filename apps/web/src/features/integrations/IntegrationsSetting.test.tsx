import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  calendarDateIn,
  en,
  formatDateTime,
  formatDay,
  viewerTimeZone,
  type ApiKeySummary,
  type WebhookEndpoint,
} from '@tradepact/shared';
import { integrationsApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, said, stubApi, type RouteHandler } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';
import { IntegrationsSetting } from './IntegrationsSetting';
import { aKey, anEndpoint, endpointId, keyId, revokedKey } from './testing';

const keysPath = integrationsApi.keys.path;
const endpointsPath = integrationsApi.endpoints.path;
const token = 'tp_4fJ9kq2LxW7nPz0RbT5vYc8dHs3Ma1B2';
const secret = 'whsec_MfKQ9r8GgkPkt6z0Rb5vYc8dHs3Ma1B2xYz';

const day = (time: string, locale = 'en-CA') =>
  formatDay(calendarDateIn(new Date(time), viewerTimeZone()), locale);

function show(
  {
    keys = [aKey(), revokedKey()],
    endpoints = [anEndpoint()],
  }: { keys?: ApiKeySummary[]; endpoints?: WebhookEndpoint[] } = {},
  routes: Record<string, RouteHandler | unknown> = {},
) {
  storeSignedInSession();
  const api = stubApi({
    [`GET ${keysPath}`]: envelope(keys),
    [`GET ${endpointsPath}`]: envelope(endpoints),
    ...routes,
  });
  renderWithProviders(<IntegrationsSetting />, { route: '/Settings' });
  return { api, user: userEvent.setup() };
}

const part = (name: string) => screen.findByRole('region', { name });

afterEach(async () => {
  await switchLanguage('en');
});

describe('Settings › Integrations › API keys', () => {
  it('lists each key by name, what it may do in words, its ending and when it was used; a revoked one greyed with its day', async () => {
    show();
    const keys = await part('API keys');
    const table = await within(keys).findByRole('table', { name: 'API keys' });
    const [, active, revoked] = within(table).getAllByRole('row');
    expect(active).toHaveTextContent('Zapier');
    expect(active).toHaveTextContent('tp_…a1B2');
    expect(active).toHaveTextContent('Read contracts and projects');
    expect(active).toHaveTextContent('Read payments');
    expect(active).not.toHaveTextContent('Create and send contracts');
    expect(active).toHaveTextContent(day('2026-11-20T15:00:00.000Z'));
    expect(active).toHaveTextContent('Never used');
    expect(within(active!).getByRole('button', { name: 'Revoke the key Zapier' })).toBeInTheDocument();

    expect(revoked).toHaveAttribute('data-revoked', 'true');
    expect(revoked).toHaveTextContent('Create and send contracts');
    expect(revoked).toHaveTextContent(
      formatDateTime(new Date('2026-10-15T18:30:00.000Z'), viewerTimeZone(), 'en-CA'),
    );
    expect(revoked).toHaveTextContent(`Revoked ${day('2026-11-02T16:00:00.000Z')}`);
    expect(within(revoked!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each key as a card on a phone', async () => {
    setViewportWidth(360);
    show();
    const keys = await part('API keys');
    const list = await within(keys).findByRole('list', { name: 'API keys' });
    const [active, revoked] = within(list).getAllByRole('listitem');
    expect(active).toHaveTextContent(`Created ${day('2026-11-20T15:00:00.000Z')}`);
    expect(active).toHaveTextContent('Never used');
    expect(revoked).toHaveTextContent(`Revoked ${day('2026-11-02T16:00:00.000Z')}`);
    expect(within(keys).queryByRole('table')).not.toBeInTheDocument();
  });

  it('creates a key and shows its token once, with the warning, until Done', async () => {
    let created = false;
    const { api, user } = show(
      {},
      {
        [`GET ${keysPath}`]: () =>
          jsonResponse(
            envelope(created ? [aKey({ Id: crypto.randomUUID(), Name: 'Bookkeeping' }), aKey()] : [aKey()]),
          ),
        [`POST ${integrationsApi.createKey.path}`]: () => {
          created = true;
          return jsonResponse(
            envelope({ Key: aKey({ Name: 'Bookkeeping' }), Token: token }, 200, en.apiKeyCreated),
          );
        },
      },
    );
    const keys = await part('API keys');
    await user.click(await within(keys).findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Bookkeeping');
    await user.click(within(form).getByRole('checkbox', { name: 'Read contracts and projects' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Create and send contracts' }));
    expect(within(form).getByText(/from one of your templates and send it to be signed/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByRole('textbox', { name: /^API key/ })).toHaveValue(token);
    expect(within(shown).getByText(en.apiKeyCreated)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(api.callsTo('POST', integrationsApi.createKey.path).map((call) => call.body)).toEqual([
      { Name: 'Bookkeeping', Scopes: ['contracts:read', 'contracts:send'] },
    ]);
    // The list behind already holds the new key.
    await waitFor(() => expect(within(keys).getAllByText('Bookkeeping')).toHaveLength(1));

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(token)).not.toBeInTheDocument();

    // Opened again, it asks for a new key: the token is gone for good.
    await user.click(within(keys).getByRole('button', { name: 'Create API key' }));
    const again = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(again).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByDisplayValue(token)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it is about', async () => {
    const { user } = show(
      {},
      { [`POST ${integrationsApi.createKey.path}`]: () => jsonResponse(said('apiKeyScopesRequired'), 400) },
    );
    await user.click(await within(await part('API keys')).findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Zapier');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const scopes = within(form).getByRole('group', { name: /^What this key may do/ });
    await waitFor(() =>
      expect(scopes).toHaveAccessibleDescription(expect.stringContaining(en.apiKeyScopesRequired)),
    );
    expect(within(form).queryByRole('textbox', { name: /^API key/ })).not.toBeInTheDocument();
  });

  it('revokes a key only once the dialog naming it is confirmed', async () => {
    let revoked = false;
    const { api, user } = show(
      {},
      {
        [`GET ${keysPath}`]: () =>
          jsonResponse(envelope([aKey(revoked ? { RevokedTime: '2026-11-28T17:00:00.000Z' } : {})])),
        [`POST ${integrationsApi.revokeKey.path}`]: () => {
          revoked = true;
          return jsonResponse(
            envelope(aKey({ RevokedTime: '2026-11-28T17:00:00.000Z' }), 200, en.apiKeyRevoked),
          );
        },
      },
    );
    const keys = await part('API keys');
    await user.click(await within(keys).findByRole('button', { name: 'Revoke the key Zapier' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(confirm).toHaveTextContent('Anything using the key “Zapier” is refused from now on.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', integrationsApi.revokeKey.path)).toEqual([]);

    await user.click(within(keys).getByRole('button', { name: 'Revoke the key Zapier' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this key?' })).getByRole('button', {
        name: 'Revoke key',
      }),
    );
    expect(await screen.findByText(en.apiKeyRevoked)).toBeInTheDocument();
    expect(api.callsTo('POST', integrationsApi.revokeKey.path).map((call) => call.body)).toEqual([
      { Id: keyId },
    ]);
    expect(await within(keys).findByText(`Revoked ${day('2026-11-28T17:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('says so when there is no key yet', async () => {
    show({ keys: [] });
    expect(await within(await part('API keys')).findByText('No API keys yet.')).toBeInTheDocument();
  });
});

describe('Settings › Integrations › Webhooks', () => {
  it('lists each endpoint with its events count and status in words, leading to its page', async () => {
    show({
      endpoints: [
        anEndpoint(),
        anEndpoint({
          Id: crypto.randomUUID(),
          Url: 'https://example.com/off',
          Events: ['invoice.issued'],
          Enabled: false,
          DisabledReason: 'owner',
        }),
        anEndpoint({
          Id: crypto.randomUUID(),
          Url: 'https://example.com/broken',
          Enabled: false,
          DisabledReason: 'failing',
          FailingSinceTime: '2026-11-25T12:00:00.000Z',
        }),
      ],
    });
    const webhooks = await part('Webhooks');
    const table = await within(webhooks).findByRole('table', { name: 'Webhook endpoints' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'https://hooks.zapier.com/hooks/catch/123/abcSpreadsheet of signed contracts3 eventsActive',
      'https://example.com/offSpreadsheet of signed contracts1 eventTurned off by you',
      `https://example.com/brokenSpreadsheet of signed contracts3 eventsTurned off: failing since ${day('2026-11-25T12:00:00.000Z')}`,
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'https://hooks.zapier.com/hooks/catch/123/abc' }),
    ).toHaveAttribute('href', `/Settings/Webhook/${endpointId}`);
  });

  it('adds an endpoint for the events chosen in their groups, and shows its signing secret once', async () => {
    const { api, user } = show(
      { endpoints: [] },
      {
        [`POST ${endpointsPath}`]: (call: { body: unknown }) =>
          jsonResponse(
            envelope(
              { Endpoint: anEndpoint(call.body as Partial<WebhookEndpoint>), Secret: secret },
              200,
              en.webhookEndpointCreated,
            ),
          ),
      },
    );
    const webhooks = await part('Webhooks');
    expect(await within(webhooks).findByText('No endpoints yet.')).toBeInTheDocument();
    await user.click(within(webhooks).getByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(form).getByRole('textbox', { name: /^Endpoint URL/ }), 'https://example.com/hook');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Books');
    const contracts = within(form).getByRole('group', { name: 'Contracts' });
    expect(within(contracts).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(
      within(contracts).getByRole('checkbox', { name: 'Contract signed by everyone and sealed' }),
    );
    const gettingPaid = within(form).getByRole('group', { name: 'Getting paid' });
    expect(
      within(gettingPaid)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['invoice.issued', 'payment.received', 'payment.refunded']);
    await user.click(within(gettingPaid).getByRole('checkbox', { name: 'Payment received' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByRole('textbox', { name: /^Signing secret/ })).toHaveValue(secret);
    expect(within(shown).getByText(en.webhookEndpointCreated)).toBeInTheDocument();
    expect(api.callsTo('POST', endpointsPath).map((call) => call.body)).toEqual([
      {
        Url: 'https://example.com/hook',
        Description: 'Books',
        Events: ['contract.completed', 'payment.received'],
      },
    ]);
    expect(
      await within(webhooks).findByRole('link', { name: 'https://example.com/hook' }),
    ).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('shows a refused address under the address field', async () => {
    const { user } = show(
      { endpoints: [] },
      { [`POST ${endpointsPath}`]: () => jsonResponse(said('webhookUrlNotAllowed'), 400) },
    );
    await user.click(await within(await part('Webhooks')).findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(form).getByRole('textbox', { name: /^Endpoint URL/ });
    await user.type(url, 'http://10.0.0.8/hook');
    await user.click(within(form).getByRole('checkbox', { name: 'Invoice issued' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining(en.webhookUrlNotAllowed)),
    );
  });

  it('shows endpoints as cards on a phone, their status wrapping rather than cut', async () => {
    setViewportWidth(360);
    show({
      endpoints: [anEndpoint({ FailingSinceTime: '2026-11-27T12:00:00.000Z' })],
    });
    const webhooks = await part('Webhooks');
    const [card] = within(
      await within(webhooks).findByRole('list', { name: 'Webhook endpoints' }),
    ).getAllByRole('listitem');
    expect(card).toHaveTextContent(`Failing since ${day('2026-11-27T12:00:00.000Z')}`);
    expect(within(webhooks).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Settings › Intégrations in French', () => {
  it('names the scopes, events and statuses in French', async () => {
    await switchLanguage('fr');
    const { user } = show({
      endpoints: [
        anEndpoint({
          Enabled: false,
          DisabledReason: 'failing',
          FailingSinceTime: '2026-11-25T12:00:00.000Z',
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Intégrations' })).toBeInTheDocument();
    const keys = await part('Clés d’API');
    const row = within(await within(keys).findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Consulter les contrats et les projets');
    expect(row).toHaveTextContent('Jamais utilisée');
    const webhooks = await part('Webhooks');
    expect(
      await within(webhooks).findByText(
        `Désactivé : en échec depuis le ${day('2026-11-25T12:00:00.000Z', 'fr-CA')}`,
      ),
    ).toBeInTheDocument();
    await user.click(within(webhooks).getByRole('button', { name: 'Ajouter un point de terminaison' }));
    const form = await screen.findByRole('dialog', { name: 'Ajouter un point de terminaison' });
    expect(within(form).getByRole('group', { name: 'Se faire payer' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Modification demandée' })).toBeInTheDocument();
  });
});
