import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, outboxFor } from '../../../test/signing.js';
import { contractEvents, contractSigners, contracts, messageDeliveries } from '../../db/schema/index.js';
import { retryWindowMs } from '../../jobs/job.js';
import { sendEmailJob } from '../../jobs/send-email.job.js';
import { sealContractJob } from './seal.job.js';
import { signingSweeps } from './sweeps.js';

let t: TestApp;
let owner: TestUser;
let projectId: string;
const db = () => t.services.database.db;
const sweeps = () =>
  signingSweeps({
    db: db(),
    queue: t.services.queue,
    notifier: t.services.notifier,
    publicUrl: t.services.config.publicUrl,
    productName: t.services.config.productName,
    log: pino({ level: 'silent' }),
  });
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];
const eventTypes = async (id: string) =>
  (await db().select().from(contractEvents).where(eq(contractEvents.contractId, id))).map(
    (event) => event.type,
  );

async function sendContract(): Promise<string> {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().Data.Id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('sweeper@example.com');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('the signing sweeps', () => {
  it('seals a contract everyone signed whose seal job was lost', async () => {
    const id = await sendContract();
    // Signed long ago, as if the seal job had been lost with its queue.
    await db()
      .update(contractSigners)
      .set({
        signedAt: new Date(Date.now() - 10 * 60_000),
        signatureMethod: 'typed',
        typedName: 'Hélène Côté',
        signIp: '203.0.113.7',
        signUserAgent: 'Mozilla/5.0',
      })
      .where(eq(contractSigners.contractId, id));
    const { requeued } = await sweeps().sweep();
    expect(requeued).toBeGreaterThanOrEqual(1);
    const row = await eventually(async () => {
      const current = await contractRow(id);
      return current?.status === 'Signed' ? current : undefined;
    }, 'the seal');
    expect(row.sealedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await sweeps().sweep()).requeued).toBe(0);
  });

  it('tells the contractor once that an offer lapsed unsigned', async () => {
    const id = await sendContract();
    await db().update(contracts).set({ expiresOn: '2020-01-01' }).where(eq(contracts.id, id));
    expect((await sweeps().sweep()).lapsed).toBeGreaterThanOrEqual(1);
    expect((await contractRow(id))?.expiryNotifiedAt).not.toBeNull();
    expect((await sweeps().sweep()).lapsed).toBe(0);
    expect((await eventTypes(id)).filter((type) => type === 'expired')).toHaveLength(1);
    const notices = await eventually(async () => {
      const found = (await outboxFor(t, 'office@tremblay.example')).filter((message) =>
        message.subject.toLowerCase().includes('expired'),
      );
      return found.length > 0 ? found : undefined;
    }, 'the expiry notice');
    expect(notices).toHaveLength(1);
  });
});

describe('a seal already waiting for its retry', () => {
  it('is not queued again by the sweep', async () => {
    const id = await sendContract();
    await db()
      .update(contractSigners)
      .set({
        signedAt: new Date(Date.now() - 10 * 60_000),
        signatureMethod: 'typed',
        typedName: 'Hélène Côté',
      })
      .where(eq(contractSigners.contractId, id));
    // A seal waiting an hour for its next try, as after a failure.
    await db().transaction((tx) =>
      t.services.queue.enqueue(
        tx,
        sealContractJob,
        { contractId: id },
        { startAfter: new Date(Date.now() + 3_600_000) },
      ),
    );
    await sweeps().sweep();
    const { rows } = await t.services.database.pool.query(
      "select id from pgboss.job where name = $1 and data->>'contractId' = $2",
      [sealContractJob.name, id],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('a signing message whose job can no longer be trying', () => {
  it('stops showing as queued: it is marked failed, while one still within its tries stays queued', async () => {
    const window = retryWindowMs(sendEmailJob.retry);
    const now = new Date();
    const [lost, trying] = [`lost-${crypto.randomUUID()}`, `trying-${crypto.randomUUID()}`];
    await db()
      .insert(messageDeliveries)
      .values([
        { jobId: lost, channel: 'email', updatedAt: new Date(now.getTime() - window - 60_000) },
        { jobId: trying, channel: 'sms', updatedAt: new Date(now.getTime() - window / 2) },
      ]);
    expect((await sweeps().sweep(now)).givenUp).toBeGreaterThanOrEqual(1);
    const status = async (jobId: string) =>
      (await db().select().from(messageDeliveries).where(eq(messageDeliveries.jobId, jobId)))[0]?.status;
    expect(await status(lost)).toBe('failed');
    expect(await status(trying)).toBe('queued');
  });
});
