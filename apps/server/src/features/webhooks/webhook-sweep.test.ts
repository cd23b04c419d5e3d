import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsApi as api } from '@tradepact/shared';
import { callAs } from '../../../test/contractor.js';
import { eventually } from '../../../test/signing.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { startReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.js';
import { webhookDeliveries } from '../../db/schema/index.js';
import { newMessageId } from './webhook-publish.service.js';
import { testBody } from './webhook-events.js';
import { webhookSweep } from './webhook-sweep.js';

let t: TestApp;
let receiver: WebhookReceiver;
let owner: TestUser;
let endpointId: string;
const db = () => t.services.database.db;
const day = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** A delivery row as a test needs it (no job queued: only the sweep queues one). */
async function delivery(values: Partial<typeof webhookDeliveries.$inferInsert>) {
  const [row] = await db()
    .insert(webhookDeliveries)
    .values({
      endpointId,
      messageId: newMessageId(),
      eventType: 'webhook.test',
      payload: testBody(endpointId, new Date()),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no delivery');
  return row;
}
const rowOf = async (id: string) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];
const sweep = () => webhookSweep({ db: db(), queue: t.services.queue })();

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  owner = await t.createUser('hooks-sweep@example.com');
  const made = await callAs(t, owner, 'POST', api.createEndpoint.path, {
    Url: receiver.url('/sweep'),
    Events: ['contract.completed'],
  });
  expect(made.statusCode, made.body).toBe(200);
  endpointId = made.json().Data.Endpoint.Id as string;
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('the webhooks’ sweep', () => {
  it('picks up an attempt left under way by a run that is gone: counted interrupted, then tried again', async () => {
    const abandoned = await delivery({ attempts: 1, lastAttemptAt: ago(2 * 3_600_000), nextAttemptAt: null });
    const recent = await delivery({ attempts: 1, lastAttemptAt: ago(60_000), nextAttemptAt: null });

    expect(await sweep()).toMatchObject({ resumed: 1 });
    const done = await eventually(async () => {
      const row = await rowOf(abandoned.id);
      return row?.status === 'succeeded' ? row : undefined;
    }, 'the abandoned delivery delivered');
    expect(done.attempts).toBe(2);
    expect(
      receiver.to('/sweep').filter((one) => one.headers['webhook-id'] === abandoned.messageId),
    ).toHaveLength(1);
    // An attempt under way for a minute may still be running: left alone.
    expect(await rowOf(recent.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: null });
  }, 60_000);

  it('deletes finished deliveries older than 30 days, and keeps pending ones and recent ones', async () => {
    const old = await delivery({ status: 'succeeded', attempts: 1, createdAt: ago(31 * day) });
    const oldFailed = await delivery({ status: 'failed', attempts: 8, createdAt: ago(31 * day) });
    const oldPending = await delivery({ attempts: 0, nextAttemptAt: ago(day), createdAt: ago(31 * day) });
    const recent = await delivery({ status: 'succeeded', attempts: 1, createdAt: ago(29 * day) });

    const { deleted } = await sweep();
    expect(deleted).toBe(2);
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await rowOf(oldFailed.id)).toBeUndefined();
    expect(await rowOf(oldPending.id)).toBeDefined();
    expect(await rowOf(recent.id)).toBeDefined();
  });
});
