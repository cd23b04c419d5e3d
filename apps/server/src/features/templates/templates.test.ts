import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { en, templateLimits } from '@tradepact/shared';
import { insertContract } from '../../../test/contracts.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { contracts, customTerms } from '../../db/schema/index.js';
import { ownedTemplate } from './templates.service.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const clause = '<p>Work is guaranteed for <b>one year</b>.</p>';
const form = (overrides: Record<string, unknown> = {}) => ({
  Tag: 'Kitchens',
  Type: 1,
  Terms: [clause, '<p>Payment is due in 30 days.</p>'],
  ...overrides,
});

async function create(who: TestUser, overrides: Record<string, unknown> = {}) {
  const response = await call(who, 'POST', '/api/app/customterm/create', form(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Data as { Id: string; Terms: string[]; Type: number; Tag: string };
}

const stored = async (id: string) =>
  (await t.services.database.db.select().from(customTerms).where(eq(customTerms.id, id)))[0];

/** A contract of the owner whose clauses came from the template. */
async function useTemplate(who: TestUser, templateId: string) {
  const project = await call(who, 'POST', '/api/app/project/create', { Name: 'Job', Comments: '' });
  const contractId = await insertContract(t, {
    ownerId: who.id,
    projectId: project.json().Data.Id,
    status: 'Draft',
  });
  await t.services.database.db
    .update(contracts)
    .set({ termsId: templateId })
    .where(eq(contracts.id, contractId));
}

beforeAll(async () => {
  t = await createTestApp();
  // Templates' own rules, on a plan without a template quota (billing tests the quota).
  owner = await t.createUser(undefined, 'special');
  other = await t.createUser(undefined, 'special');
});
afterAll(() => t.close());

describe('customterm/create', () => {
  it('saves the clauses sanitised, the name trimmed, unused and unchanged', async () => {
    const response = await call(owner, 'POST', '/api/app/customterm/create', {
      Tag: '  Bathrooms ',
      Type: 0,
      Terms: [
        '<p onclick="x()">Tiles <em>included</em><script>alert(1)</script></p><p></p>',
        '<p> </p>',
        '<ul><li>Grout</li><li></li></ul>',
      ],
      UserId: other.id,
      IsChanged: true,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().Data;
    expect(data).toMatchObject({
      Tag: 'Bathrooms',
      Type: 0,
      Terms: ['<p>Tiles included</p>', '<ul><li>Grout</li></ul>'],
      IsChanged: false,
      UsageCount: 0,
    });
    expect(data.CreatedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await stored(data.Id))?.ownerId).toBe(owner.id);
  });

  it("checks doc 3 §5's template rules in order, each with its message, and stores nothing", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ Tag: '', Terms: [] }, en.templateNameRequired],
      [{ Tag: '   ' }, en.templateNameRequired],
      [{ Tag: undefined }, en.templateNameRequired],
      [{ Tag: 'Default Contract Template', Terms: [] }, en.templateReservedName],
      [{ Tag: ' default contract TEMPLATE ' }, en.templateReservedName],
      [{ Terms: [] }, en.templateTermsRequired],
      [{ Terms: ['<p></p>', '<script>alert(1)</script>', '<ul><li> </li></ul>'] }, en.templateTermsRequired],
      [{ Tag: 'x'.repeat(templateLimits.maxTagLength + 1) }, en.templateNameTooLong],
    ];
    const before = await call(owner, 'GET', '/api/app/customterm/readlist');
    for (const [change, message] of refusals) {
      const response = await call(owner, 'POST', '/api/app/customterm/create', form(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().Content, JSON.stringify(change)).toBe(message);
    }
    const after = await call(owner, 'GET', '/api/app/customterm/readlist');
    expect(after.json().Data).toHaveLength(before.json().Data.length);
  });

  it('stores an "upload own contract" kind as its contract type with a single term', async () => {
    const ownClient = await create(owner, { Type: 3, Tag: 'Own client contract' });
    expect(ownClient).toMatchObject({ Type: 1, Terms: [`${clause}<p>Payment is due in 30 days.</p>`] });
    const ownSubcontract = await create(owner, { Type: 2, Tag: 'Own sub-contract', Terms: ['<p>A</p>'] });
    expect(ownSubcontract).toMatchObject({ Type: 0, Terms: ['<p>A</p>'] });
  });

  it("is written in the account's language unless the form names another, which it checks", async () => {
    const french = await t.createUser(undefined, 'special');
    await call(french, 'POST', '/api/auth/updatelanguage', { Language: 'fr' });
    expect(await create(french, { Tag: 'Cuisines' })).toMatchObject({ Language: 'fr' });
    expect(await create(owner, { Tag: 'Kitchens, in English' })).toMatchObject({ Language: 'en' });
    const named = await create(owner, { Tag: 'Cuisines', Language: 'fr' });
    expect(named).toMatchObject({ Language: 'fr' });
    expect((await stored(named.Id))?.language).toBe('fr');

    const refused = await call(owner, 'POST', '/api/app/customterm/create', form({ Language: 'de' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.languageUnknown);
  });

  it('refuses a template over the account limit', async () => {
    const user = await t.createUser(undefined, 'special');
    await t.services.database.db.insert(customTerms).values(
      Array.from({ length: templateLimits.maxTemplatesPerAccount - 1 }, (_, index) => ({
        ownerId: user.id,
        tag: `T${index}`,
        type: 1 as const,
        terms: [clause],
      })),
    );
    await create(user, { Tag: 'The last one' });
    const refused = await call(user, 'POST', '/api/app/customterm/create', form({ Tag: 'One too many' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.templateTooMany);
    const [row] = await t.services.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(customTerms)
      .where(eq(customTerms.ownerId, user.id));
    expect(row?.count).toBe(templateLimits.maxTemplatesPerAccount);
  });
});

describe('customterm/readlist', () => {
  it("answers only the caller's templates, of the type asked for", async () => {
    const user = await t.createUser();
    const client = await create(user, { Tag: 'Client terms', Type: 1 });
    const subcontract = await create(user, { Tag: 'Sub terms', Type: 0 });
    await create(other, { Tag: 'Not yours', Type: 1 });

    const all = (await call(user, 'GET', '/api/app/customterm/readlist')).json().Data;
    expect(all.map((row: { Id: string }) => row.Id).sort()).toEqual([client.Id, subcontract.Id].sort());
    const clients = (await call(user, 'GET', '/api/app/customterm/readlist?type=1')).json().Data;
    expect(clients.map((row: { Tag: string }) => row.Tag)).toEqual(['Client terms']);
    expect(clients[0]).toMatchObject({ Language: 'en' });
    const subcontracts = (await call(user, 'GET', '/api/app/customterm/readlist?type=0')).json().Data;
    expect(subcontracts.map((row: { Tag: string }) => row.Tag)).toEqual(['Sub terms']);
  });

  it('counts the contracts that used a template', async () => {
    const template = await create(owner, { Tag: 'Counted' });
    await useTemplate(owner, template.Id);
    await useTemplate(owner, template.Id);
    const list = (await call(owner, 'GET', '/api/app/customterm/readlist?type=1')).json().Data;
    expect(list.find((row: { Id: string }) => row.Id === template.Id)).toMatchObject({ UsageCount: 2 });
  });
});

describe('customterm/update', () => {
  it.each(['PUT', 'POST'] as const)('saves with %s', async (method) => {
    const template = await create(owner, { Tag: `Saved with ${method}` });
    const response = await call(owner, method, '/api/app/customterm/update', {
      ...form({ Tag: 'Renamed', Terms: ['<p>New <strong>terms</strong></p>'] }),
      Id: template.Id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toMatchObject({
      Id: template.Id,
      Tag: 'Renamed',
      Terms: ['<p>New <strong>terms</strong></p>'],
      IsChanged: false,
    });
    expect((await stored(template.Id))?.tag).toBe('Renamed');
  });

  it('changes the language the form names, keeps it when the form names none, and refuses an unknown one', async () => {
    const template = await create(owner, { Tag: 'Translated', Language: 'en' });
    const save = (change: Record<string, unknown>) =>
      call(owner, 'PUT', '/api/app/customterm/update', {
        ...form({ Tag: 'Translated', ...change }),
        Id: template.Id,
      });
    expect((await save({ Language: 'fr' })).json().Data).toMatchObject({ Language: 'fr' });
    expect((await save({})).json().Data).toMatchObject({ Language: 'fr' });
    const refused = await save({ Language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Content).toBe(en.languageUnknown);
    expect((await stored(template.Id))?.language).toBe('fr');
  });

  it('checks the same rules as a create', async () => {
    const template = await create(owner, { Tag: 'Checked' });
    for (const [change, message] of [
      [{ Tag: '' }, en.templateNameRequired],
      [{ Tag: 'DEFAULT CONTRACT TEMPLATE' }, en.templateReservedName],
      [{ Terms: ['<p> </p>'] }, en.templateTermsRequired],
    ] as const) {
      const response = await call(owner, 'PUT', '/api/app/customterm/update', {
        ...form(change),
        Id: template.Id,
      });
      expect(response.json().Content).toBe(message);
    }
    expect((await stored(template.Id))?.tag).toBe('Checked');
  });

  it('keeps the kind of contract a template was made with', async () => {
    const template = await create(owner, { Tag: 'Client only', Type: 1 });
    for (const Type of [0, 2]) {
      const response = await call(owner, 'PUT', '/api/app/customterm/update', {
        ...form({ Type }),
        Id: template.Id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().Content).toBe(en.templateTypeLocked);
    }
    // The "upload own client contract" form of the same kind is a client template still.
    const own = await call(owner, 'PUT', '/api/app/customterm/update', {
      ...form({ Type: 3 }),
      Id: template.Id,
    });
    expect(own.json().Data).toMatchObject({ Type: 1, Terms: [`${clause}<p>Payment is due in 30 days.</p>`] });
    expect((await stored(template.Id))?.type).toBe(1);
  });

  it('marks a used template changed when its terms change, and only then', async () => {
    const unused = await create(owner, { Tag: 'Unused' });
    const unusedSaved = await call(owner, 'PUT', '/api/app/customterm/update', {
      ...form({ Tag: 'Unused', Terms: ['<p>Other</p>'] }),
      Id: unused.Id,
    });
    expect(unusedSaved.json().Data).toMatchObject({ IsChanged: false, UsageCount: 0 });

    const used = await create(owner, { Tag: 'Used' });
    await useTemplate(owner, used.Id);
    const renamed = await call(owner, 'PUT', '/api/app/customterm/update', {
      ...form({ Tag: 'Used, renamed' }),
      Id: used.Id,
    });
    expect(renamed.json().Data).toMatchObject({ IsChanged: false, UsageCount: 1 });
    const changed = await call(owner, 'PUT', '/api/app/customterm/update', {
      ...form({ Tag: 'Used, renamed', Terms: ['<p>Changed</p>'] }),
      Id: used.Id,
    });
    expect(changed.json().Data).toMatchObject({ IsChanged: true, UsageCount: 1 });
    expect((await stored(used.Id))?.isChanged).toBe(true);
  });

  it.each(['PUT', 'POST'] as const)(
    "answers 404 for another account's template with %s and changes nothing",
    async (method) => {
      const theirs = await create(other, { Tag: 'Theirs', Language: 'en' });
      const response = await call(owner, method, '/api/app/customterm/update', {
        ...form({ Tag: 'Mine now', Language: 'fr' }),
        Id: theirs.Id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().Content).toBe(en.templateNotFound);
      expect(await stored(theirs.Id)).toMatchObject({ tag: 'Theirs', language: 'en', ownerId: other.id });
    },
  );
});

describe('customterm/delete', () => {
  it('deletes the listed templates of the caller', async () => {
    const first = await create(owner, { Tag: 'First' });
    const second = await create(owner, { Tag: 'Second' });
    const kept = await create(owner, { Tag: 'Kept' });
    await useTemplate(owner, first.Id);
    const response = await call(owner, 'DELETE', '/api/app/customterm/delete', [first.Id, second.Id]);
    expect(response.statusCode).toBe(200);
    expect(await stored(first.Id)).toBeUndefined();
    expect(await stored(second.Id)).toBeUndefined();
    expect(await stored(kept.Id)).toBeDefined();
  });

  it("deletes nothing when one id is another account's", async () => {
    const mine = await create(owner, { Tag: 'Mine' });
    const theirs = await create(other, { Tag: 'Theirs' });
    const response = await call(owner, 'DELETE', '/api/app/customterm/delete', [mine.Id, theirs.Id]);
    expect(response.statusCode).toBe(404);
    expect(response.json().Content).toBe(en.templateNotFound);
    expect(await stored(mine.Id)).toBeDefined();
    expect(await stored(theirs.Id)).toBeDefined();
  });
});

describe('ownedTemplate', () => {
  it("answers the owner's template and nobody else's", async () => {
    const template = await create(owner, { Tag: 'For contracts', Type: 0 });
    const db = t.services.database.db;
    expect(await ownedTemplate(db, owner.id, template.Id)).toEqual({
      id: template.Id,
      type: 0,
      tag: 'For contracts',
      terms: template.Terms,
    });
    expect(await ownedTemplate(db, other.id, template.Id)).toBeUndefined();
  });
});
