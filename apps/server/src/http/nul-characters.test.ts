import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { clientForm } from '../../test/contact-forms.js';
import {
  acceptEula,
  callAs,
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../test/contractor.js';
import { pathOfUnstorableText } from './nul-characters.js';

let t: TestApp;
let user: TestUser;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser(undefined, 'special');
  await saveBusinessProfile(t, user);
  await acceptEula(t, user);
  ({ projectId } = await projectWithParties(t, user));
});
afterAll(() => t.close());

const refusal = (field: string) =>
  `Please check the field ${field}: it contains a character that is not allowed.`;

/** PostgreSQL refuses U+0000 in text, so it must be refused before any handler reads the request. */
describe('a NUL character', () => {
  it('in a query value answers 400 naming the field', async () => {
    const response = await t.app.inject({ url: '/api/app/address/suggest?q=a%00b', headers: user.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Type: 400,
      Content: refusal('q'),
      Data: null,
      Code: 'commonInvalidCharacter',
    });
  });

  it('in a JSON text field answers 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app/client/create',
      headers: user.headers,
      payload: clientForm({ FirstName: 'Ma\u0000rie' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('FirstName'));
  });

  it('deep inside a JSON body names the path to it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app/client/create',
      headers: user.headers,
      payload: clientForm({ Name: [{ FirstName: 'Ann', LastName: 'Lee\u0000' }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('Name.0.LastName'));
  });

  it('in a JSON key answers 400 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'a@example.com', password: 'x', 'pass\u0000word': 'y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('pass\\0word'));
  });

  it('in a sign-in field answers 400, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: 'a\u0000@example.com', password: 'Renov8tion!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('account'));
  });
});

/**
 * The two values PostgreSQL cannot store, sent in every text of a contract's Data (JSON text the
 * request check cannot see into, stored as JSONB) and of a template: each is refused naming its field.
 */
const unstorable = { NUL: '\u0000', 'a lone surrogate': '\uD800' };

const payment = contractForm().Payment;
const contractTexts: [field: string, form: (bad: string) => Record<string, unknown>][] = [
  ['ServiceType', (bad) => contractForm({ ServiceType: `Reno${bad}vation` })],
  ['ScopeOfServices', (bad) => contractForm({ ScopeOfServices: `Paint the hall${bad}.` })],
  ['Terms.1', (bad) => contractForm({ Terms: ['<p>Warranty.</p>', `<p>One${bad} year.</p>`] })],
  [
    'Payment.Terms.0.Name',
    (bad) =>
      contractForm({
        Payment: { ...payment, Mode: 'percentage', Terms: [{ Name: `Frame${bad}`, Amount: 50 }] },
      }),
  ],
  ['Payment.CustomTerms', (bad) => contractForm({ Payment: { ...payment, CustomTerms: `Net 30${bad}` } })],
];

describe.each(Object.entries(unstorable))('%s', (_name, bad) => {
  it.each(contractTexts)('in Data.%s of savedraft answers 400 naming it', async (field, form) => {
    const response = await callAs(
      t,
      user,
      'POST',
      '/api/app/contract/savedraft',
      saveRequest(projectId, form(bad)),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      Content: refusal(`Data.${field}`),
      Code: 'commonInvalidCharacter',
    });
  });

  it.each(contractTexts)('in Data.%s of update answers 400 naming it', async (field, form) => {
    const draft = await callAs(t, user, 'POST', '/api/app/contract/savedraft', saveRequest(projectId));
    const Id = draft.json().Data.Id as string;
    const response = await callAs(t, user, 'POST', '/api/app/contract/update', {
      ...saveRequest(projectId, form(bad)),
      Id,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Content).toBe(refusal(`Data.${field}`));
    const read = await callAs(t, user, 'GET', `/api/app/contract/read?id=${Id}`);
    expect(read.json().Data.Status).toBe('Draft');
  });

  it("in a template's terms answers 400 naming it, on create and update", async () => {
    const template = { Tag: 'Kitchens', Type: 1, Terms: ['<p>Warranty.</p>'] };
    const created = await callAs(t, user, 'POST', '/api/app/customterm/create', template);
    expect(created.statusCode, created.body).toBe(200);
    const badTerms = { Terms: ['<p>Warranty.</p>', `<p>Net${bad} 30.</p>`] };
    const create = await callAs(t, user, 'POST', '/api/app/customterm/create', { ...template, ...badTerms });
    const update = await callAs(t, user, 'PUT', '/api/app/customterm/update', {
      ...template,
      ...badTerms,
      Id: created.json().Data.Id,
    });
    for (const response of [create, update]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().Content).toBe(refusal('Terms.1'));
    }
  });

  it('in a plain JSON field answers 400 naming it', async () => {
    const response = await callAs(
      t,
      user,
      'POST',
      '/api/app/client/create',
      clientForm({ FirstName: `Ma${bad}rie` }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Content).toBe(refusal('FirstName'));
  });
});

describe('pathOfUnstorableText', () => {
  it('accepts whole surrogate pairs (emoji) and finds a lone half at either end', () => {
    expect(pathOfUnstorableText({ Name: 'Caf\u00e9 \u{1F6E0}' })).toBeUndefined();
    expect(pathOfUnstorableText({ Name: 'tool \uD83D' })).toEqual(['Name']);
    expect(pathOfUnstorableText(['\uDEE0 tool'])).toEqual(['0']);
  });

  it('walks a body nested 40,000 deep in a moment, naming the path (no copy of it per level)', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 40_000; level++) deep = [deep];
    const started = performance.now();
    expect(pathOfUnstorableText(deep)).toEqual(Array.from({ length: 40_000 }, () => '0'));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
