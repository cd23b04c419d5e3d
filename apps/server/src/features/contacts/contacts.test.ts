import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { clientForm, subcontractorForm } from '../../../test/contact-forms.js';
import { insertContract } from '../../../test/contracts.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

async function projectOf(who: TestUser, status = 0): Promise<string> {
  const made = await call(who, 'POST', '/api/app/project/create', { Name: 'Job', Comments: '' });
  const id = made.json().Data.Id as string;
  if (status !== 0) await call(who, 'PUT', '/api/app/project/updatestatus', { id, status });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

describe('clients', () => {
  it('creates and saves a client, normalised', async () => {
    const created = await call(owner, 'POST', '/api/app/client/create', clientForm());
    expect(created.json()).toMatchObject({
      Content: en.clientCreated,
      Data: { Email: 'jean@example.com', PostalCode: 'B3H 1A1' },
    });
    const id = created.json().Data.Id;
    const saved = await call(
      owner,
      'PUT',
      '/api/app/client/update',
      clientForm({ Id: id, City: 'Dartmouth' }),
    );
    expect(saved.json()).toMatchObject({ Content: en.clientSaved, Data: { City: 'Dartmouth' } });
  });

  it("checks the client modal in doc 2 §5's order", async () => {
    const order: [string, string][] = [
      ['FirstName', en.profileFirstNameRequired],
      ['LastName', en.profileLastNameRequired],
      ['Address', en.clientAddressRequired],
      ['City', en.clientCityRequired],
      ['Province', en.contactProvinceRequired],
      ['PostalCode', en.clientPostalCodeRequired],
      ['Phone', en.contactPhoneRequired],
      ['Email', en.contactEmailRequired],
    ];
    for (let index = 0; index < order.length; index += 1) {
      const blank = Object.fromEntries(order.slice(index).map(([field]) => [field, '']));
      const response = await call(owner, 'POST', '/api/app/client/create', clientForm(blank));
      expect(response.statusCode).toBe(400);
      expect(response.json().Content).toBe(order[index]?.[1]);
    }
    const limits: [Record<string, unknown>, string][] = [
      [{ Phone: '90255501421' }, en.contactPhoneInvalid],
      [{ Fax: '12ab' }, en.profileFaxInvalid],
      [{ PostalCode: 'B3H 1A1 Z' }, en.profilePostalCodeInvalid],
      [{ Email: 'nope' }, en.registerEmailInvalid.replace('{email}', 'john.smith@example.com')],
    ];
    for (const [change, message] of limits) {
      const response = await call(owner, 'POST', '/api/app/client/create', clientForm(change));
      expect(response.json().Content, JSON.stringify(change)).toBe(message);
    }
  });
});

describe('sub-contractors', () => {
  it('checks the My Contacts modal and the My Projects form each in their own order and words', async () => {
    const contactOrder: [string, string][] = [
      ['ContactFirstName', en.profileFirstNameRequired],
      ['ContactLastName', en.profileLastNameRequired],
      ['Address', en.subcontractorAddressRequired],
      ['City', en.subcontractorCityRequired],
      ['PostalCode', en.subcontractorPostalCodeRequired],
      ['Province', en.contactProvinceRequired],
      ['Phone', en.contactPhoneRequired],
      ['Email', en.contactEmailRequired],
    ];
    for (let index = 0; index < contactOrder.length; index += 1) {
      const blank = Object.fromEntries(contactOrder.slice(index).map(([field]) => [field, '']));
      const response = await call(owner, 'POST', '/api/app/subcontractor/create', subcontractorForm(blank));
      expect(response.json().Content).toBe(contactOrder[index]?.[1]);
    }
    const projectId = await projectOf(owner);
    const projectOrder: [string, string][] = [
      ['ContactFirstName', en.subcontractorFirstNameMandatory],
      ['ContactLastName', en.subcontractorLastNameMandatory],
      ['Address', en.subcontractorAddressMandatory],
      ['City', en.subcontractorCityMandatory],
      ['Province', en.subcontractorProvinceMandatory],
      ['PostalCode', en.subcontractorPostalCodeMandatory],
      ['Email', en.subcontractorBusinessEmailMandatory],
      ['Phone', en.subcontractorBusinessPhoneMandatory],
    ];
    for (let index = 0; index < projectOrder.length; index += 1) {
      const blank = Object.fromEntries(projectOrder.slice(index).map(([field]) => [field, '']));
      const response = await call(
        owner,
        'POST',
        '/api/app/subcontractor/createwithproject',
        subcontractorForm({ ...blank, ProjectId: projectId }),
      );
      expect(response.json().Content).toBe(projectOrder[index]?.[1]);
    }
  });

  it('adds a sub-contractor to current projects only, and removes it', async () => {
    const projectId = await projectOf(owner);
    const added = await call(owner, 'POST', '/api/app/subcontractor/createwithproject', {
      ...subcontractorForm({ SamePhone: true }),
      ProjectId: projectId,
    });
    expect(added.json()).toMatchObject({
      Content: en.subcontractorAdded,
      Data: { ContactPhone: '9025550150' },
    });
    const subcontractor = added.json().Data;
    expect(subcontractor.Projects.map((p: { Id: string }) => p.Id)).toEqual([projectId]);

    const second = await projectOf(owner);
    const linked = await call(owner, 'PUT', '/api/app/subcontractor/update', {
      ...subcontractor,
      ProjectId: second,
    });
    expect(linked.json().Content).toBe(en.subcontractorAddedToProject);
    const again = await call(owner, 'PUT', '/api/app/subcontractor/update', {
      ...subcontractor,
      ProjectId: second,
    });
    expect(again.json().Content).toBe(en.subcontractorSaved);

    const archived = await projectOf(owner, 1);
    const refused = await call(owner, 'PUT', '/api/app/subcontractor/update', {
      ...subcontractor,
      ProjectId: archived,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.projectNotCurrent);

    const removed = await call(owner, 'PUT', '/api/app/subcontractor/deletefromproject', {
      subcontractorId: subcontractor.Id,
      projectId,
    });
    expect(removed.json().Content).toBe(en.subcontractorRemoved);
    const project = (await call(owner, 'GET', `/api/app/project/read?id=${projectId}`)).json().Data;
    expect(project.Subcontractors).toEqual([]);
  });
});

describe('sub-contractors with contracts', () => {
  it('stays on a project where it has a contract, and leaves one where it has none', async () => {
    const withContract = await projectOf(owner);
    const without = await projectOf(owner);
    const subcontractor = (
      await call(owner, 'POST', '/api/app/subcontractor/createwithproject', {
        ...subcontractorForm(),
        ProjectId: withContract,
      })
    ).json().Data;
    await call(owner, 'PUT', '/api/app/subcontractor/update', { ...subcontractor, ProjectId: without });
    await insertContract(t, {
      ownerId: owner.id,
      projectId: withContract,
      subcontractorId: subcontractor.Id,
      status: 'Draft',
    });

    const refused = await call(owner, 'PUT', '/api/app/subcontractor/deletefromproject', {
      subcontractorId: subcontractor.Id,
      projectId: withContract,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.subcontractorHasContracts);
    const kept = (await call(owner, 'GET', `/api/app/project/read?id=${withContract}`)).json().Data;
    expect(kept.Subcontractors.map((s: { Id: string }) => s.Id)).toEqual([subcontractor.Id]);

    const removed = await call(owner, 'PUT', '/api/app/subcontractor/deletefromproject', {
      subcontractorId: subcontractor.Id,
      projectId: without,
    });
    expect(removed.json().Content).toBe(en.subcontractorRemoved);
  });
});

describe("a contact's Project Summary", () => {
  it('names each contract by number and revision, with its total taxed where the project is', async () => {
    // A project without an address pays GST only; its Nova Scotia sub-contractor's HST does not apply.
    const project = await projectOf(owner);
    const subcontractor = (
      await call(owner, 'POST', '/api/app/subcontractor/createwithproject', {
        ...subcontractorForm({ Name: 'Summary Electric' }),
        ProjectId: project,
      })
    ).json().Data;
    const id = await insertContract(t, {
      ownerId: owner.id,
      projectId: project,
      subcontractorId: subcontractor.Id,
      status: 'Sent',
      totalCost: 1000,
    });
    const listed = (await call(owner, 'GET', '/api/app/subcontractor/readlist')).json().Data;
    const mine = listed.find((one: { Id: string }) => one.Id === subcontractor.Id);
    expect(mine.Contracts).toEqual([
      expect.objectContaining({ Id: id, Number: expect.any(Number), Revision: 0, TotalWithTax: 105_000 }),
    ]);
  });
});

describe("another contractor's contacts", () => {
  it('answers 404 on every call, lists nothing of theirs and changes nothing', async () => {
    const clientId = (await call(owner, 'POST', '/api/app/client/create', clientForm())).json().Data.Id;
    const projectId = await projectOf(owner);
    const sub = (
      await call(owner, 'POST', '/api/app/subcontractor/create', {
        ...subcontractorForm(),
        ProjectId: projectId,
      })
    ).json().Data;
    const othersProject = await projectOf(other);

    const attempts: [Method, string, object][] = [
      ['PUT', '/api/app/client/update', clientForm({ Id: clientId, FirstName: 'Hijacked' })],
      ['PUT', '/api/app/subcontractor/update', subcontractorForm({ Id: sub.Id, Name: 'Hijacked' })],
      ['POST', '/api/app/subcontractor/create', subcontractorForm({ ProjectId: projectId })],
      ['POST', '/api/app/subcontractor/createwithproject', subcontractorForm({ ProjectId: projectId })],
      ['PUT', '/api/app/subcontractor/deletefromproject', { subcontractorId: sub.Id, projectId }],
      [
        'PUT',
        '/api/app/subcontractor/deletefromproject',
        { subcontractorId: sub.Id, projectId: othersProject },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/api/app/client/readlist')).json().Data).toEqual([]);
    const theirSubs = (await call(other, 'GET', '/api/app/subcontractor/readlist')).json().Data;
    expect(theirSubs).toEqual([]);
    const mine = (await call(owner, 'GET', '/api/app/subcontractor/readlist')).json().Data;
    expect(mine.find((s: { Id: string }) => s.Id === sub.Id)).toMatchObject({ Name: 'Roy Electric' });
    const project = (await call(owner, 'GET', `/api/app/project/read?id=${projectId}`)).json().Data;
    expect(project.Subcontractors.map((s: { Id: string }) => s.Id)).toEqual([sub.Id]);
  });

  it('refuses a visitor', async () => {
    for (const url of ['/api/app/client/readlist', '/api/app/subcontractor/readlist']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('contact lists', () => {
  it('sort names with numbers by their value: N1, N2, N10', async () => {
    const sorter = await t.createUser();
    for (const name of ['N10', 'N2', 'n1']) {
      await call(
        sorter,
        'POST',
        '/api/app/client/create',
        clientForm({ LastName: name, Email: `${name}@example.com` }),
      );
      await call(sorter, 'POST', '/api/app/subcontractor/create', subcontractorForm({ Name: name }));
    }
    const clientNames = (await call(sorter, 'GET', '/api/app/client/readlist'))
      .json()
      .Data.map((client: { LastName: string }) => client.LastName);
    const subcontractorNames = (await call(sorter, 'GET', '/api/app/subcontractor/readlist'))
      .json()
      .Data.map((subcontractor: { Name: string }) => subcontractor.Name);
    expect(clientNames).toEqual(['n1', 'N2', 'N10']);
    expect(subcontractorNames).toEqual(['n1', 'N2', 'N10']);
  });
});
