import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { projects } from '../../db/schema/index.js';

/**
 * Two contractors hammer the server at once over real HTTP, the way the hardening probe did when the
 * embedded database (PGlite behind a socket) answered one contractor with the other's project, lost
 * creates behind 500s and signed valid sessions out. On a real PostgreSQL none of that may happen.
 */
let t: TestApp;
let base: string;
const workersPerContractor = 4;
const roundsPerWorker = 20;

beforeAll(async () => {
  // A pool as large as the server's default, so the workers really share connections concurrently.
  t = await createTestApp({}, undefined, 10);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Project {
  Id: string;
  Name: string;
  IsOwner: boolean;
}

async function call(who: TestUser, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { Type: number; Data: unknown } };
}

describe('two contractors working at the same time', () => {
  it('answers each only with their own projects, without errors, and stores every create once', async () => {
    const contractors = { E: await t.createUser(), B: await t.createUser() };
    const failures: string[] = [];
    const foreign: string[] = [];
    const acknowledged = new Map<keyof typeof contractors, string[]>([
      ['E', []],
      ['B', []],
    ]);

    const check = (tag: keyof typeof contractors, rows: Project[]) => {
      for (const row of rows) {
        if (!row.Name.startsWith(`${tag}-`) || !row.IsOwner) foreign.push(`${tag} saw ${row.Name}`);
      }
    };

    async function worker(tag: keyof typeof contractors, index: number) {
      const who = contractors[tag];
      for (let round = 0; round < roundsPerWorker; round++) {
        const name = `${tag}-${index}-${round}`;
        const made = await call(who, 'POST', '/api/app/project/create', { Name: name, Comments: '' });
        if (made.status !== 200) {
          failures.push(`create ${name}: ${made.status}`);
          continue;
        }
        const project = made.body.Data as Project;
        acknowledged.get(tag)?.push(project.Id);
        check(tag, [project]);
        const page = await call(who, 'GET', '/api/app/project/readpage?status=0&pageSize=10');
        if (page.status !== 200) failures.push(`readpage: ${page.status}`);
        else check(tag, (page.body.Data as { Rows: Project[] }).Rows);
        const read = await call(who, 'GET', `/api/app/project/read?id=${project.Id}`);
        if (read.status !== 200) failures.push(`read ${name}: ${read.status}`);
        else check(tag, [read.body.Data as Project]);
      }
    }

    await Promise.all(
      (['E', 'B'] as const).flatMap((tag) =>
        Array.from({ length: workersPerContractor }, (_, index) => worker(tag, index)),
      ),
    );

    expect(failures).toEqual([]);
    expect(foreign).toEqual([]);
    for (const [tag, ids] of acknowledged) {
      const stored = await t.services.database.db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.ownerId, contractors[tag].id));
      expect(ids).toHaveLength(workersPerContractor * roundsPerWorker);
      expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
      expect(new Set(stored.map((row) => row.name)).size).toBe(stored.length);
    }
  }, 120_000);
});
