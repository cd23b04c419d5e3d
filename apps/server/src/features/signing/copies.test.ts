import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { contractEvents, contracts } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
let projectId: string;

const copied = 'sam.architect@example.com';
const business = 'Tremblay Renovations';
const db = () => t.services.database.db;

/** The queued email jobs to an address, as their payloads. */
async function emailJobsTo(to: string): Promise<string[]> {
  const { rows } = await t.services.database.pool.query<{ data: unknown }>(
    `select data from pgboss.job where data->>'to' = $1 or data->'email'->>'to' = $1`,
    [to],
  );
  return rows.map((row) => JSON.stringify(row.data));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('copies@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
}, 120_000);
afterAll(() => t.close());

describe('copies to people who do not sign (issue 32 §4)', () => {
  it('sends them the contract as sent when it goes out, then the sealed copy once everyone signed', async () => {
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(
        projectId,
        contractForm({ Copies: [{ Name: 'Sam Architect', Email: ' Sam.Architect@Example.com ' }] }),
      ),
      Token: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().Data.Id as string;

    const copy = await eventually(async () => {
      const [message] = await outboxFor(t, copied);
      return message;
    }, 'the copy');
    expect(copy.subject).toBe(formatMessage(en.signEmailCopySubject, { business }));
    expect(copy.text).toContain('Hélène Côté');
    expect(copy.text).not.toContain('Signature?key=');
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    expect((await emailJobsTo(copied)).some((job) => job.includes(row?.originalPdfKey ?? 'none'))).toBe(true);
    const events = await db().select().from(contractEvents).where(eq(contractEvents.contractId, id));
    expect(events.filter((event) => event.type === 'copied').map((event) => event.data)).toEqual([
      expect.objectContaining({ to: copied }),
    ]);

    expect((await signWithKey(t, await nextSigningKey(t, 'helene@example.com', id))).statusCode).toBe(200);
    const sealed = await eventually(async () => {
      const [current] = await db().select().from(contracts).where(eq(contracts.id, id));
      return current?.sealedPdfKey ?? undefined;
    }, 'the seal');
    await eventually(
      async () => ((await emailJobsTo(copied)).some((job) => job.includes(sealed)) ? true : undefined),
      'the sealed copy to the one copied',
    );
  });

  it('refuses a copy without a valid email, saying so, and sends nothing', async () => {
    const before = (await db().select().from(contracts)).length;
    const refused = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId, contractForm({ Copies: [{ Name: 'Sam', Email: 'not an email' }] })),
      Token: randomUUID(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.contractCopyEmailInvalid);
    expect((await db().select().from(contracts)).length).toBe(before);
  });
});
