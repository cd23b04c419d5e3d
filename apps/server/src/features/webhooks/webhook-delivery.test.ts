import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsApi as api, type WebhookDelivery } from '@tradepact/shared';
import { callAs } from '../../../test/contractor.js';
import { eventually, outboxFor } from '../../../test/signing.js';
import { createTestApp, productionEnv, type TestApp, type TestUser } from '../../../test/test-app.js';
import { startReceiver, type ReceivedRequest, type WebhookReceiver } from '../../../test/webhook-receiver.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { embeddedDirFor } from '../../db/database.js';
import { startServices, type Services } from '../../services.js';
import { sealText } from '../auth/sealed-box.js';
import { webhookDelivery } from './webhook-delivery.js';
import { newMessageId } from './webhook-publish.service.js';
import { testBody } from './webhook-events.js';
import { newWebhookSecret, webhookSecretKey } from './webhooks.service.js';

let t: TestApp;
let receiver: WebhookReceiver;
let owner: TestUser;
const db = () => t.services.database.db;

/** The attempts of one server, driven directly where waiting for the queue's delay would be slow. */
const attemptsOf = (services: Services) =>
  webhookDelivery({
    db: services.database.db,
    queue: services.queue,
    notifier: services.notifier,
    secretKey: webhookSecretKey(services.authKey.secret),
    production: services.config.env === 'production',
    productName: services.config.productName,
    publicUrl: services.config.publicUrl,
    log: pino({ level: 'silent' }),
  });

async function endpointFor(who: TestUser, path: string, events = ['contract.completed']) {
  const made = await callAs(t, who, 'POST', api.createEndpoint.path, {
    Url: receiver.url(path),
    Events: events,
  });
  expect(made.statusCode, made.body).toBe(200);
  return { id: made.json().Data.Endpoint.Id as string, secret: made.json().Data.Secret as string };
}

const deliveriesOf = async (who: TestUser, endpointId: string) =>
  (await callAs(t, who, 'GET', `${api.deliveries.path}?EndpointId=${endpointId}`)).json()
    .Data as WebhookDelivery[];
const deliveryRow = async (id: string) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];
const endpointRow = async (id: string) =>
  (await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
const sendTest = async (who: TestUser, endpointId: string) => {
  const sent = await callAs(t, who, 'POST', api.sendTest.path, { EndpointId: endpointId });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().Data as WebhookDelivery;
};
/** Waits until a delivery's attempt `attempts` is recorded (not under way any more). */
const attempted = (id: string, attempts: number) =>
  eventually(async () => {
    const row = await deliveryRow(id);
    return row && row.attempts >= attempts && (row.status !== 'pending' || row.nextAttemptAt)
      ? row
      : undefined;
  }, `attempt ${attempts} of ${id}`);
const verified = (secret: string, request: ReceivedRequest) =>
  new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
/** A delivery row waiting for its first attempt, with no job queued (the test runs the attempts). */
async function pendingDelivery(endpointId: string) {
  const [row] = await db()
    .insert(webhookDeliveries)
    .values({
      endpointId,
      messageId: newMessageId(),
      eventType: 'webhook.test',
      payload: testBody(endpointId, new Date()),
      nextAttemptAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('no delivery');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  owner = await t.createUser('hooks-owner@example.com');
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('a new signing secret', () => {
  it('signs every attempt from then on, a retry of an earlier event included, and the old one none', async () => {
    const { id, secret: first } = await endpointFor(owner, '/rolled');
    const pending = await pendingDelivery(id);
    const rolled = await callAs(t, owner, 'POST', api.rollSecret.path, { Id: id });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const { Secret: second, Endpoint } = rolled.json().Data;
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    expect(Endpoint).toMatchObject({ Id: id, Enabled: true });
    expect(rolled.json().Content).toMatch(/^New signing secret made/);

    await attemptsOf(t.services).attempt(pending.id, 1);
    const [request] = receiver.to('/rolled');
    expect(verified(second, request as ReceivedRequest)).toMatchObject({ type: 'webhook.test' });
    expect(() => verified(first, request as ReceivedRequest)).toThrow();
  });

  it('mends an endpoint whose secret a changed AUTH_SECRET left unreadable', async () => {
    const { id } = await endpointFor(owner, '/mended');
    await db()
      .update(webhookEndpoints)
      .set({ secretSealed: sealText(newWebhookSecret(), webhookSecretKey(new Uint8Array(32).fill(7))) })
      .where(eq(webhookEndpoints.id, id));
    const broken = await pendingDelivery(id);
    await attemptsOf(t.services).attempt(broken.id, 1);
    expect(await deliveryRow(broken.id)).toMatchObject({ error: 'secretUnreadable' });
    expect(receiver.to('/mended')).toHaveLength(0);

    const { Secret } = (await callAs(t, owner, 'POST', api.rollSecret.path, { Id: id })).json().Data;
    const mended = await pendingDelivery(id);
    await attemptsOf(t.services).attempt(mended.id, 1);
    expect(await deliveryRow(mended.id)).toMatchObject({ status: 'succeeded', error: '' });
    expect(verified(Secret, receiver.to('/mended')[0] as ReceivedRequest)).toMatchObject({
      type: 'webhook.test',
    });
  });
});

describe('a test event', () => {
  it('is sent at once, signed by the Standard Webhooks scheme with the endpoint’s secret', async () => {
    const { id, secret } = await endpointFor(owner, '/test');
    const delivery = await sendTest(owner, id);
    expect(delivery).toMatchObject({ EventType: 'webhook.test', Status: 'pending', Attempts: 0 });

    const [request] = await eventually(
      async () => (receiver.to('/test').length ? receiver.to('/test') : undefined),
      'the test event',
    );
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['user-agent']).toMatch(/^Tradepact-Webhooks\/1\.0$/);
    expect(request?.headers['webhook-id']).toBe(delivery.MessageId);
    expect(delivery.MessageId).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(verified(secret, request as ReceivedRequest)).toEqual({
      type: 'webhook.test',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { EndpointId: id },
    });
    expect(() =>
      new Webhook(newWebhookSecret()).verify(request?.body ?? '', request?.headers as Record<string, string>),
    ).toThrow();

    await attempted(delivery.Id, 1);
    const [listed] = await deliveriesOf(owner, id);
    expect(listed).toMatchObject({
      Id: delivery.Id,
      Status: 'succeeded',
      Attempts: 1,
      ResponseCode: 200,
      Error: '',
    });
    expect(listed?.LastAttemptTime).not.toBeNull();
    expect(listed?.NextAttemptTime).toBeNull();
  });

  it('is refused while the endpoint is off', async () => {
    const { id } = await endpointFor(owner, '/off');
    await callAs(t, owner, 'PUT', api.updateEndpoint.path, {
      Id: id,
      Url: receiver.url('/off'),
      Events: ['contract.sent'],
      Enabled: false,
    });
    const refused = await callAs(t, owner, 'POST', api.sendTest.path, { EndpointId: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Code).toBe('webhookEndpointDisabled');
    expect(await deliveriesOf(owner, id)).toEqual([]);
  });
});

describe('a failing delivery', () => {
  it('after a 500 is tried again on its schedule, then succeeds under the same id and body', async () => {
    const { id, secret } = await endpointFor(owner, '/flaky');
    let calls = 0;
    receiver.answer((request) => ({ status: request.path === '/flaky' && calls++ === 0 ? 500 : 200 }));
    const delivery = await sendTest(owner, id);

    const failed = await attempted(delivery.Id, 1);
    expect(failed).toMatchObject({ status: 'pending', responseCode: 500, error: 'status' });
    expect(
      (failed.nextAttemptAt?.getTime() ?? 0) - (failed.lastAttemptAt?.getTime() ?? 0),
    ).toBeGreaterThanOrEqual(5_000);
    expect((await endpointRow(id))?.failingSince).not.toBeNull();
    const [listed] = await deliveriesOf(owner, id);
    expect(listed).toMatchObject({ Status: 'pending', ResponseCode: 500 });
    expect(listed?.Error).toBe('It answered 500: only a 2xx answer counts as received.');
    expect(listed?.NextAttemptTime).toBe(failed.nextAttemptAt?.toISOString());
    // The next attempt waits in the queue, as a job of its own, until its time.
    const { rows } = await t.services.database.pool.query<{ start_after: Date }>(
      `select start_after from pgboss.job where name = 'webhooks.deliver' and data->>'deliveryId' = $1 and (data->>'attempt')::int = 2`,
      [delivery.Id],
    );
    expect(rows.map((row) => row.start_after.getTime())).toEqual([failed.nextAttemptAt?.getTime()]);

    await attemptsOf(t.services).attempt(delivery.Id, 2);

    const [first, second] = receiver.to('/flaky');
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect(verified(secret, second as ReceivedRequest)).toMatchObject({ type: 'webhook.test' });
    expect(await deliveryRow(delivery.Id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      responseCode: 200,
    });
    expect((await endpointRow(id))?.failingSince).toBeNull();
    // The queued job of attempt 2, or a second run of it, sends nothing more.
    await attemptsOf(t.services).attempt(delivery.Id, 2);
    expect(receiver.to('/flaky')).toHaveLength(2);
  });

  it('never follows a redirect: the 3xx is the attempt’s answer', async () => {
    const { id } = await endpointFor(owner, '/moved');
    receiver.answer((request) =>
      request.path === '/moved'
        ? { status: 302, headers: { location: receiver.url('/elsewhere') } }
        : { status: 200 },
    );
    const delivery = await sendTest(owner, id);
    const row = await attempted(delivery.Id, 1);
    expect(row).toMatchObject({ status: 'pending', responseCode: 302, error: 'redirect' });
    expect(receiver.to('/elsewhere')).toEqual([]);
    const [listed] = await deliveriesOf(owner, id);
    expect(listed?.Error).toMatch(/redirect \(302\), which is not followed/);
  });

  it('failing for 3 days turns its endpoint off, stops its pending deliveries and emails its owner once', async () => {
    const who = await t.createUser('failing-owner@example.com');
    const { id } = await endpointFor(who, '/down');
    // Answered after a second, so that both attempts below are under way (claimed and sent) before
    // either fails: the first to fail would otherwise stop the other before it is sent.
    receiver.answer((request) =>
      request.path === '/down' ? { status: 503, delayMs: 1_000 } : { status: 200 },
    );
    const since = new Date(Date.now() - 3 * 86_400_000 - 60_000);
    await db().update(webhookEndpoints).set({ failingSince: since }).where(eq(webhookEndpoints.id, id));
    const [one, two, waiting] = [
      await pendingDelivery(id),
      await pendingDelivery(id),
      await pendingDelivery(id),
    ];

    // Two attempts failing at once: the endpoint is turned off once.
    await Promise.all([attemptsOf(t.services).attempt(one.id, 1), attemptsOf(t.services).attempt(two.id, 1)]);

    expect(await endpointRow(id)).toMatchObject({ disabledReason: 'failing', failingSince: since });
    for (const delivery of [one, two, waiting]) {
      expect(await deliveryRow(delivery.id)).toMatchObject({ status: 'failed', nextAttemptAt: null });
    }
    await attemptsOf(t.services).attempt(waiting.id, 1);
    expect(receiver.to('/down')).toHaveLength(2);
    const emails = await eventually(async () => {
      const found = await outboxFor(t, 'failing-owner@example.com');
      return found.length ? found : undefined;
    }, 'the owner’s email');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outboxFor(t, 'failing-owner@example.com')).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`Webhook turned off: ${receiver.url('/down')}`);
    expect(emails[0]?.text).toContain('has failed since');
    const listed = await deliveriesOf(who, id);
    expect(listed.find((delivery) => delivery.Id === waiting.id)?.Error).toBe(
      'Not sent: the endpoint is turned off.',
    );
    const endpoints = (await callAs(t, who, 'GET', api.endpoints.path)).json().Data;
    expect(endpoints[0]).toMatchObject({ Enabled: false, DisabledReason: 'failing' });
  });
});

describe('GET /api/app/integrations/webhooks/deliveries', () => {
  it('lists the last 50 deliveries, newest first', async () => {
    const { id } = await endpointFor(owner, '/many');
    const start = Date.now() - 3_600_000;
    await db()
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: 55 }, (_, n) => ({
          endpointId: id,
          messageId: `msg_${String(n).padStart(24, '0')}`,
          eventType: 'contract.sent' as const,
          payload: {},
          status: 'succeeded' as const,
          attempts: 1,
          responseCode: 204,
          createdAt: new Date(start + n * 1000),
        })),
      );
    const listed = await deliveriesOf(owner, id);
    expect(listed).toHaveLength(50);
    expect(listed[0]?.MessageId).toBe(`msg_${String(54).padStart(24, '0')}`);
    expect(listed.at(-1)?.MessageId).toBe(`msg_${String(5).padStart(24, '0')}`);
    expect(listed[0]).toMatchObject({
      Status: 'succeeded',
      ResponseCode: 204,
      Error: '',
      NextAttemptTime: null,
    });
  });
});

describe('POST /api/app/integrations/webhooks/resend', () => {
  it('makes a new attempt of the delivery with the same id and body', async () => {
    const { id, secret } = await endpointFor(owner, '/again');
    receiver.answer(() => ({ status: 200 }));
    const delivery = await sendTest(owner, id);
    await attempted(delivery.Id, 1);

    const resent = await callAs(t, owner, 'POST', api.resend.path, { Id: delivery.Id });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().Data).toMatchObject({
      Id: delivery.Id,
      MessageId: delivery.MessageId,
      Status: 'pending',
    });

    expect(await attempted(delivery.Id, 2)).toMatchObject({ status: 'succeeded', attempts: 2 });
    const [first, second] = receiver.to('/again');
    expect(second?.headers['webhook-id']).toBe(delivery.MessageId);
    expect(second?.body).toBe(first?.body);
    expect(verified(secret, second as ReceivedRequest)).toMatchObject({ data: { EndpointId: id } });
  });
});

describe('two servers on one database', () => {
  let second: Services;
  beforeAll(async () => {
    const { connectionString } = t.services.database.connection as { connectionString: string };
    second = await startServices(t.services.config, pino({ level: 'silent' }), {
      database: { url: connectionString, embeddedDir: embeddedDirFor(t.dataDir), poolSize: 3 },
      queue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      periodic: 'off',
    });
  }, 60_000);
  afterAll(() => second?.close());

  it('send each attempt once, however many workers run it at the same time', async () => {
    const { id } = await endpointFor(owner, '/once');
    receiver.answer(() => ({ status: 200, delayMs: 200 }));
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => pendingDelivery(id)));

    const runs = await Promise.allSettled(
      deliveries.flatMap((delivery) => [
        attemptsOf(t.services).attempt(delivery.id, 1),
        attemptsOf(second).attempt(delivery.id, 1),
        attemptsOf(second).attempt(delivery.id, 1),
      ]),
    );

    // A run finding the attempt under way fails, to look again later (the queue retries it).
    for (const run of runs) {
      if (run.status === 'rejected') expect(String(run.reason)).toMatch(/is under way/);
    }

    const ids = receiver.to('/once').map((request) => request.headers['webhook-id']);
    expect(ids.sort()).toEqual(deliveries.map((delivery) => delivery.messageId).sort());
    for (const delivery of deliveries) {
      expect(await deliveryRow(delivery.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
      // Its later runs find it done.
      await attemptsOf(second).attempt(delivery.id, 1);
    }
    expect(receiver.to('/once')).toHaveLength(deliveries.length);
  });

  it('deliver every queued event once between them', async () => {
    const { id } = await endpointFor(owner, '/shared');
    receiver.answer(() => ({ status: 200 }));
    const sent = await Promise.all(Array.from({ length: 12 }, () => sendTest(owner, id)));
    await eventually(
      async () => (receiver.to('/shared').length >= sent.length ? true : undefined),
      'every test event',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = receiver.to('/shared').map((request) => request.headers['webhook-id']);
    expect(ids.sort()).toEqual(sent.map((delivery) => delivery.MessageId).sort());
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(productionEnv);
  }, 60_000);
  afterAll(() => prod?.close());

  it('never connects to an address inside the network, whatever was saved', async () => {
    const who = await prod.createUser();
    const port = receiver.port;
    const urls = [
      `http://127.0.0.1:${port}/inside`,
      `https://127.0.0.1:${port}/inside`,
      // A name resolving inside the network (DNS rebinding): refused by the look-up the socket uses.
      `https://localhost:${port}/inside`,
      `https://[::ffff:127.0.0.1]:${port}/inside`,
    ];
    const before = receiver.received.length;
    for (const url of urls) {
      // Saved before the rules, or by a name that resolved elsewhere then.
      const [endpoint] = await prod.services.database.db
        .insert(webhookEndpoints)
        .values({
          userId: who.id,
          url,
          events: ['contract.sent'],
          secretSealed: sealText(newWebhookSecret(), webhookSecretKey(prod.services.authKey.secret)),
        })
        .returning();
      const [delivery] = await prod.services.database.db
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint?.id ?? '',
          messageId: newMessageId(),
          eventType: 'contract.sent',
          payload: testBody(endpoint?.id ?? '', new Date()),
          nextAttemptAt: new Date(),
        })
        .returning();
      await attemptsOf(prod.services).attempt(delivery?.id ?? '', 1);
      const [row] = await prod.services.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery?.id ?? ''));
      expect(row, url).toMatchObject({ attempts: 1, responseCode: null, error: 'addressNotAllowed' });
    }
    expect(receiver.received.length).toBe(before);
  });
});
