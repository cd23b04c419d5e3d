import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsApi as api, integrationLimits, webhookEventTypes } from '@tradepact/shared';
import { callAs } from '../../../test/contractor.js';
import { createTestApp, productionEnv, type TestApp, type TestUser } from '../../../test/test-app.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { openSealedText } from '../auth/sealed-box.js';
import { newMessageId } from './webhook-publish.service.js';
import { webhookSecretKey } from './webhooks.service.js';

let t: TestApp;
const db = () => t.services.database.db;

const form = (overrides: Record<string, unknown> = {}) => ({
  Url: 'https://hooks.example.com/tradepact',
  Description: 'Zapier',
  Events: ['contract.completed', 'payment.received'],
  ...overrides,
});
const create = (who: TestUser, body: unknown = form()) =>
  callAs(t, who, 'POST', api.createEndpoint.path, body);
const list = async (who: TestUser) => (await callAs(t, who, 'GET', api.endpoints.path)).json().Data;
const endpointRow = async (id: string) =>
  (await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('POST /api/app/integrations/webhooks', () => {
  it('adds an endpoint and answers its Standard Webhooks secret once, kept only sealed', async () => {
    const who = await t.createUser();
    const answer = await create(
      who,
      form({ Events: ['payment.received', 'contract.completed', 'payment.received'] }),
    );

    expect(answer.statusCode, answer.body).toBe(200);
    const { Endpoint, Secret } = answer.json().Data;
    expect(answer.json().Content).toMatch(/^Endpoint added\./);
    expect(Secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(Secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(Endpoint).toMatchObject({
      Url: 'https://hooks.example.com/tradepact',
      Description: 'Zapier',
      Events: ['payment.received', 'contract.completed'],
      Enabled: true,
      DisabledReason: null,
      FailingSinceTime: null,
    });
    const row = await endpointRow(Endpoint.Id);
    expect(row?.secretSealed).not.toContain(Secret.slice('whsec_'.length, 20));
    expect(openSealedText(row?.secretSealed ?? '', webhookSecretKey(t.services.authKey.secret))).toBe(Secret);
    expect(await list(who)).toEqual([Endpoint]);
    expect(JSON.stringify(await list(who))).not.toContain('whsec_');
  });

  it('takes http://localhost and 127.0.0.1 outside production, but no other plain http', async () => {
    const who = await t.createUser();
    expect((await create(who, form({ Url: 'http://localhost:4000/hooks' }))).statusCode).toBe(200);
    expect((await create(who, form({ Url: 'http://127.0.0.1:4000/hooks' }))).statusCode).toBe(200);
    const refused = await create(who, form({ Url: 'http://hooks.example.com/tradepact' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('webhookUrlNotAllowed');
    expect((await create(who, form({ Url: 'not an address' }))).json().Code).toBe('webhookUrlInvalid');
    expect((await create(who, form({ Events: [] }))).json().Code).toBe('webhookEventsRequired');
    expect((await create(who, form({ Events: ['contract.lost'] }))).json().Code).toBe(
      'webhookEventsRequired',
    );
    expect(await list(who)).toHaveLength(2);
  });

  it(`stops at ${integrationLimits.maxWebhookEndpoints} endpoints an account`, async () => {
    const who = await t.createUser();
    const made = await Promise.all(
      Array.from({ length: integrationLimits.maxWebhookEndpoints + 2 }, (_, n) =>
        create(who, form({ Url: `https://hooks.example.com/${n}` })),
      ),
    );
    expect(made.filter((one) => one.statusCode === 200)).toHaveLength(integrationLimits.maxWebhookEndpoints);
    const refused = made.filter((one) => one.statusCode !== 200);
    expect(refused.map((one) => [one.statusCode, one.json().Code])).toEqual([
      [409, 'webhookEndpointLimitReached'],
      [409, 'webhookEndpointLimitReached'],
    ]);
    expect(await list(who)).toHaveLength(integrationLimits.maxWebhookEndpoints);
  });
});

describe('PUT /api/app/integrations/webhooks', () => {
  it('changes the address, description and events', async () => {
    const who = await t.createUser();
    const { Endpoint } = (await create(who)).json().Data;
    const saved = await callAs(t, who, 'PUT', api.updateEndpoint.path, {
      Id: Endpoint.Id,
      Url: 'https://other.example.com/in',
      Description: 'Make',
      Events: [...webhookEventTypes],
      Enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Content).toBe('Endpoint saved.');
    expect(saved.json().Data).toMatchObject({
      Url: 'https://other.example.com/in',
      Description: 'Make',
      Events: [...webhookEventTypes],
      Enabled: true,
    });
  });

  it('turned off by its owner, stops what is pending; turned on, clears the failing state', async () => {
    const who = await t.createUser();
    const { Endpoint } = (await create(who)).json().Data;
    const [pending] = await db()
      .insert(webhookDeliveries)
      .values({
        endpointId: Endpoint.Id,
        messageId: newMessageId(),
        eventType: 'contract.completed',
        payload: {},
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const put = (Enabled: boolean) =>
      callAs(t, who, 'PUT', api.updateEndpoint.path, { ...form(), Id: Endpoint.Id, Enabled });

    const off = await put(false);
    expect(off.json().Data).toMatchObject({ Enabled: false, DisabledReason: 'owner' });
    const [stopped] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, pending?.id ?? ''));
    expect(stopped).toMatchObject({ status: 'failed', nextAttemptAt: null });

    await db()
      .update(webhookEndpoints)
      .set({ disabledReason: 'failing', failingSince: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(webhookEndpoints.id, Endpoint.Id));
    // Saved while off, it stays off for the reason it was turned off.
    expect((await put(false)).json().Data).toMatchObject({ Enabled: false, DisabledReason: 'failing' });
    const on = await put(true);
    expect(on.json().Data).toMatchObject({ Enabled: true, DisabledReason: null, FailingSinceTime: null });
    expect(await endpointRow(Endpoint.Id)).toMatchObject({ disabledReason: null, failingSince: null });
  });
});

describe('DELETE /api/app/integrations/webhooks', () => {
  it('deletes the endpoint with its deliveries', async () => {
    const who = await t.createUser();
    const { Endpoint } = (await create(who)).json().Data;
    await db().insert(webhookDeliveries).values({
      endpointId: Endpoint.Id,
      messageId: newMessageId(),
      eventType: 'contract.completed',
      payload: {},
      nextAttemptAt: new Date(),
    });
    const deleted = await callAs(t, who, 'DELETE', api.deleteEndpoint.path, { Id: Endpoint.Id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await list(who)).toEqual([]);
    expect(
      await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, Endpoint.Id)),
    ).toEqual([]);
  });
});

describe('another account’s endpoint', () => {
  it('is unknown to every endpoint of the table, and nothing of it changes', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const { Endpoint } = (await create(owner)).json().Data;
    const [delivery] = await db()
      .insert(webhookDeliveries)
      .values({
        endpointId: Endpoint.Id,
        messageId: newMessageId(),
        eventType: 'contract.completed',
        payload: {},
        status: 'failed',
        nextAttemptAt: null,
      })
      .returning();
    const before = {
      endpoint: await endpointRow(Endpoint.Id),
      deliveries: await db().select().from(webhookDeliveries),
    };

    const answers = [
      await callAs(t, stranger, 'PUT', api.updateEndpoint.path, {
        ...form(),
        Id: Endpoint.Id,
        Enabled: false,
      }),
      await callAs(t, stranger, 'DELETE', api.deleteEndpoint.path, { Id: Endpoint.Id }),
      await callAs(t, stranger, 'GET', `${api.deliveries.path}?EndpointId=${Endpoint.Id}`),
      await callAs(t, stranger, 'POST', api.sendTest.path, { EndpointId: Endpoint.Id }),
      await callAs(t, stranger, 'POST', api.resend.path, { Id: delivery?.id }),
      await callAs(t, stranger, 'POST', api.rollSecret.path, { Id: Endpoint.Id }),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await list(stranger)).toEqual([]);
    expect({
      endpoint: await endpointRow(Endpoint.Id),
      deliveries: await db().select().from(webhookDeliveries),
    }).toEqual(before);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(productionEnv);
  }, 60_000);
  afterAll(() => prod?.close());

  it('refuses plain http, and addresses inside the network however they are written or named', async () => {
    const who = await prod.createUser();
    for (const Url of [
      'http://localhost:4000/hooks',
      'https://localhost/hooks',
      'https://127.0.0.1/hooks',
      'https://10.0.0.8/hooks',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hooks',
      'https://[::ffff:192.168.0.1]/hooks',
      'https://[fd00::1]/hooks',
    ]) {
      const refused = await prod.app.inject({
        method: 'POST',
        url: api.createEndpoint.path,
        headers: who.headers,
        payload: form({ Url }),
      });
      expect(refused.statusCode, Url).toBe(400);
      expect(refused.json().Code, Url).toBe('webhookUrlNotAllowed');
    }
    const held = await prod.app.inject({ method: 'GET', url: api.endpoints.path, headers: who.headers });
    expect(held.json().Data).toEqual([]);
  });
});
