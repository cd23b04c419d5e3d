import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyId, en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { createActiveUser } from '../../../test/accounts.js';
import { clientForm, subcontractorForm } from '../../../test/contact-forms.js';
import { insertContract } from '../../../test/contracts.js';
import { countStatements } from '../../../test/statements.js';
import { businesses, contracts, projects, users } from '../../db/schema/index.js';
import { startSession } from '../auth/sessions.service.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

const client = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Jean',
  LastName: 'Roy',
  Email: 'jean.roy@example.com',
  Phone: '5145550199',
  Name: [{ FirstName: 'Lise', LastName: 'Roy' }],
  ...overrides,
});
const projectForm = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Kitchen renovation',
  Comments: 'Cabinets and counters',
  Address: '12 Rue Principale',
  City: 'Gatineau',
  Province: 'Quebec',
  PostalCode: 'j8x 1a1',
  Clients: [client()],
  ...overrides,
});

async function createProject(who: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await call(who, 'POST', '/api/app/project/create', projectForm(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Data as { Id: string; Clients: { Id: string }[] };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

describe('creating and reading projects', () => {
  it('creates a project with its client, normalised, and lists it with its contacts', async () => {
    const response = await call(owner, 'POST', '/api/app/project/create', projectForm());
    expect(response.json().Content).toBe(en.projectCreated);
    const project = response.json().Data;
    expect(project).toMatchObject({
      Name: 'Kitchen renovation',
      PostalCode: 'J8X 1A1',
      IsOwner: true,
      Status: 0,
    });
    expect(project.Clients[0]).toMatchObject({
      FirstName: 'Jean',
      Name: [{ FirstName: 'Lise', LastName: 'Roy' }],
    });
    expect(project.Client).toMatchObject({ Phone: '5145550199', Email: 'jean.roy@example.com' });
    const list = (await call(owner, 'GET', '/api/app/project/readlist')).json().Data;
    expect(list.map((p: { Id: string }) => p.Id)).toContain(project.Id);
  });

  it('creates a project from the add-project modal with only a name, or refuses without one', async () => {
    const refused = await call(owner, 'POST', '/api/app/project/create', { Name: ' ', Comments: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.projectNameRequired);
    const made = await call(owner, 'POST', '/api/app/project/create', { Name: 'Deck', Comments: '' });
    expect(made.statusCode).toBe(200);
    expect(made.json().Data.Clients).toEqual([]);
  });

  it("checks the project form in doc 2 §5's order, client block by client block", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: '', Clients: [client({ FirstName: '' })] }, en.projectFormNameRequired],
      [{ Clients: [client({ FirstName: '', LastName: '' })] }, en.profileFirstNameRequired],
      [{ Clients: [client({ LastName: '', Email: '' })] }, en.profileLastNameRequired],
      [{ Clients: [client({ Email: '', Phone: '' })] }, en.contactEmailRequired],
      [{ Clients: [client({ Phone: '' })] }, en.contactPhoneRequired],
      [{ Clients: [client(), client({ FirstName: '' })] }, en.profileFirstNameRequired],
      [{ Clients: [client({ Phone: '12345' })] }, en.contactPhoneInvalid],
      [{ PostalCode: '90210' }, en.profilePostalCodeInvalid],
      [{ Clients: [client({ Phone: '51455501999' })] }, en.contactPhoneInvalid],
      [{ Name: 'x'.repeat(201) }, en.profileValueTooLong],
    ];
    for (const [change, message] of cases) {
      const response = await call(owner, 'POST', '/api/app/project/create', projectForm(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().Content).toBe(message);
    }
  });

  it('reuses an existing client by id, and replaces the client blocks on update', async () => {
    const first = await createProject(owner);
    const clientId = first.Clients[0]?.Id;
    const second = await createProject(owner, {
      Name: 'Basement',
      Clients: [
        client({ Id: clientId, Phone: '5145550100' }),
        client({ FirstName: 'Ana', Email: 'ana@example.com' }),
      ],
    });
    expect(second.Clients.map((c) => c.Id)[0]).toBe(clientId);
    const updated = await call(owner, 'PUT', '/api/app/project/update', {
      ...projectForm({ Name: 'Basement finishing' }),
      Id: second.Id,
      Clients: [client({ FirstName: 'Ana', Email: 'ana@example.com' })],
    });
    expect(updated.json().Content).toBe(en.projectSaved);
    expect(updated.json().Data.Clients).toHaveLength(1);
    const clients = (await call(owner, 'GET', '/api/app/client/readlist')).json().Data;
    const reused = clients.find((c: { Id: string }) => c.Id === clientId);
    expect(reused.Phone).toBe('5145550100');
    expect(reused.Projects.map((p: { Name: string }) => p.Name)).toEqual(['Kitchen renovation']);
  });
});

describe('status moves and deletion', () => {
  it('moves a project between current, pending and archived', async () => {
    const project = await createProject(owner);
    for (const status of [2, 0, 1, 2, 1, 0]) {
      const response = await call(owner, 'PUT', '/api/app/project/updatestatus', { id: project.Id, status });
      expect(response.json().Content).toBe(en.projectStatusUpdated);
      expect((await call(owner, 'GET', `/api/app/project/read?id=${project.Id}`)).json().Data.Status).toBe(
        status,
      );
    }
    const invalid = await call(owner, 'PUT', '/api/app/project/updatestatus', { id: project.Id, status: 3 });
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes projects all or nothing', async () => {
    const mine = await createProject(owner);
    const theirs = await createProject(other);
    const mixed = await call(owner, 'DELETE', '/api/app/project/delete', [mine.Id, theirs.Id]);
    expect(mixed.statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/app/project/read?id=${mine.Id}`)).statusCode).toBe(200);
    const done = await call(owner, 'DELETE', '/api/app/project/delete', [mine.Id]);
    expect(done.json().Content).toBe(en.projectDeleted);
    expect((await call(owner, 'GET', `/api/app/project/read?id=${mine.Id}`)).statusCode).toBe(404);
  });
});

describe('projects holding contracts', () => {
  const readProject = async (id: string) =>
    (await call(owner, 'GET', `/api/app/project/read?id=${id}`)).json().Data as { IsDeletable: boolean };

  it('refuses to delete a project with a signed contract, with the spec message, and deletes nothing', async () => {
    const signed = await createProject(owner);
    const unsigned = await createProject(owner);
    await insertContract(t, { ownerId: owner.id, projectId: signed.Id, status: 'Signed' });
    expect(await readProject(signed.Id)).toMatchObject({ IsDeletable: false });
    const page = (await call(owner, 'GET', '/api/app/project/readpage?status=0&pageSize=100')).json().Data;
    const listed = page.Rows.find((row: { Id: string }) => row.Id === signed.Id);
    expect(listed.IsDeletable).toBe(false);

    const refused = await call(owner, 'DELETE', '/api/app/project/delete', [unsigned.Id, signed.Id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.projectDeleteSigned);
    expect((await readProject(unsigned.Id)).IsDeletable).toBe(true);
    expect((await readProject(signed.Id)).IsDeletable).toBe(false);
  });

  it('keeps a signed contract that an unsigned amendment is replacing', async () => {
    const project = await createProject(owner);
    const original = await insertContract(t, { ownerId: owner.id, projectId: project.Id, status: 'Signed' });
    await insertContract(t, {
      ownerId: owner.id,
      projectId: project.Id,
      status: 'Draft',
      originalId: original,
    });
    const refused = await call(owner, 'DELETE', '/api/app/project/delete', [project.Id]);
    expect(refused.json().Content).toBe(en.projectDeleteSigned);
  });

  it('names each contract by its number and revision, with its total with the tax of the project', async () => {
    const project = await createProject(owner);
    const original = await insertContract(t, {
      ownerId: owner.id,
      projectId: project.Id,
      status: 'Signed',
      totalCost: 1000,
    });
    const amendment = await insertContract(t, {
      ownerId: owner.id,
      projectId: project.Id,
      status: 'Draft',
      revision: 1,
      totalCost: 2000.5,
    });
    const unpriced = await insertContract(t, { ownerId: owner.id, projectId: project.Id, status: 'Draft' });
    const page = (await call(owner, 'GET', '/api/app/project/readpage?status=0&pageSize=100')).json().Data;
    const listed = page.Rows.find((row: { Id: string }) => row.Id === project.Id);
    const byId = new Map((listed.Contracts as { Id: string }[]).map((one) => [one.Id, one] as const));
    // Quebec: GST 5 % and QST 9.975 % on $1,000.00 and on $2,000.50.
    expect(byId.get(original)).toMatchObject({
      Number: expect.any(Number),
      Revision: 0,
      TotalWithTax: 114_975,
    });
    expect(byId.get(amendment)).toMatchObject({ Revision: 1, TotalWithTax: 230_008 });
    expect(byId.get(unpriced)).toMatchObject({ TotalWithTax: null });
  });

  it('deletes a project whose contracts are drafts or sent, with them', async () => {
    const project = await createProject(owner);
    await insertContract(t, { ownerId: owner.id, projectId: project.Id, status: 'Draft' });
    await insertContract(t, { ownerId: owner.id, projectId: project.Id, status: 'Sent' });
    expect((await readProject(project.Id)).IsDeletable).toBe(true);
    const done = await call(owner, 'DELETE', '/api/app/project/delete', [project.Id]);
    expect(done.json().Content).toBe(en.projectDeleted);
    const left = await t.services.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.projectId, project.Id));
    expect(left).toEqual([]);
  });
});

describe("another contractor's projects", () => {
  it('answers 404 on every call and changes nothing', async () => {
    const project = await createProject(owner, { Name: 'Private job' });
    const before = (await call(owner, 'GET', `/api/app/project/read?id=${project.Id}`)).json().Data;
    const attempts: [Method, string, object | undefined][] = [
      ['GET', `/api/app/project/read?id=${project.Id}`, undefined],
      ['PUT', '/api/app/project/update', { ...projectForm({ Name: 'Hijacked' }), Id: project.Id }],
      ['DELETE', '/api/app/project/delete', [project.Id]],
      ['PUT', '/api/app/project/updatestatus', { id: project.Id, status: 1 }],
      [
        'POST',
        '/api/app/project/create',
        projectForm({ Clients: [client({ Id: project.Clients[0]?.Id, FirstName: 'Hijacked' })] }),
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await call(other, 'GET', '/api/app/project/readlist')).json().Data;
    expect(list.map((p: { Id: string }) => p.Id)).not.toContain(project.Id);
    expect((await call(owner, 'GET', `/api/app/project/read?id=${project.Id}`)).json().Data).toEqual(before);
  });

  it('shows a client their project read-only, by their verified email only', async () => {
    const person = await createActiveUser(t, { email: 'homeowner@example.com' });
    const tokens = await startSession(t.services.database.db, t.services.authKey, person.id);
    const homeowner = { id: person.id, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
    const project = await createProject(owner, {
      Name: 'Roof',
      Comments: 'secret margin',
      Clients: [client({ Email: 'Homeowner@Example.com' })],
    });

    const list = (await call(homeowner, 'GET', '/api/app/project/readlist')).json().Data;
    const seen = list.find((p: { Id: string }) => p.Id === project.Id);
    expect(seen).toMatchObject({ IsOwner: false, Role: 'Client', Comments: '', Address: '', Clients: [] });
    const page = (await call(homeowner, 'GET', '/api/app/project/readpage?status=0')).json().Data;
    expect(page).toMatchObject({ Total: 1, Rows: [{ Id: project.Id, Role: 'Client', Clients: [] }] });
    const read = await call(homeowner, 'GET', `/api/app/project/read?id=${project.Id}`);
    expect(read.json().Data.IsOwner).toBe(false);
    const change = await call(homeowner, 'PUT', '/api/app/project/updatestatus', {
      id: project.Id,
      status: 1,
    });
    expect(change.statusCode).toBe(404);

    const unverified = await t.createUser('homeowner2@example.com');
    await createProject(owner, { Name: 'Fence', Clients: [client({ Email: 'homeowner2@example.com' })] });
    const none = (await call(unverified, 'GET', '/api/app/project/readlist')).json().Data;
    expect(none).toEqual([]);
  });
});

describe('statements per read', () => {
  it('reads a project and a page holding a party project without reading a row twice', async () => {
    const person = await createActiveUser(t, { email: 'counted@example.com' });
    const tokens = await startSession(t.services.database.db, t.services.authKey, person.id);
    const party = { id: person.id, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
    const project = await createProject(owner, { Clients: [client({ Email: 'counted@example.com' })] });
    await createProject(party, { Name: 'Own job' });

    const read = await countStatements(t, () => call(owner, 'GET', `/api/app/project/read?id=${project.Id}`));
    expect(read.result.statusCode).toBe(200);
    const page = await countStatements(t, () => call(party, 'GET', '/api/app/project/readpage?status=0'));
    expect(page.result.json().Data.Total).toBe(2);
    // The session, the policy's read of the owned row, then the owner's name and the project's
    // clients, sub-contractors and signed contracts: 7 when the row was read twice.
    expect(read.count).toBe(6);
    // The session, the page (with the account, the rows, the owned projects' contacts and the party
    // projects' owners), then the contracts of every project on it: 9 when each was read apart.
    expect(page.count).toBe(3);
  });
});

describe('the project list', () => {
  it('runs the same number of statements for 3 projects as for 30', async () => {
    const counter = await t.createUser();
    const statements = async () => {
      const { result, count } = await countStatements(t, () =>
        call(counter, 'GET', '/api/app/project/readlist'),
      );
      expect(result.statusCode).toBe(200);
      return count;
    };
    for (let index = 0; index < 3; index += 1) await createProject(counter, { Name: `P${index}` });
    const few = await statements();
    for (let index = 3; index < 30; index += 1) await createProject(counter, { Name: `P${index}` });
    const many = await statements();
    expect(many).toBe(few);
    expect(few).toBeGreaterThan(0);
  });

  it('answers one page of one status with the total, newest first', async () => {
    const pager = await t.createUser();
    for (let index = 0; index < 12; index += 1) await createProject(pager, { Name: `Job ${index}` });
    const archived = await createProject(pager, { Name: 'Old job' });
    await call(pager, 'PUT', '/api/app/project/updatestatus', { id: archived.Id, status: 1 });

    const first = (
      await call(pager, 'GET', '/api/app/project/readpage?status=0&pageIndex=1&pageSize=10')
    ).json();
    expect(first.Data.Total).toBe(12);
    expect(first.Data.Rows.map((p: { Name: string }) => p.Name).slice(0, 2)).toEqual(['Job 11', 'Job 10']);
    expect(first.Data.Rows[0].Clients).toHaveLength(1);
    const second = (
      await call(pager, 'GET', '/api/app/project/readpage?status=0&pageIndex=2&pageSize=10')
    ).json();
    expect(second.Data.Rows.map((p: { Name: string }) => p.Name)).toEqual(['Job 1', 'Job 0']);
    const old = (await call(pager, 'GET', '/api/app/project/readpage?status=1')).json();
    expect(old.Data).toMatchObject({ Total: 1, Rows: [{ Name: 'Old job', Status: 1 }] });
  });

  it('answers an unchanged full list from memory, and every change fresh', async () => {
    const lister = await t.createUser();
    type Listed = { Id: string; Name: string; Status: number; OwnerName: string; IsDeletable: boolean };
    type Full = Listed & { Clients: { FirstName: string }[]; Subcontractors: { Name: string }[] };
    const list = async () => (await call(lister, 'GET', '/api/app/project/readlist')).json().Data as Full[];
    const only = async () => {
      const [project] = await list();
      if (!project) throw new Error('the list is empty');
      return project;
    };
    const project = await createProject(lister, { Name: 'Porch' });
    expect((await only()).Name).toBe('Porch');

    const unchanged = await countStatements(t, only);
    expect(unchanged.result.Name).toBe('Porch');
    // The version and the caller's account (for projects they are a party to): no project rows.
    expect(unchanged.count).toBeLessThanOrEqual(3);

    await call(lister, 'PUT', '/api/app/project/update', {
      ...projectForm({ Name: 'Back porch' }),
      Id: project.Id,
    });
    expect((await only()).Name).toBe('Back porch');
    await call(lister, 'PUT', '/api/app/project/updatestatus', { id: project.Id, status: 2 });
    expect((await only()).Status).toBe(2);
    await call(lister, 'PUT', '/api/app/project/updatestatus', { id: project.Id, status: 0 });

    const clientId = (await call(lister, 'GET', `/api/app/project/read?id=${project.Id}`)).json().Data
      .Clients[0].Id;
    const renamed = await call(lister, 'PUT', '/api/app/client/update', {
      ...clientForm({ FirstName: 'Marc' }),
      Id: clientId,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await only()).Clients[0]?.FirstName).toBe('Marc');

    const subcontractor = (
      await call(lister, 'POST', '/api/app/subcontractor/createwithproject', {
        ...subcontractorForm({ Name: 'Roy Plumbing' }),
        ProjectId: project.Id,
      })
    ).json().Data;
    expect((await only()).Subcontractors.map((entry) => entry.Name)).toEqual(['Roy Plumbing']);
    await call(lister, 'PUT', '/api/app/subcontractor/update', { ...subcontractor, Name: 'Roy & Sons' });
    expect((await only()).Subcontractors.map((entry) => entry.Name)).toEqual(['Roy & Sons']);
    await call(lister, 'PUT', '/api/app/subcontractor/deletefromproject', {
      subcontractorId: subcontractor.Id,
      projectId: project.Id,
    });
    expect((await only()).Subcontractors).toEqual([]);

    await t.services.database.db.insert(businesses).values({ userId: lister.id, name: 'Porch Pros' });
    expect((await only()).OwnerName).toBe('Porch Pros');
    await insertContract(t, { ownerId: lister.id, projectId: project.Id, status: 'Signed' });
    expect((await only()).IsDeletable).toBe(false);
  });

  it('lets an account with projects, contacts and contracts be removed despite the list triggers', async () => {
    const leaving = await t.createUser();
    const project = await createProject(leaving);
    await insertContract(t, { ownerId: leaving.id, projectId: project.Id, status: 'Draft' });
    await t.services.database.db.delete(users).where(eq(users.id, leaving.id));
    const left = await t.services.database.db.select().from(projects).where(eq(projects.ownerId, leaving.id));
    expect(left).toEqual([]);
  });

  it('gives pickers the lite list without contacts', async () => {
    await createProject(owner);
    const lite = (await call(owner, 'GET', '/api/app/project/readlist?lite=true')).json().Data;
    expect(lite.length).toBeGreaterThan(0);
    expect(lite.every((p: { Clients: unknown[] }) => p.Clients.length === 0)).toBe(true);
  });
});

describe('address suggestions', () => {
  it("suggests the caller's own saved addresses only", async () => {
    await createProject(owner, {
      Address: '77 Maple Avenue',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1A 0B1',
    });
    await createProject(other, {
      Address: '78 Maple Avenue',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1A 0B2',
    });
    const found = (await call(owner, 'GET', '/api/app/address/suggest?q=maple')).json().Data;
    expect(found).toEqual([
      { Address: '77 Maple Avenue', Unit: '', City: 'Ottawa', Province: 'Ontario', PostalCode: 'K1A 0B1' },
    ]);
    expect(
      (await call(owner, 'GET', `/api/app/address/suggest?q=${encodeURIComponent('%_')}`)).json().Data,
    ).toEqual([]);
  });

  it('finds an address without regard to accents or case', async () => {
    const mine = await t.createUser();
    await createProject(mine, {
      Address: "12 Rue de l'Église",
      City: 'Québec',
      Province: 'Quebec',
      PostalCode: 'G1R 4P5',
    });
    for (const q of ['eglise', 'ÉGLISE', 'Eglise']) {
      const found = (await call(mine, 'GET', `/api/app/address/suggest?q=${encodeURIComponent(q)}`)).json()
        .Data;
      expect(found.map((place: { Address: string }) => place.Address)).toEqual(["12 Rue de l'Église"]);
    }
  });

  it('refuses a visitor on every project call', async () => {
    for (const [method, url] of [
      ['GET', '/api/app/project/readlist'],
      ['GET', `/api/app/project/read?id=${emptyId}`],
      ['GET', '/api/app/address/suggest?q=ab'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
