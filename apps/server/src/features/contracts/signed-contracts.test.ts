import { eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { subcontractorForm } from '../../../test/contact-forms.js';
import { insertContract } from '../../../test/contracts.js';
import { contracts, projects, users } from '../../db/schema/index.js';

/**
 * A signed contract is a legal record: it must outlive whatever it hangs from. Deleting its project
 * is refused, even when the signature lands while the delete is under way; deleting its account
 * keeps it, detached; no statement deletes it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'POST' | 'DELETE';
const call = (who: TestUser, method: Method, url: string, payload: object) =>
  t.app.inject({ method, url, headers: who.headers, payload });

async function projectOf(who: TestUser): Promise<string> {
  const made = await call(who, 'POST', '/api/app/project/create', { Name: 'Deck', Comments: '' });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().Data.Id as string;
}

const contractRows = (ids: string[]) =>
  t.services.database.db.select().from(contracts).where(inArray(contracts.id, ids));

/** Waits until another backend is queued behind a lock that `holder` holds. */
async function untilSomeoneWaitsFor(holder: pg.PoolClient): Promise<void> {
  const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  for (let tries = 0; tries < 500; tries++) {
    const waiting = await t.services.database.pool.query(
      'select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
      [pid],
    );
    if (waiting.rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nothing waited for the lock');
}

describe('a project whose contract is signed while it is being deleted', () => {
  it('refuses the delete with the spec message and keeps the project and the signed contract', async () => {
    const owner = await t.createUser();
    const projectId = await projectOf(owner);
    const contractId = await insertContract(t, { ownerId: owner.id, projectId, status: 'Sent' });

    // The recipient's signature is written but not yet committed when the delete arrives.
    const signer = await t.services.database.pool.connect();
    let answer;
    try {
      await signer.query('begin');
      await signer.query(
        `update contracts set status = 'Signed', signed_at = now(), sealed_pdf_key = 'test/sealed.pdf' where id = $1`,
        [contractId],
      );
      const deleting = call(owner, 'DELETE', '/api/app/project/delete', [projectId]);
      await untilSomeoneWaitsFor(signer);
      await signer.query('commit');
      answer = await deleting;
    } finally {
      signer.release();
    }

    expect(answer.statusCode).toBe(400);
    expect(answer.json().Content).toBe(en.projectDeleteSigned);
    expect(await contractRows([contractId])).toMatchObject([{ status: 'Signed', projectId }]);
    const kept = await t.services.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(kept).toHaveLength(1);
  });
});

describe('deleting an account', () => {
  it('keeps its signed contracts, detached from the account, its projects and contacts, and deletes the rest', async () => {
    const leaving = await t.createUser();
    const projectId = await projectOf(leaving);
    const added = await call(leaving, 'POST', '/api/app/subcontractor/createwithproject', {
      ...subcontractorForm(),
      ProjectId: projectId,
    });
    const subcontractorId = added.json().Data.Id as string;
    const signed = await insertContract(t, { ownerId: leaving.id, projectId, status: 'Signed' });
    const signedWithSubcontractor = await insertContract(t, {
      ownerId: leaving.id,
      projectId,
      subcontractorId,
      status: 'Signed',
    });
    const draft = await insertContract(t, { ownerId: leaving.id, projectId, status: 'Draft' });
    const amendment = await insertContract(t, {
      ownerId: leaving.id,
      projectId,
      status: 'Sent',
      originalId: signed,
    });

    await t.services.database.db.delete(users).where(eq(users.id, leaving.id));

    const left = await contractRows([signed, signedWithSubcontractor, draft, amendment]);
    expect(left.map((row) => row.id).sort()).toEqual([signed, signedWithSubcontractor].sort());
    for (const row of left) {
      expect(row).toMatchObject({ status: 'Signed', ownerId: null, projectId: null, subcontractorId: null });
      expect(row.signedAt).toBeInstanceOf(Date);
    }
    expect(await t.services.database.db.select().from(projects).where(eq(projects.id, projectId))).toEqual(
      [],
    );
  });
});

describe('a signed contract', () => {
  it('cannot be deleted by any statement', async () => {
    const owner = await t.createUser();
    const projectId = await projectOf(owner);
    const contractId = await insertContract(t, { ownerId: owner.id, projectId, status: 'Signed' });
    await expect(
      t.services.database.db.delete(contracts).where(eq(contracts.id, contractId)),
    ).rejects.toThrow();
    await expect(t.services.database.db.delete(projects).where(eq(projects.id, projectId))).rejects.toThrow();
    expect(await contractRows([contractId])).toHaveLength(1);
  });
});
