import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientForm } from '../../../test/contact-forms.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const project = (clients: object[], overrides: Record<string, unknown> = {}) => ({
  Name: 'Kitchen',
  Comments: '',
  Address: '1 Main Street',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K1A 0B1',
  Clients: clients,
  ...overrides,
});
const listed = async (who: TestUser, id: string) =>
  (await call(who, 'GET', '/api/app/client/readlist'))
    .json()
    .Data.find((one: { Id: string }) => one.Id === id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

describe('a client marked a business (issue 31 §1)', () => {
  it('is a consumer unless the form says otherwise', async () => {
    const consumer = await call(owner, 'POST', '/api/app/client/create', clientForm());
    expect(consumer.json().Data.IsBusiness).toBe(false);
    const business = await call(owner, 'POST', '/api/app/client/create', clientForm({ IsBusiness: true }));
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json().Data.IsBusiness).toBe(true);
    expect((await listed(owner, business.json().Data.Id)).IsBusiness).toBe(true);
  });

  it('is changed by an update that names it, and kept by one that leaves it out', async () => {
    const created = (await call(owner, 'POST', '/api/app/client/create', clientForm())).json().Data;
    const marked = await call(
      owner,
      'PUT',
      '/api/app/client/update',
      clientForm({ Id: created.Id, IsBusiness: true }),
    );
    expect(marked.json().Data.IsBusiness).toBe(true);
    const kept = await call(owner, 'PUT', '/api/app/client/update', clientForm({ Id: created.Id }));
    expect(kept.json().Data.IsBusiness).toBe(true);
    const unmarked = await call(
      owner,
      'PUT',
      '/api/app/client/update',
      clientForm({ Id: created.Id, IsBusiness: false }),
    );
    expect(unmarked.json().Data.IsBusiness).toBe(false);
    expect((await listed(owner, created.Id)).IsBusiness).toBe(false);
  });

  it("is carried by the project form's client blocks, new and saved", async () => {
    const saved = (await call(owner, 'POST', '/api/app/client/create', clientForm())).json().Data;
    const created = await call(
      owner,
      'POST',
      '/api/app/project/create',
      project([
        clientForm({ FirstName: 'Nouveau', Name: [], IsBusiness: true }),
        clientForm({ Id: saved.Id, Name: [], IsBusiness: true }),
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const clients = created.json().Data.Clients as { Id: string; IsBusiness: boolean }[];
    expect(clients.map((client) => client.IsBusiness)).toEqual([true, true]);
    expect((await listed(owner, saved.Id)).IsBusiness).toBe(true);
  });

  it("cannot be changed on another contractor's client: 404, and nothing changes", async () => {
    const created = (await call(owner, 'POST', '/api/app/client/create', clientForm())).json().Data;
    const theirs = await call(
      other,
      'PUT',
      '/api/app/client/update',
      clientForm({ Id: created.Id, IsBusiness: true }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(await listed(owner, created.Id)).toMatchObject({ FirstName: 'Jean', IsBusiness: false });
  });
});
