import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';

/** More transactions at once than the pool has connections: each must take only its own. */
const poolSize = 4;
const atOnce = 3 * poolSize;

let t: TestApp;
let owner: TestUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, poolSize);
  owner = await t.createUser('busy@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

const send = () =>
  callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId),
    Token: crypto.randomUUID(),
  });

describe('many contract sends and withdrawals at the same moment', () => {
  it('all succeed, and the server answers other requests meanwhile', async () => {
    const sends = Array.from({ length: atOnce }, send);
    // Asked while every send holds a connection: it must still be answered (it froze here for good
    // when each send's transaction read the business profile through the pool).
    const meanwhile = callAs(t, owner, 'GET', '/api/app/business/read');
    const sent = await Promise.all(sends);
    expect(sent.map((answer) => answer.statusCode)).toEqual(sent.map(() => 200));
    expect((await meanwhile).statusCode).toBe(200);

    const ids = sent.map((answer) => answer.json().Data.Id as string);
    const cancelled = await Promise.all(
      ids.map((id) => callAs(t, owner, 'PUT', `/api/app/contract/cancel?id=${id}`)),
    );
    expect(cancelled.map((answer) => answer.statusCode)).toEqual(cancelled.map(() => 200));
    const { rows } = await t.services.database.pool.query<{ idle: number }>(
      `select count(*)::int as idle from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction'`,
    );
    expect(rows[0]?.idle).toBe(0);
  });
});
