import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { projects } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(() => t.close());

/** A project made at `createdAt` in `province`, as the API shows it. */
async function createdDateOf(province: string, createdAt: string): Promise<string> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/app/project/create',
    headers: owner.headers,
    payload: { Name: province, Comments: '', Province: province },
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().Data.Id as string;
  await t.services.database.db
    .update(projects)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(projects.id, id));
  const read = await t.app.inject({ url: `/api/app/project/read?id=${id}`, headers: owner.headers });
  return read.json().Data.CreatedDate as string;
}

describe("a project's dates", () => {
  it("are calendar dates in the project's province, whatever the server's zone", async () => {
    // 2026-03-01 03:30 UTC is the evening of February 28 from Nova Scotia westwards, and midnight in
    // Newfoundland.
    expect(await createdDateOf('British Columbia', '2026-03-01T03:30:00Z')).toBe('2026-02-28');
    expect(await createdDateOf('Nova Scotia', '2026-03-01T03:30:00Z')).toBe('2026-02-28');
    expect(await createdDateOf('Newfoundland', '2026-03-01T03:30:00Z')).toBe('2026-03-01');
  });
});
