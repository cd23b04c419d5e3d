import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { outboxFor } from '../../../test/signing.js';
import { businesses, contractSigners, contracts, files } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
let projectId: string;
const clientEmail = 'helene@example.com';
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('unsigned@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('sending a contract without the contractor’s signature image', () => {
  it('refuses with the signature message when storage no longer holds the file, and changes nothing', async () => {
    const [profile] = await db()
      .select({ key: files.storageKey })
      .from(businesses)
      .innerJoin(files, eq(files.id, businesses.signatureFileId))
      .where(eq(businesses.userId, owner.id));
    expect(profile?.key).toBeTruthy();
    await t.services.storage.delete(profile?.key ?? '');

    const token = crypto.randomUUID();
    const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
      ...saveRequest(projectId),
      Token: token,
    });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json()).toMatchObject({ Type: 400, Content: en.contractClientSignatureMissing });

    const rows = await db().select().from(contracts).where(eq(contracts.ownerId, owner.id));
    expect(rows.map((row) => row.status)).toEqual(['Draft']);
    expect(rows[0]?.originalPdfKey).toBeNull();
    const signers = await db()
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, rows[0]?.id ?? ''));
    expect(signers).toHaveLength(0);
    const { rows: jobs } = await t.services.database.pool.query(
      `select name from pgboss.job where data::text like $1`,
      [`%${clientEmail}%`],
    );
    expect(jobs).toEqual([]);
    expect(await outboxFor(t, clientEmail)).toHaveLength(0);
  });
});
