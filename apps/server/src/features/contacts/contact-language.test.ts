import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@tradepact/shared';
import { clientForm, subcontractorForm } from '../../../test/contact-forms.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestUser;
let frenchOwner: TestUser;
let other: TestUser;

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const quebec = { City: 'Laval', Province: 'Quebec', PostalCode: 'H7N 1A1' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  frenchOwner = await t.createUser();
  other = await t.createUser();
  await call(frenchOwner, 'POST', authApi.updateLanguage.path, { Language: 'fr' });
});
afterAll(() => t.close());

describe("a contact's language", () => {
  it("is French in Quebec and the contractor's own elsewhere, unless the form names one", async () => {
    const inQuebec = await call(owner, 'POST', '/api/app/client/create', clientForm(quebec));
    expect(inQuebec.json().Data.Language).toBe('fr');
    const inNovaScotia = await call(owner, 'POST', '/api/app/client/create', clientForm());
    expect(inNovaScotia.json().Data.Language).toBe('en');
    const frenchContractors = await call(frenchOwner, 'POST', '/api/app/client/create', clientForm());
    expect(frenchContractors.json().Data.Language).toBe('fr');
    const chosen = await call(
      owner,
      'POST',
      '/api/app/client/create',
      clientForm({ ...quebec, Language: 'en' }),
    );
    expect(chosen.json().Data.Language).toBe('en');

    const sub = await call(owner, 'POST', '/api/app/subcontractor/create', subcontractorForm(quebec));
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().Data.Language).toBe('fr');
  });

  it('is kept when a save leaves it out, and changed when it names one', async () => {
    const created = (await call(owner, 'POST', '/api/app/client/create', clientForm(quebec))).json().Data;
    const kept = await call(
      owner,
      'PUT',
      '/api/app/client/update',
      clientForm({ ...quebec, Id: created.Id }),
    );
    expect(kept.json().Data.Language).toBe('fr');
    const changed = await call(
      owner,
      'PUT',
      '/api/app/client/update',
      clientForm({ ...quebec, Id: created.Id, Language: 'en' }),
    );
    expect(changed.json().Data.Language).toBe('en');
  });

  it('refuses a language we do not speak with a clear message, and saves nothing', async () => {
    const created = (await call(owner, 'POST', '/api/app/client/create', clientForm())).json().Data;
    const refused = await call(
      owner,
      'PUT',
      '/api/app/client/update',
      clientForm({ Id: created.Id, FirstName: 'Changed', Language: 'de' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe('Choose one of the languages offered.');
    const list = (await call(owner, 'GET', '/api/app/client/readlist')).json().Data;
    expect(list.find((one: { Id: string }) => one.Id === created.Id)).toMatchObject({
      FirstName: 'Jean',
      Language: 'en',
    });
  });

  it("cannot be changed on another contractor's client", async () => {
    const created = (await call(owner, 'POST', '/api/app/client/create', clientForm())).json().Data;
    const theirs = await call(
      other,
      'PUT',
      '/api/app/client/update',
      clientForm({ Id: created.Id, Language: 'fr' }),
    );
    expect(theirs.statusCode).toBe(404);
    const list = (await call(owner, 'GET', '/api/app/client/readlist')).json().Data;
    expect(list.find((one: { Id: string }) => one.Id === created.Id).Language).toBe('en');
  });
});
