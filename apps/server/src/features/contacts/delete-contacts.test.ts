import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage } from '@tradepact/shared';
import { contractSigners } from '../../db/schema/index.js';
import { clientForm, subcontractorForm } from '../../../test/contact-forms.js';
import { insertContract } from '../../../test/contracts.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestUser | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newClient = async (who: TestUser, first = 'Jean') =>
  (await call(who, 'POST', '/api/app/client/create', clientForm({ FirstName: first }))).json().Data
    .Id as string;
const newSubcontractor = async (who: TestUser, name = 'Roy Electric') =>
  (await call(who, 'POST', '/api/app/subcontractor/create', subcontractorForm({ Name: name }))).json().Data
    .Id as string;
const clientIds = async (who: TestUser) =>
  ((await call(who, 'GET', '/api/app/client/readlist')).json().Data as { Id: string }[]).map((c) => c.Id);
const subcontractorIds = async (who: TestUser) =>
  ((await call(who, 'GET', '/api/app/subcontractor/readlist')).json().Data as { Id: string }[]).map(
    (s) => s.Id,
  );

async function projectNamed(who: TestUser, Name: string, clients: object[] = []) {
  const made = await call(who, 'POST', '/api/app/project/create', { Name, Comments: '', Clients: clients });
  return made.json().Data as { Id: string; Clients: { Id: string }[] };
}

/** A signer row of a contract naming the contact, as sending a contract leaves it. */
async function signerOf(contractId: string, contact: { clientId?: string; subcontractorId?: string }) {
  await t.services.database.db.insert(contractSigners).values({
    contractId,
    position: 0,
    partyType: contact.clientId ? 2 : 1,
    ...contact,
    name: 'Jean Roy',
    email: 'jean@example.com',
    keyHash: `hash-${contractId}`,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

describe('DELETE /api/app/client/delete', () => {
  it('deletes the clients named, all of them', async () => {
    const [first, second, kept] = [await newClient(owner), await newClient(owner), await newClient(owner)];
    const deleted = await call(owner, 'DELETE', '/api/app/client/delete', [first, second]);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().Content).toBe(en.clientDeleted);
    const left = await clientIds(owner);
    expect(left).toContain(kept);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });

  it('refuses a batch with a client on a project, naming the project, and deletes none of it', async () => {
    const free = await newClient(owner);
    const project = await projectNamed(owner, 'Kitchen 12', [clientForm({ FirstName: 'Anne', Name: [] })]);
    const onProject = project.Clients[0]?.Id ?? '';
    const refused = await call(owner, 'DELETE', '/api/app/client/delete', [free, onProject]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Code: 'clientDeleteInUse',
      Content: formatMessage(en.clientDeleteInUse, { name: 'Anne Roy', project: 'Kitchen 12' }),
    });
    expect(await clientIds(owner)).toEqual(expect.arrayContaining([free, onProject]));
  });

  it('refuses a client named on a contract of a project it is no longer on', async () => {
    const client = await newClient(owner, 'Marc');
    const project = await projectNamed(owner, 'Deck');
    const contractId = await insertContract(t, { ownerId: owner.id, projectId: project.Id, status: 'Sent' });
    await signerOf(contractId, { clientId: client });
    const refused = await call(owner, 'DELETE', '/api/app/client/delete', [client]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(
      formatMessage(en.clientDeleteInUse, { name: 'Marc Roy', project: 'Deck' }),
    );
    expect(await clientIds(owner)).toContain(client);
  });

  it("answers 404 for another contractor's client and deletes nothing of the batch", async () => {
    const mine = await newClient(owner);
    const theirs = await newClient(other);
    const refused = await call(owner, 'DELETE', '/api/app/client/delete', [mine, theirs]);
    expect(refused.statusCode).toBe(404);
    expect(await clientIds(owner)).toContain(mine);
    expect(await clientIds(other)).toContain(theirs);
  });

  it('answers 401 signed out', async () => {
    const client = await newClient(owner);
    const refused = await call(undefined, 'DELETE', '/api/app/client/delete', [client]);
    expect(refused.statusCode).toBe(401);
    expect(await clientIds(owner)).toContain(client);
  });
});

describe('DELETE /api/app/subcontractor/delete', () => {
  it('deletes the sub-contractors named', async () => {
    const [first, kept] = [await newSubcontractor(owner), await newSubcontractor(owner)];
    const deleted = await call(owner, 'DELETE', '/api/app/subcontractor/delete', [first, first]);
    expect(deleted.json()).toMatchObject({ Type: 200, Content: en.subcontractorDeleted });
    const left = await subcontractorIds(owner);
    expect(left).toContain(kept);
    expect(left).not.toContain(first);
  });

  it('refuses a batch with a sub-contractor on a project and deletes none of it', async () => {
    const free = await newSubcontractor(owner);
    const project = await projectNamed(owner, 'Basement');
    const added = await call(owner, 'POST', '/api/app/subcontractor/createwithproject', {
      ...subcontractorForm({ Name: 'Volt Inc' }),
      ProjectId: project.Id,
    });
    const onProject = added.json().Data.Id as string;
    const refused = await call(owner, 'DELETE', '/api/app/subcontractor/delete', [free, onProject]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Code: 'subcontractorDeleteInUse',
      Content: formatMessage(en.subcontractorDeleteInUse, { name: 'Volt Inc', project: 'Basement' }),
    });
    expect(await subcontractorIds(owner)).toEqual(expect.arrayContaining([free, onProject]));
  });

  it('refuses a sub-contractor that is the party of a draft contract', async () => {
    const subcontractor = await newSubcontractor(owner, 'Draft Party');
    const project = await projectNamed(owner, 'Garage');
    await insertContract(t, {
      ownerId: owner.id,
      projectId: project.Id,
      subcontractorId: subcontractor,
      status: 'Draft',
    });
    const refused = await call(owner, 'DELETE', '/api/app/subcontractor/delete', [subcontractor]);
    expect(refused.json().Content).toBe(
      formatMessage(en.subcontractorDeleteInUse, { name: 'Draft Party', project: 'Garage' }),
    );
    expect(await subcontractorIds(owner)).toContain(subcontractor);
  });

  it("answers 404 for another contractor's sub-contractor and changes nothing", async () => {
    const theirs = await newSubcontractor(other);
    const refused = await call(owner, 'DELETE', '/api/app/subcontractor/delete', [theirs]);
    expect(refused.statusCode).toBe(404);
    expect(await subcontractorIds(other)).toContain(theirs);
  });

  it('answers 401 signed out', async () => {
    const subcontractor = await newSubcontractor(owner);
    const refused = await call(undefined, 'DELETE', '/api/app/subcontractor/delete', [subcontractor]);
    expect(refused.statusCode).toBe(401);
    expect(await subcontractorIds(owner)).toContain(subcontractor);
  });
});
