import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, formatDateTime, viewerTimeZone, type WebhookDelivery } from '@tradepact/shared';
import { integrationsApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, stubApi, type RouteHandler } from '../../test/fetch';
import { renderFeatureRoutes } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';
import { integrationsRoutes } from './routes';
import { aDelivery, anEndpoint, deliveryId, endpointId } from './testing';

const deliveriesPath = integrationsApi.deliveries.path;
const time = (iso: string) => formatDateTime(new Date(iso), viewerTimeZone(), 'en-CA');

const failed = aDelivery({
  Id: crypto.randomUUID(),
  EventType: 'payment.received',
  Status: 'failed',
  Attempts: 9,
  ResponseCode: 500,
  Error: 'The endpoint answered 500 Internal Server Error.',
  CreatedTime: '2026-11-27T10:00:00.000Z',
  LastAttemptTime: '2026-11-28T09:00:00.000Z',
});

/** The endpoint's page over a stubbed API, with Settings behind it (where deleting leads). */
function openPage(deliveries: WebhookDelivery[] | RouteHandler, routes: Record<string, unknown> = {}) {
  storeSignedInSession();
  const api = stubApi({
    [`GET ${integrationsApi.endpoints.path}`]: envelope([anEndpoint()]),
    [`GET ${deliveriesPath}`]: typeof deliveries === 'function' ? deliveries : envelope(deliveries),
    ...routes,
  });
  const { router } = renderFeatureRoutes(
    [...integrationsRoutes, { path: 'Settings', element: <h1>Settings</h1> }],
    [`/Settings/Webhook/${endpointId}`],
  );
  return { api, router, user: userEvent.setup() };
}

const deliveriesSection = () => screen.findByRole('region', { name: 'Recent deliveries' });

afterEach(async () => {
  await switchLanguage('en');
});

describe('a webhook endpoint’s page', () => {
  it('shows the endpoint and lists its deliveries: event and status in words, response, attempts, time and error', async () => {
    const { api } = openPage([aDelivery(), failed]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeInTheDocument();
    const details = await screen.findByRole('region', {
      name: 'https://hooks.zapier.com/hooks/catch/123/abc',
    });
    expect(details).toHaveTextContent('Spreadsheet of signed contracts');
    expect(details).toHaveTextContent('Active');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contract signed by someone', 'Contract signed by everyone and sealed', 'Payment received']);

    const table = await within(await deliveriesSection()).findByRole('table', { name: 'Deliveries' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'EventStatusResponseAttemptsTimeActions',
      `Contract signed by everyone and sealedSucceeded2001${time('2026-11-28T14:40:01.000Z')}Resend`,
      `Payment receivedFailedThe endpoint answered 500 Internal Server Error.5009${time('2026-11-28T09:00:00.000Z')}Resend`,
    ]);
    expect(api.callsTo('GET', deliveriesPath)[0]?.url.searchParams.get('EndpointId')).toBe(endpointId);
  });

  it('sends a test event and lists its delivery, read again until it has gone', async () => {
    const test = aDelivery({
      Id: crypto.randomUUID(),
      EventType: 'webhook.test',
      Status: 'pending',
      Attempts: 0,
      ResponseCode: null,
      LastAttemptTime: null,
      CreatedTime: new Date().toISOString(),
    });
    let sent = false;
    let reads = 0;
    const { api, user } = openPage(
      () => {
        reads += 1;
        // The first read after the test: still on its way; then delivered.
        const now =
          reads > 2 ? { ...test, Status: 'succeeded' as const, Attempts: 1, ResponseCode: 204 } : test;
        return jsonResponse(envelope(sent ? [now, aDelivery()] : [aDelivery()]));
      },
      {
        [`POST ${integrationsApi.sendTest.path}`]: () => {
          sent = true;
          return jsonResponse(envelope(test, 200, en.webhookTestQueued));
        },
      },
    );
    const section = await deliveriesSection();
    await within(section).findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Send a test event' }));

    expect(await screen.findByText(en.webhookTestQueued)).toBeInTheDocument();
    expect(api.callsTo('POST', integrationsApi.sendTest.path).map((call) => call.body)).toEqual([
      { EndpointId: endpointId },
    ]);
    const row = () => within(section).getByText('Test event').closest('tr')!;
    await waitFor(() => expect(row()).toHaveTextContent('Pending'));
    await waitFor(() => expect(row()).toHaveTextContent('Succeeded204'), { timeout: 8_000 });
    const readsWhenDone = reads;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Nothing pending any more: no more reading.
    expect(reads).toBe(readsWhenDone);
  });

  it('resends a delivery by its id and shows how it went', async () => {
    const resent = { ...failed, Status: 'succeeded' as const, Attempts: 10, ResponseCode: 200, Error: '' };
    let sentAgain = false;
    const { api, user } = openPage(() => jsonResponse(envelope([aDelivery(), sentAgain ? resent : failed])), {
      [`POST ${integrationsApi.resend.path}`]: () => {
        sentAgain = true;
        return jsonResponse(envelope(resent, 200, en.webhookResendQueued));
      },
    });
    const section = await deliveriesSection();
    await within(section).findByRole('table');
    await user.click(
      within(section).getByRole('button', {
        name: `Resend: Payment received, ${time('2026-11-28T09:00:00.000Z')}`,
      }),
    );
    expect(await screen.findByText(en.webhookResendQueued)).toBeInTheDocument();
    expect(api.callsTo('POST', integrationsApi.resend.path).map((call) => call.body)).toEqual([
      { Id: failed.Id },
    ]);
    const row = within(section).getByText('Payment received').closest('tr')!;
    expect(row).toHaveTextContent('Succeeded20010');
  });

  it('says when a pending delivery is tried next, and shows deliveries as cards on a phone', async () => {
    setViewportWidth(360);
    const next = new Date(Date.now() + 60 * 60 * 1000);
    openPage([
      aDelivery({
        Status: 'pending',
        Attempts: 2,
        ResponseCode: null,
        Error: 'No answer within 10 seconds.',
        NextAttemptTime: next.toISOString(),
      }),
    ]);
    const section = await deliveriesSection();
    const [card] = within(await within(section).findByRole('list', { name: 'Deliveries' })).getAllByRole(
      'listitem',
    );
    const clock =
      next.toDateString() === new Date().toDateString()
        ? new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' }).format(next)
        : time(next.toISOString());
    expect(card).toHaveTextContent(`Pending (next try at ${clock})`);
    expect(card).toHaveTextContent('No answer · 2 attempts');
    expect(card).toHaveTextContent('No answer within 10 seconds.');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('turns the endpoint off, keeping what it holds', async () => {
    const { api, user } = openPage([], {
      [`PUT ${integrationsApi.updateEndpoint.path}`]: (call: { body: unknown }) =>
        jsonResponse(
          envelope(
            { ...anEndpoint(), ...(call.body as object), DisabledReason: 'owner' },
            200,
            en.webhookEndpointSaved,
          ),
        ),
    });
    expect(await within(await deliveriesSection()).findByText(/Nothing sent yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(screen.getByText('Turned off by you')).toBeInTheDocument();
    const { Url, Description, Events } = anEndpoint();
    expect(api.callsTo('PUT', integrationsApi.updateEndpoint.path).map((call) => call.body)).toEqual([
      { Url, Description, Events, Id: endpointId, Enabled: false },
    ]);
  });

  it('edits the endpoint in the same form, filled with what it holds', async () => {
    const { api, user } = openPage([], {
      [`PUT ${integrationsApi.updateEndpoint.path}`]: (call: { body: unknown }) =>
        jsonResponse(envelope({ ...anEndpoint(), ...(call.body as object) }, 200, en.webhookEndpointSaved)),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the endpoint' });
    expect(within(form).getByRole('checkbox', { name: 'Payment received' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Invoice issued' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.webhookEndpointSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', integrationsApi.updateEndpoint.path)[0]?.body).toMatchObject({
      Id: endpointId,
      Enabled: true,
      Events: ['contract.signed', 'contract.completed', 'payment.received', 'invoice.issued'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: /^https:/ })).toHaveTextContent('Invoice issued');
  });

  it('deletes the endpoint once the dialog naming it is confirmed, then goes back to Settings', async () => {
    const { api, router, user } = openPage([], {
      [`DELETE ${integrationsApi.deleteEndpoint.path}`]: envelope(null, 200, en.webhookEndpointDeleted),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(confirm).toHaveTextContent('Nothing more is sent to https://hooks.zapier.com/hooks/catch/123/abc');
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText(en.webhookEndpointDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', integrationsApi.deleteEndpoint.path).map((call) => call.body)).toEqual([
      { Id: endpointId },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Settings'));
    expect(router.state.location.hash).toBe('#integrations');
  });

  it('makes a new signing secret once the dialog saying what it means is confirmed, and shows it once', async () => {
    const secret = `whsec_${'R'.repeat(43)}=`;
    const { api, user } = openPage([], {
      [`POST ${integrationsApi.rollSecret.path}`]: envelope(
        { Endpoint: anEndpoint(), Secret: secret },
        200,
        en.webhookSecretRolled,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'New signing secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new signing secret?' });
    expect(dialog).toHaveTextContent(
      'Deliveries to https://hooks.zapier.com/hooks/catch/123/abc are signed with the new secret from now on',
    );
    expect(api.callsTo('POST', integrationsApi.rollSecret.path)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Make a new secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByLabelText(/Signing secret/)).toHaveValue(secret);
    expect(shown).toHaveTextContent(en.webhookSecretRolled);
    expect(api.callsTo('POST', integrationsApi.rollSecret.path).map((call) => call.body)).toEqual([
      { Id: endpointId },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the endpoint is not the account’s', async () => {
    storeSignedInSession();
    stubApi({ [`GET ${integrationsApi.endpoints.path}`]: envelope([]) });
    renderFeatureRoutes(integrationsRoutes, [`/Settings/Webhook/${deliveryId}`]);
    expect(await screen.findByText('This endpoint does not exist any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/Settings#integrations',
    );
  });

  it('reads in French', async () => {
    await switchLanguage('fr');
    openPage([failed]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Point de terminaison de webhook' }),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Livraisons récentes' });
    const row = within(await within(section).findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Paiement reçu');
    expect(row).toHaveTextContent('Échouée');
    expect(screen.getByRole('button', { name: 'Envoyer un événement d’essai' })).toBeInTheDocument();
  });
});
